/**
 * Claims over the real mining app: whatever sequence of waits, claims, replayed keys and
 * concurrent claims (same key or not), the miner's SWITCH grows by exactly the base speed times
 * the capped time between the claims that executed, plus the verified and alliance bonuses; the
 * inviter gets exactly 10 % and the inviter's inviter 2 % of each claimed amount; nothing is
 * credited twice.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_PERIOD_MS, HOUR_MS } from '../../domain/mining/shared/accrual';
import { call, callRaw, miningCalls as c, newCaller, newKey, nano, sharedMiningWorld, type Caller, type MiningWorld } from './mining-support';

const BASE = 1_000_000_000n;
const JOIN_BONUS = 30n * BASE;

type Action =
  | { kind: 'wait'; ms: number }
  | { kind: 'claim' }
  | { kind: 'replay' }
  | { kind: 'concurrent'; sameKey: boolean }
  | { kind: 'read' };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 1, max: 8 * HOUR_MS }) }),
  fc.constant({ kind: 'claim' as const }),
  fc.constant({ kind: 'replay' as const }),
  fc.record({ kind: fc.constant('concurrent' as const), sameKey: fc.boolean() }),
  fc.constant({ kind: 'read' as const }),
);

const worldOf = sharedMiningWorld();
let world: MiningWorld;
beforeAll(() => {
  world = worldOf();
});

async function got(caller: Caller): Promise<bigint> {
  return nano((await call(world, caller, c.getUserMining)).mining.gotAmount);
}

describe('claims', () => {
  it('conserve SWITCH and never credit twice', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 10 }), fc.boolean(), fc.boolean(), async (actions, verified, inAlliance) => {
        const grand = newCaller();
        const inviter = newCaller();
        const miner = newCaller();
        await call(world, grand, c.createUserMining, { body: {} });
        await call(world, inviter, c.createUserMining, { body: { ref: String(grand.id) } });
        await call(world, miner, c.createUserMining, { body: { ref: String(inviter.id) } });
        await world.deps.db.query(`update mining_users set confirm_prove = $2, alliance = $3 where user_id = $1`, [miner.id, verified, inAlliance ? 'ton_titans' : null]);

        let lastClaimAt = world.deps.clock.now();
        let expectedClaimed = 0n;
        let expectedCredited = 0n;
        let expectedInviter = 0n;
        let expectedGrand = 0n;
        let lastKey: string | null = null;
        const executed = (): void => {
          const now = world.deps.clock.now();
          const claimed = (BASE * BigInt(Math.min(now - lastClaimAt, CLAIM_PERIOD_MS))) / BigInt(HOUR_MS);
          lastClaimAt = now;
          expectedClaimed += claimed;
          expectedCredited += claimed + (verified ? (claimed * 5n) / 100n : 0n) + (inAlliance ? (claimed * 5n) / 100n : 0n);
          expectedInviter += (claimed * 10n) / 100n;
          expectedGrand += (claimed * 2n) / 100n;
        };
        const claim = (key: string) => callRaw(world, miner, c.claimMining, { idempotencyKey: key });

        for (const step of actions) {
          if (step.kind === 'wait') world.deps.clock.advance(step.ms);
          else if (step.kind === 'read') await call(world, miner, c.getUserMining);
          else if (step.kind === 'claim') {
            lastKey = newKey();
            expect((await claim(lastKey)).status).toBe(200);
            executed();
          } else if (step.kind === 'replay') {
            if (lastKey === null) continue;
            const answer = await claim(lastKey);
            expect(answer.status).toBe(200);
          } else {
            const first = newKey();
            const second = step.sameKey ? first : newKey();
            const answers = await Promise.all([claim(first), claim(second)]);
            expect(answers.map((a) => a.status)).toEqual([200, 200]);
            if (step.sameKey) expect(answers[1]?.body).toEqual(answers[0]?.body);
            // Both execute when the keys differ, at the same instant: the second finds nothing accrued.
            executed();
            if (!step.sameKey) executed();
            lastKey = second;
          }
        }

        const receipts = await world.deps.db.query<{ claimed: string }>(`select coalesce(sum(claimed_units), 0)::text as claimed from mining_claims where user_id = $1`, [miner.id]);
        expect(BigInt(receipts.rows[0]?.claimed ?? '0')).toBe(expectedClaimed);
        expect(await got(miner)).toBe(JOIN_BONUS + expectedCredited);
        // The inviter got its fixed bonus twice (as invitee of grand, as inviter of miner) plus 10 %.
        expect(await got(inviter)).toBe(2n * JOIN_BONUS + expectedInviter);
        expect(await got(grand)).toBe(JOIN_BONUS + expectedGrand);
      }),
      { numRuns: 12 },
    );
  }, 240_000);
});
