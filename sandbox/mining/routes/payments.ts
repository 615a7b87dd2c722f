/**
 * Autoclaim's three ways and what payments need (seed 001 §7 "Autoclaim and transfer"; MINING.md):
 * the internal transfer to the treasury, the Stars invoice, the external TON Connect transaction,
 * the configuration (prices, treasury) and an intent's status.
 */
import { Hono } from 'hono';
import { autoclaimContract } from '../../../adapters/http/contract/mining/autoclaim';
import { paymentsContract } from '../../../adapters/http/contract/mining/payments';
import { CLAIM_PERIOD_MS, HOUR_MS } from '../../../domain/mining/accrual';
import { TON_TRANSFER_FEE_UNITS } from '../../main/engine/fees';
import { ensureWalletIn, requireAccount } from '../../main/engine/accounts';
import type { SandboxDeps, SandboxEnv } from '../../platform/deps';
import { mount, mountMoving } from '../../platform/http/contract-route';
import {
  AUTOCLAIM_PRICE,
  BASE_SPEED_UNITS_PER_HOUR,
  BONUS_PERCENT,
  BURN_BOOST_MS,
  BURN_GAS_UNITS,
  BURN_MIN_PUNK,
  BURN_RATE,
  EXTERNAL_VALIDITY_MS,
  miningSettings,
  TREASURY_ADDRESS,
} from '../engine/config';
import { currentMiner } from '../engine/current';
import { tonText } from '../engine/external-wallet';
import { payInternally } from '../engine/internal-payment';
import { switchText } from '../engine/miner';
import { createIntent, expireIfStale, findIntent, refuseIfAutoclaimBought, starsInvoiceLink, unknownIntent, wireIntent } from '../engine/payments';

export function paymentRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const serverTime = (now: number): string => new Date(now).toISOString();

  mount(routes, deps, paymentsContract.miningConfig, async () => {
    const now = await deps.clock.read(deps.db);
    const settings = await miningSettings(deps.db);
    return {
      treasuryAddress: TREASURY_ADDRESS,
      baseSpeed: switchText(BASE_SPEED_UNITS_PER_HOUR),
      claimPeriodHours: CLAIM_PERIOD_MS / HOUR_MS,
      bonuses: {
        verifiedPercent: Number(BONUS_PERCENT.verified),
        alliancePercent: Number(BONUS_PERCENT.alliance),
        inviterPercent: Number(BONUS_PERCENT.inviter),
        inviterOfInviterPercent: Number(BONUS_PERCENT.inviterOfInviter),
      },
      burn: { rate: BURN_RATE.switchPerHour, boostHours: BURN_BOOST_MS / HOUR_MS, minAmount: BURN_MIN_PUNK.toString(), gasTon: tonText(BURN_GAS_UNITS) },
      autoclaim: { tonPrice: tonText(AUTOCLAIM_PRICE.tonUnits), starsPrice: Number(AUTOCLAIM_PRICE.stars), activationDelayMs: settings.activationDelayMs },
      serverTime: serverTime(now),
    };
  });

  mount(routes, deps, paymentsContract.paymentIntent, async ({ user, query }) => {
    return deps.db.transaction(async (tx) => {
      const intent = await findIntent(tx, query.intentId);
      // Another user's intent is as unknown as a made-up one.
      if (!intent || intent.userId !== user.id) throw unknownIntent();
      return wireIntent(await expireIfStale(tx, intent, deps.clock));
    });
  });

  mountMoving(routes, deps, autoclaimContract.transfer, async ({ user, body, tx }) => {
    await ensureWalletIn(tx, { id: user.id, firstName: user.firstName }, new Date(await deps.clock.read(tx)));
    await requireAccount(tx, user.id, body.accountIndex);
    const { miner, now } = await currentMiner(tx, deps.clock, user.id);
    refuseIfAutoclaimBought(miner.autoclaimFrom);
    const input = { userId: user.id, accountIndex: body.accountIndex, to: body.to, amount: body.amount, dry: body.dry };
    const paid = await payInternally(tx, input, now, deps.clock);
    const fee = { amount: tonText(TON_TRANSFER_FEE_UNITS), symbol: 'TON' as const };
    if (!paid) return { dry: true, fee };
    return { dry: false, fee, transferId: paid.chargeId ?? '', activatesAt: new Date(paid.activatesAt ?? now).toISOString() };
  });

  mountMoving(routes, deps, autoclaimContract.starsAutoclaim, async ({ user, tx }) => {
    const { miner, now } = await currentMiner(tx, deps.clock, user.id);
    refuseIfAutoclaimBought(miner.autoclaimFrom);
    const intent = await createIntent(tx, { userId: user.id, way: 'stars', amountUnits: AUTOCLAIM_PRICE.stars, currency: 'XTR' }, now);
    return {
      data: { link: starsInvoiceLink(intent.id), intentId: intent.id, amount: Number(AUTOCLAIM_PRICE.stars), currency: 'XTR' as const },
      serverTime: serverTime(now),
    };
  });

  mountMoving(routes, deps, autoclaimContract.externalAutoclaim, async ({ user, tx }) => {
    const { miner, now } = await currentMiner(tx, deps.clock, user.id);
    refuseIfAutoclaimBought(miner.autoclaimFrom);
    const intent = await createIntent(tx, { userId: user.id, way: 'external', amountUnits: AUTOCLAIM_PRICE.tonUnits, currency: 'TON' }, now);
    return {
      data: {
        intentId: intent.id,
        transaction: {
          validUntil: Math.floor((now + EXTERNAL_VALIDITY_MS) / 1000),
          // The sandbox wallet reads the payload as the intent id; production would carry a comment cell.
          messages: [{ address: TREASURY_ADDRESS, amount: AUTOCLAIM_PRICE.tonUnits.toString(), payload: intent.id }],
        },
      },
      serverTime: serverTime(now),
    };
  });

  return routes;
}
