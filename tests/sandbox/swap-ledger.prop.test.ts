/**
 * Conservation: whatever sequence of deposits and swaps (accepted or refused), every token's
 * balance is exactly deposits + swap credits − swap debits − gas fees, as the quotes said, and the
 * ledger's legs agree with the operations history shows.
 */
import fc from 'fast-check';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainContract } from '../../adapters/http/contract/main';
import type { SandboxDeps } from '../../sandbox/platform/deps';
import { nativeToken, type CatalogueToken } from '../../sandbox/main/engine/token-catalogue';
import { formatUnits } from '../../sandbox/main/engine/units';
import { callRaw, testDeps } from '../support/sandbox-db';
import { manualClock, type ManualClock } from '../support/manual-clock';
import { balances, freshUser, fund, newKey, swapTestApp, token, tonSwap } from './swap-support';

const TOKENS: readonly CatalogueToken[] = [nativeToken(42161), token(42161, 'USDC'), nativeToken(10), token(10, 'USDC'), nativeToken('TON'), token('TON', 'USDT')];
const keyOf = (t: CatalogueToken): string => `${String(t.chainId)}|${t.symbol}`;

type Action =
  | { kind: 'deposit'; token: number; wholeTenths: number }
  | { kind: 'swap'; from: number; to: number; share: number; viaTon: boolean; advanceMs: number };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), token: fc.nat({ max: TOKENS.length - 1 }), wholeTenths: fc.integer({ min: 1, max: 30 }) }),
  fc.record({
    kind: fc.constant('swap' as const),
    from: fc.nat({ max: TOKENS.length - 1 }),
    to: fc.nat({ max: TOKENS.length - 1 }),
    // Per mille of the holding; above 1000 asks for more than is held.
    share: fc.integer({ min: 1, max: 1300 }),
    viaTon: fc.boolean(),
    advanceMs: fc.constantFrom(0, 1000, 30 * 60 * 1000),
  }),
);

interface Tally {
  deposits: bigint;
  swapIn: bigint;
  swapOut: bigint;
  fees: bigint;
}

describe('ledger conservation under swaps', () => {
  let deps: SandboxDeps & { clock: ManualClock };
  let app: Hono;

  beforeAll(async () => {
    deps = await testDeps(manualClock());
    app = swapTestApp(deps);
  });
  afterAll(async () => {
    await deps.db.close();
  });

  async function ledgerByKind(userId: number): Promise<Map<string, bigint>> {
    const result = await deps.db.query<{ chain_id: string; token_address: string; kind: string; units: string }>(
      `select chain_id, token_address, kind, sum(amount_units)::text as units from ledger_entries where user_id = $1 group by 1, 2, 3`,
      [userId],
    );
    const sums = new Map<string, bigint>();
    for (const row of result.rows) {
      const t = TOKENS.find((candidate) => String(candidate.chainId) === row.chain_id && candidate.address === row.token_address);
      if (!t) throw new Error(`unexpected holding ${row.token_address}`);
      sums.set(`${keyOf(t)}|${row.kind}`, BigInt(row.units));
    }
    return sums;
  }

  it('keeps every balance equal to deposits + swap-ins − swap-outs − fees, per token', async () => {
    const outcomes = { executed: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 8 }), async (actions) => {
        const userId = await freshUser(app);
        const tally = new Map<string, Tally>(TOKENS.map((t) => [keyOf(t), { deposits: 0n, swapIn: 0n, swapOut: 0n, fees: 0n }]));
        const at = (t: CatalogueToken): Tally => tally.get(keyOf(t)) as Tally;
        const held = (t: CatalogueToken): bigint => {
          const x = at(t);
          return x.deposits + x.swapIn - x.swapOut - x.fees;
        };

        // Some gas on every chain first, so that random swaps execute often enough to mean something.
        for (const native of [nativeToken(42161), nativeToken(10), nativeToken('TON')]) {
          await fund(app, userId, native, '1');
          at(native).deposits += 10n ** BigInt(native.decimals);
        }

        for (const step of actions) {
          if (step.kind === 'deposit') {
            const t = TOKENS[step.token] as CatalogueToken;
            await fund(app, userId, t, (step.wholeTenths / 10).toString());
            at(t).deposits += (BigInt(step.wholeTenths) * 10n ** BigInt(t.decimals)) / 10n;
            continue;
          }
          deps.clock.advance(step.advanceMs);
          const from = TOKENS[step.from] as CatalogueToken;
          const to = TOKENS[step.to] as CatalogueToken;
          const amount = (held(from) * BigInt(step.share)) / 1000n || 1n;
          const quoted = await callRaw(app, mainContract.fetchRoute, {
            userId,
            body: { amount: amount.toString(), from: from.address, fromChainId: from.chainId, to: to.address, toChainId: to.chainId, accountIndex: 0 },
          });
          if (quoted.status === 422) continue; // no route (same token, TON against EVM, dust)
          expect(quoted.status).toBe(200);
          const quote = mainContract.fetchRoute.response.parse(quoted.body);
          const executed =
            step.viaTon && from.chainId === 'TON'
              ? await tonSwap(
                  app,
                  userId,
                  {
                    offer_jetton: from.address,
                    offer_amount: quote.route.fromAmount,
                    ask_jetton: to.address,
                    min_ask_amount: quote.route.toAmountMin,
                    provider: quote.transactions[0]?.provider,
                  },
                  { idempotencyKey: newKey(), walletIndex: '0' },
                )
              : await callRaw(app, mainContract.swap, { userId, body: { routeId: quote.route.id, accountIndex: 0 }, idempotencyKey: newKey() });
          if (executed.status !== 200) {
            expect(executed.status).toBe(422);
            outcomes.refused++;
            continue;
          }
          outcomes.executed++;
          // /v2/tc/swap re-simulates at the same clock reading, so it executes what was quoted.
          at(from).swapOut += BigInt(quote.route.fromAmount);
          at(to).swapIn += BigInt(quote.route.toAmount);
          for (const gas of quote.gases) {
            const native = nativeToken(gas.chainId);
            at(native).fees += BigInt(gas.amount);
          }
        }

        const api = await balances(app, userId);
        const ledger = await ledgerByKind(userId);
        for (const t of TOKENS) {
          const x = at(t);
          const expected = held(t);
          expect(expected >= 0n).toBe(true);
          expect(api[keyOf(t)] ?? '0').toBe(formatUnits(expected, t.decimals));
          expect(ledger.get(`${keyOf(t)}|deposit`) ?? 0n).toBe(x.deposits);
          expect(ledger.get(`${keyOf(t)}|swap-in`) ?? 0n).toBe(x.swapIn);
          expect(ledger.get(`${keyOf(t)}|swap-out`) ?? 0n).toBe(-x.swapOut);
          expect(ledger.get(`${keyOf(t)}|fee`) ?? 0n).toBe(-x.fees);
        }

        // Each swap operation carries exactly its legs' amounts.
        const mismatched = await deps.db.query(
          `select o.id from wallet_operations o
           where o.user_id = $1 and o.kind = 'swap' and (
             (select sum(amount_units) from ledger_entries e where e.ref = o.id and e.kind = 'swap-out') <> -o.amount_units or
             (select sum(amount_units) from ledger_entries e where e.ref = o.id and e.kind = 'swap-in') <> o.to_amount_units)`,
          [userId],
        );
        expect(mismatched.rows).toEqual([]);
      }),
      { numRuns: 25 },
    );
    // The property means something only if both paths ran.
    expect(outcomes.executed).toBeGreaterThan(0);
    expect(outcomes.refused).toBeGreaterThan(0);
  }, 120_000);
});
