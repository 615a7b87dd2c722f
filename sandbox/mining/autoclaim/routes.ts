/**
 * Autoclaim's seed endpoints (seed 001 §7 "Autoclaim and transfer"), on the purpose table's one
 * payment code: the internal transfer to the treasury (a dry run answers the confirmation's
 * figures), the Stars invoice, the external TON Connect transaction.
 */
import { Hono } from 'hono';
import { autoclaimContract } from '../../../adapters/http/contract/mining/autoclaim';
import { TON_TRANSFER_FEE_UNITS } from '../../main/engine/fees';
import { ensureWalletIn, requireAccount } from '../../main/engine/accounts';
import type { SandboxDeps, SandboxEnv } from '../../platform/deps';
import { mountMoving } from '../../platform/http/contract-route';
import { tonText } from '../payments/external-wallet';
import { payInternally, quoteInternally } from '../payments/internal-payment';
import { purposeRow, type PurposeTable } from '../payments/purpose-table';
import { startExternalPayment, startStarsPayment } from '../payments/start-payment';
import { autoclaimPurpose } from './purpose';

export function autoclaimRoutes(deps: SandboxDeps, purposes: PurposeTable): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const serverTime = (now: number): string => new Date(now).toISOString();
  const row = purposeRow(purposes, autoclaimPurpose.purpose);

  mountMoving(routes, deps, autoclaimContract.transfer, async ({ user, body, tx }) => {
    const now = await deps.clock.read(tx);
    await ensureWalletIn(tx, { id: user.id, firstName: user.firstName }, new Date(now));
    await requireAccount(tx, user.id, body.accountIndex);
    const input = { userId: user.id, accountIndex: body.accountIndex, row, details: {}, named: { to: body.to, amount: body.amount } };
    const fee = { amount: tonText(TON_TRANSFER_FEE_UNITS), symbol: 'TON' as const };
    if (body.dry) return { dry: true, fee, quote: await quoteInternally(tx, input, now) };
    // Its activation instant is read under the buyer's lock when the payment settles.
    const paid = await payInternally(tx, purposes, input, deps.clock);
    return { dry: false, fee, transferId: paid.chargeId ?? '', intentId: paid.id, activatesAt: new Date(paid.activatesAt ?? now).toISOString() };
  });

  mountMoving(routes, deps, autoclaimContract.starsAutoclaim, async ({ user, tx }) => {
    const now = await deps.clock.read(tx);
    const started = await startStarsPayment(tx, { userId: user.id, row, details: {} }, now);
    return { data: { link: started.link, intentId: started.intentId, amount: Number(started.stars), currency: 'XTR' as const }, serverTime: serverTime(now) };
  });

  mountMoving(routes, deps, autoclaimContract.externalAutoclaim, async ({ user, tx }) => {
    const now = await deps.clock.read(tx);
    const started = await startExternalPayment(tx, { userId: user.id, row, details: {} }, now);
    return { data: { intentId: started.intentId, transaction: started.transaction }, serverTime: serverTime(now) };
  });

  return routes;
}
