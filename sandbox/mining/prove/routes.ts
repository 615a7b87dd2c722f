/**
 * Proof of humanity's seed endpoints (seed 001 §7 "Proof of humanity"): the info, the payment in
 * three ways on the purpose table's one payment code, the code's check and the price check.
 */
import { Hono } from 'hono';
import { proveContract } from '../../../adapters/http/contract/mining/prove';
import { ensureWalletIn, requireAccount } from '../../main/engine/accounts';
import { priceAt, usdValue } from '../../main/engine/prices';
import { nativeToken, PRICE_DECIMALS } from '../../main/engine/token-catalogue';
import { formatUnits } from '../../main/engine/units';
import type { SandboxDeps, SandboxEnv } from '../../platform/deps';
import { mount, mountMoving } from '../../platform/http/contract-route';
import { SandboxError } from '../../platform/http/errors';
import { tonText } from '../payments/external-wallet';
import { payInternally } from '../payments/internal-payment';
import { purposeRow, type PurposeTable } from '../payments/purpose-table';
import { startExternalPayment, startStarsPayment } from '../payments/start-payment';
import { PROVE_PRICE } from './config';
import { checkCode, proveState } from './engine';
import { provePurpose } from './purpose';

/** The price in USD at the sandbox's TON price, floored to cents. */
function usdOfPrice(now: number): string {
  const scaled = usdValue(PROVE_PRICE.tonUnits, 9, priceAt(nativeToken('TON'), now));
  return formatUnits(scaled / 10n ** BigInt(PRICE_DECIMALS - 2), 2);
}

export function proveRoutes(deps: SandboxDeps, purposes: PurposeTable): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const row = purposeRow(purposes, provePurpose.purpose);
  const iso = (ms: number): string => new Date(ms).toISOString();

  // A read that may send the code (once, under the miner's lock) when its time has come.
  mount(routes, deps, proveContract.getProve, async ({ user }) =>
    deps.db.transaction(async (tx) => {
      const state = await proveState(tx, deps.clock, user.id);
      return {
        tonAmount: { tonAmount: tonText(PROVE_PRICE.tonUnits), amount: usdOfPrice(state.now), starAmount: Number(PROVE_PRICE.stars) },
        inProgressStatus: state.status,
        humanGroup: state.humanGroup,
        confirmProve: state.confirmProve,
        deadline: iso(state.deadline),
        serverTime: iso(state.now),
      };
    }),
  );

  mountMoving(routes, deps, proveContract.preCheckout, async ({ user, body, tx }) => {
    const now = await deps.clock.read(tx);
    const start = { userId: user.id, row, details: {} };
    switch (body.payType) {
      case 'star': {
        const started = await startStarsPayment(tx, start, now);
        return { result: { intentId: started.intentId, payUrl: started.link }, serverTime: iso(now) };
      }
      case 'external': {
        const started = await startExternalPayment(tx, start, now);
        return { result: { intentId: started.intentId, transaction: started.transaction }, serverTime: iso(now) };
      }
      case 'internal': {
        const accountIndex = body.accountIndex ?? 0;
        await ensureWalletIn(tx, { id: user.id, firstName: user.firstName }, new Date(now));
        await requireAccount(tx, user.id, accountIndex);
        const paid = await payInternally(tx, purposes, { ...start, accountIndex }, deps.clock);
        return { result: { intentId: paid.id }, serverTime: iso(paid.settledAt ?? now) };
      }
    }
  });

  // Not value-moving: a wrong code is recorded in the transaction and refused after it commits.
  mount(routes, deps, proveContract.confirmProve, async ({ user, body }) => {
    const checked = await deps.db.transaction((tx) => checkCode(tx, deps.clock, user.id, body.code));
    switch (checked.outcome) {
      case 'confirmed':
        return { confirmProve: true as const, serverTime: iso(checked.now) };
      case 'wrong':
        throw new SandboxError(400, 'Invalid code', 'invalid-code', ['code']);
      case 'try-later':
        throw new SandboxError(429, 'Too many wrong codes: try later', 'try-later');
      case 'no-code':
        throw new SandboxError(409, 'No code has been sent for a paid proof', 'no-code-yet');
      case 'closed':
        throw new SandboxError(409, 'The proof of humanity is closed', 'prove-closed');
    }
  });

  mount(routes, deps, proveContract.priceCheck, async () => ({ tonAmount: tonText(PROVE_PRICE.tonUnits) }));

  return routes;
}
