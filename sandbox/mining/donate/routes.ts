/**
 * The donation's seed endpoint (seed 001 §7 "Auction and donation") on the purpose table's one
 * payment code: payType internal pays at once from the custodial balance (the intent settled, the
 * donation recorded, in the key's transaction); external answers the TON Connect transaction the
 * sandbox wallet settles when it lands. And the hall of fame.
 */
import { Hono } from 'hono';
import { donateContract } from '../../../adapters/http/contract/mining/donate';
import { ensureWalletIn, requireAccount } from '../../main/engine/accounts';
import type { SandboxDeps, SandboxEnv } from '../../platform/deps';
import { mount, mountMoving } from '../../platform/http/contract-route';
import { tonText } from '../payments/external-wallet';
import { payInternally } from '../payments/internal-payment';
import { purposeRow, purchaseDetails, type PurposeTable } from '../payments/purpose-table';
import { startExternalPayment } from '../payments/start-payment';
import { donationPurpose, HALL_OF_FAME_MIN_UNITS, type DonationDetails } from './purpose';

export function donateRoutes(deps: SandboxDeps, purposes: PurposeTable): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const row = purposeRow(purposes, donationPurpose.purpose);

  mountMoving(routes, deps, donateContract.donate, async ({ user, body, tx }) => {
    const now = await deps.clock.read(tx);
    const details: DonationDetails = purchaseDetails(donationPurpose, { kind: body.type ?? 'hallOfFame', tonAmount: body.tonAmount, name: body.name, comment: body.comment });
    const wire = { ...details };
    if (body.payType === 'external') {
      const started = await startExternalPayment(tx, { userId: user.id, row, details: wire }, now);
      return { transaction: started.transaction, intentId: started.intentId, status: 'pending' as const, serverTime: new Date(now).toISOString() };
    }
    const accountIndex = body.accountIndex ?? 0;
    await ensureWalletIn(tx, { id: user.id, firstName: user.firstName }, new Date(now));
    await requireAccount(tx, user.id, accountIndex);
    const paid = await payInternally(tx, purposes, { userId: user.id, accountIndex, row, details: wire }, deps.clock);
    return { transaction: null, intentId: paid.id, status: 'paid' as const, serverTime: new Date(now).toISOString() };
  });

  mount(routes, deps, donateContract.hallOfFame, async () => {
    const result = await deps.db.query<{ name: string; comment: string; ton_units: string; donated_at: Date }>(
      `select name, comment, ton_units::text, donated_at from donations where hall_of_fame order by ton_units desc, donated_at asc limit 100`,
    );
    return {
      entries: result.rows.map((entry) => ({ name: entry.name, comment: entry.comment, tonAmount: tonText(BigInt(entry.ton_units)), donatedAt: entry.donated_at.toISOString() })),
      minTonAmount: tonText(HALL_OF_FAME_MIN_UNITS),
      serverTime: new Date(await deps.clock.read(deps.db)).toISOString(),
    };
  });

  return routes;
}
