/**
 * What every purchase shares (MINING.md "Payments: one flow, three ways"): the offer (the ways a
 * purchase can be paid and their prices, from the purpose table), the internal way's dry run for
 * purposes whose seed endpoint has none, and an intent's status.
 */
import { Hono } from 'hono';
import { paymentsContract } from '../../../adapters/http/contract/mining/payments';
import { ensureWalletIn, requireAccount } from '../../main/engine/accounts';
import type { SandboxDeps, SandboxEnv } from '../../platform/deps';
import { mount } from '../../platform/http/contract-route';
import { TREASURY_ADDRESS } from './config';
import { tonText } from './external-wallet';
import { quoteInternally } from './internal-payment';
import { expireIfStale, findIntent, unknownIntent, wireIntent } from './intents';
import { purchaseDetails, purposeRow, type PurposeTable } from './purpose-table';

export function paymentRoutes(deps: SandboxDeps, purposes: PurposeTable): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const serverTime = (now: number): string => new Date(now).toISOString();

  mount(routes, deps, paymentsContract.paymentOffer, async ({ user, body }) => {
    const row = purposeRow(purposes, body.purpose);
    const details = purchaseDetails(row, body.details);
    return deps.db.transaction(async (tx) => {
      const now = await deps.clock.read(tx);
      const at = { userId: user.id, now };
      await row.check?.(tx, details, at);
      const price = await row.price(tx, details, at);
      const ways = [
        ...(price.internal === null ? [] : [{ way: 'internal' as const, amount: tonText(price.internal), currency: 'TON' as const }]),
        ...(price.stars === null ? [] : [{ way: 'stars' as const, amount: price.stars.toString(), currency: 'XTR' as const }]),
        ...(price.external === null ? [] : [{ way: 'external' as const, amount: tonText(price.external), currency: 'TON' as const }]),
      ];
      return { purpose: row.purpose, ways, treasuryAddress: TREASURY_ADDRESS, serverTime: serverTime(now) };
    });
  });

  mount(routes, deps, paymentsContract.paymentCheck, async ({ user, body }) => {
    const row = purposeRow(purposes, body.purpose);
    const details = purchaseDetails(row, body.details);
    return deps.db.transaction(async (tx) => {
      const now = await deps.clock.read(tx);
      await ensureWalletIn(tx, { id: user.id, firstName: user.firstName }, new Date(now));
      await requireAccount(tx, user.id, body.accountIndex);
      return quoteInternally(tx, { userId: user.id, accountIndex: body.accountIndex, row, details }, now);
    });
  });

  mount(routes, deps, paymentsContract.paymentIntent, async ({ user, query }) => {
    return deps.db.transaction(async (tx) => {
      const intent = await findIntent(tx, query.intentId);
      // Another user's intent is as unknown as a made-up one.
      if (!intent || intent.userId !== user.id) throw unknownIntent();
      return wireIntent(await expireIfStale(tx, purposes, intent, deps.clock));
    });
  });

  return routes;
}
