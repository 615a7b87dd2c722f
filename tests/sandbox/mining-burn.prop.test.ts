/**
 * Burn over the real apps: whatever the funding and the sequence of burns (replayed keys,
 * concurrent duplicates, concurrent distinct burns), each executed burn debits its PUNK and the
 * 0.005 TON gas exactly once and adds exactly one boost; a refused one (4002, 4003) moves nothing.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, callRaw, deposit, miningCalls as c, holding as holdingOf, sharedMiningWorld, newCaller, newKey, type MiningWorld } from './mining-support';

const GAS = 5_000_000n;

type Burn = { kind: 'burn'; punk: number } | { kind: 'replay' } | { kind: 'concurrent'; punk: number; sameKey: boolean };

const burn: fc.Arbitrary<Burn> = fc.oneof(
  fc.record({ kind: fc.constant('burn' as const), punk: fc.integer({ min: 1, max: 6 }) }),
  fc.constant({ kind: 'replay' as const }),
  fc.record({ kind: fc.constant('concurrent' as const), punk: fc.integer({ min: 1, max: 6 }), sameKey: fc.boolean() }),
);

const worldOf = sharedMiningWorld();
let world: MiningWorld;
beforeAll(() => {
  world = worldOf();
});

describe('burn', () => {
  it('debits exactly once per executed burn', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 0, max: 4 }), fc.array(burn, { minLength: 1, maxLength: 6 }), async (punk, gasCount, burns) => {
        const user = newCaller();
        await call(world, user, c.createUserMining, { body: {} });
        if (punk > 0) await deposit(world, user, 'PUNK', String(punk));
        if (gasCount > 0) await deposit(world, user, 'TON', (Number(gasCount) * 0.005).toFixed(3));
        let punkLeft = BigInt(punk) * 1_000_000_000n;
        let tonLeft = BigInt(gasCount) * GAS;
        let executed = 0;
        let lastKey: { key: string; punk: number } | null = null;

        const expectOutcome = (amount: number, answer: { status: number; body: unknown }): void => {
          const units = BigInt(amount) * 1_000_000_000n;
          if (punkLeft < units) {
            expect(answer).toMatchObject({ status: 422, body: { errorCode: 4002 } });
          } else if (tonLeft < GAS) {
            expect(answer).toMatchObject({ status: 422, body: { errorCode: 4003 } });
          } else {
            expect(answer.status).toBe(200);
            punkLeft -= units;
            tonLeft -= GAS;
            executed++;
          }
        };
        const send = (key: string, amount: number) => callRaw(world, user, c.burnPunks, { body: { amount: String(amount) }, idempotencyKey: key });

        for (const step of burns) {
          if (step.kind === 'replay') {
            if (!lastKey) continue;
            const before = executed;
            const answer = await send(lastKey.key, lastKey.punk);
            expect([200, 422]).toContain(answer.status);
            expect(executed).toBe(before);
          } else if (step.kind === 'burn') {
            const key = newKey();
            expectOutcome(step.punk, await send(key, step.punk));
            lastKey = { key, punk: step.punk };
          } else {
            const first = newKey();
            const second = step.sameKey ? first : newKey();
            const answers = await Promise.all([send(first, step.punk), send(second, step.punk)]);
            if (step.sameKey) {
              expect(answers[1]).toEqual(answers[0]);
              expectOutcome(step.punk, answers[0]!);
            } else {
              // Executed one after the other: successes first (both ask the same), then refusals.
              const ordered = [...answers].sort((a, b) => a.status - b.status);
              for (const answer of ordered) expectOutcome(step.punk, answer);
            }
            lastKey = { key: second, punk: step.punk };
          }
        }

        expect(await holdingOf(world, user, 'PUNK')).toBe(punkLeft);
        expect(await holdingOf(world, user, 'TON')).toBe(tonLeft);
        const boosts = await world.deps.db.query<{ n: number }>(`select count(*)::int as n from mining_boosts where user_id = $1`, [user.id]);
        expect(boosts.rows[0]?.n).toBe(executed);
      }),
      { numRuns: 10 },
    );
  }, 240_000);
});
