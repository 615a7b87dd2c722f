/**
 * A paid period's fee in the purpose table (MINING.md "Payments: one flow, three ways"): the
 * purchase is 'staking' with the amount and period as details; paying it makes the deposit, in the
 * transaction that records the payment (once per intent: the deposit's intent_id is unique). The
 * internal way pays and stakes in the /deposit request itself; Stars and external stake when the
 * invoice is paid or the transfer lands, or refund the fee when the SWITCH is no longer free.
 */
import { z } from 'zod';
import { STAKING_PERIODS } from '../../../adapters/http/contract/mining/staking';
import type { Queryable } from '../../main/engine/ledger';
import { parseUnits } from '../../main/engine/units';
import type { SandboxDeps } from '../../platform/deps';
import { SandboxError } from '../../platform/http/errors';
import { payInternally } from '../payments/internal-payment';
import { ActivationRefused, purposeRow, type PaymentPurposeRow, type PaymentWay, type PurposeTable } from '../payments/purpose-table';
import { startExternalPayment, startStarsPayment } from '../payments/start-payment';
import { SWITCH_DECIMALS } from '../shared/config';
import { switchText } from '../shared/miner';
import { STAKING_CONFIGS, SWITCH_UNITS_PER_STAR, SWITCH_UNITS_PER_TON_UNIT, type StakingPeriod } from './config';
import { checkRoomForDeposit, checkStakeSize, createStakingDepositInTx, depositOfIntent, hasRoomForDeposit, tooManyDepositsMessage, wireDeposit } from './engine';

export interface StakingDetails {
  readonly amount: string;
  readonly period: StakingPeriod;
}

const unitsOf = (amount: string): bigint => {
  const parsed = parseUnits(amount, SWITCH_DECIMALS);
  if (!parsed.ok) throw new SandboxError(400, 'The amount is not a SWITCH amount', 'invalid-amount', ['amount']);
  return parsed.units;
};

function priceOf(period: StakingPeriod): NonNullable<(typeof STAKING_CONFIGS)[StakingPeriod]['price']> {
  const price = STAKING_CONFIGS[period].price;
  if (!price) throw new SandboxError(400, 'This period is free: there is no fee to pay', 'not-offered', ['way']);
  return price;
}

async function availableUnits(tx: Queryable, userId: number): Promise<bigint> {
  const result = await tx.query<{ got_units: string; lock_units: string }>(`select got_units::text, lock_units::text from mining_users where user_id = $1`, [userId]);
  const row = result.rows[0];
  return row ? BigInt(row.got_units) - BigInt(row.lock_units) : 0n;
}

export const stakingPurpose: PaymentPurposeRow<StakingDetails> = {
  purpose: 'staking',
  details: z.object({ amount: z.string().regex(/^\d{1,12}(\.\d{1,9})?$/), period: z.enum(STAKING_PERIODS) }).strict(),
  price: async (_tx, details) => {
    const price = priceOf(details.period);
    return { internal: price.tonUnits, stars: price.stars, external: price.tonUnits };
  },
  check: async (tx, details, at) => {
    const units = unitsOf(details.amount);
    checkStakeSize(details.period, units);
    if ((await availableUnits(tx, at.userId)) < units) throw new SandboxError(400, 'Not enough SWITCH', 'not-enough-switch', ['amount']);
    await checkRoomForDeposit(tx, at.userId);
  },
  activate: async (tx, details, at) => {
    const intent = await tx.query<{ amount_units: string; currency: 'TON' | 'XTR' }>(`select amount_units::text, currency from payment_intents where id = $1`, [at.intentId]);
    const paid = intent.rows[0];
    const feeUnits = BigInt(paid?.amount_units ?? '0');
    const currency = paid?.currency ?? 'TON';
    const fee = { units: feeUnits, currency, switchUnits: currency === 'TON' ? feeUnits * SWITCH_UNITS_PER_TON_UNIT : feeUnits * SWITCH_UNITS_PER_STAR };
    // What was checked when the invoice was made may have been staked or spent since. The deposit
    // is made as asked or not at all: then the fee goes back (ActivationRefused), never kept.
    const units = unitsOf(details.amount);
    if ((await availableUnits(tx, at.userId)) < units) throw new ActivationRefused('not-enough-switch', 'The SWITCH to stake is no longer free: the fee is refunded');
    if (!(await hasRoomForDeposit(tx, at.userId))) throw new ActivationRefused('too-many-deposits', `${tooManyDepositsMessage}: the fee is refunded`);
    await createStakingDepositInTx(tx, { userId: at.userId, period: details.period, amountUnits: units, now: at.now, intentId: at.intentId, fee });
    return null;
  },
};

export interface FeePayment {
  readonly userId: number;
  readonly period: StakingPeriod;
  readonly amountUnits: bigint;
  readonly way: PaymentWay;
  readonly accountIndex: number;
  readonly now: number;
}

/** /deposit for a paid period: the fee through the purpose's one payment code, one intent per key. */
export async function payStakingFee(tx: Queryable, deps: SandboxDeps, purposes: PurposeTable, input: FeePayment) {
  const row = purposeRow(purposes, stakingPurpose.purpose);
  const details = { amount: switchText(input.amountUnits), period: input.period };
  const start = { userId: input.userId, row, details };
  if (input.way === 'internal') {
    const paid = await payInternally(tx, purposes, { ...start, accountIndex: input.accountIndex }, deps.clock);
    const deposit = await depositOfIntent(tx, paid.id);
    return { intentId: paid.id, ...(deposit ? { deposit: wireDeposit(deposit) } : {}) };
  }
  if (input.way === 'stars') {
    const started = await startStarsPayment(tx, start, input.now);
    return { intentId: started.intentId, telegramLink: started.link };
  }
  const started = await startExternalPayment(tx, start, input.now);
  return { intentId: started.intentId, transaction: started.transaction };
}
