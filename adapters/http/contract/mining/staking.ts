/**
 * Staking of mined SWITCH (seed 001 §2 "Staking screens", §3 "Staking config", "Staking deposit",
 * §7 "Staking"; MINING.md "Money and where it lives"; docs/decisions/staking.md "Staking (issue 22)"). A
 * deposit locks mined SWITCH for a period and its reward accrues hourly into gotAmount; the server
 * decides every value, the client shows it.
 */
import { z } from 'zod/mini';
import { endpoint } from '../endpoint';
import { userMiningSchema } from './record';
import { paymentTransactionSchema } from './payments';
import { jsonNumberSchema } from '../json-number';
import { instantSchema, intentIdSchema, miningDecimalSchema, serverTimeSchema } from './shared';

/** Seed 001 §3: the periods, in the seed's order (3, 3, 6, 12, 60 and 1200 months). */
export const STAKING_PERIODS = ['3mhp', '3m', '6m', '1y', '5y', '100y'] as const;
export const stakingPeriodSchema = z.enum(STAKING_PERIODS);

/** A fraction as a decimal string (0.12 is 12 % a year). */
const fractionSchema = z.string().check(z.regex(/^(0|[1-9]\d{0,2})(\.\d{1,9})?$/, 'fraction'));

export const stakingConfigSchema = z.object({
  /** The yearly rate, a fraction. */
  apy: fractionSchema,
  minSwitchAmount: miningDecimalSchema,
  maxSwitchAmount: miningDecimalSchema,
  /** The fee for this period: TON and whole Stars; absent means free. */
  priceAmount: z.optional(z.object({ ton: miningDecimalSchema, stars: z.string().check(z.regex(/^\d{1,9}$/, 'whole Stars')) })),
  /** How long it locks, in months (ours: the seed names them only in its period table). */
  months: z.int().check(z.minimum(1), z.maximum(1200)),
});

export const stakingConfigsSchema = z.object({
  /** The periods that carry a fee. */
  paidPeriods: z.array(stakingPeriodSchema).check(z.maxLength(STAKING_PERIODS.length)),
  stakingConfig: z.record(stakingPeriodSchema, stakingConfigSchema),
});

export const stakingDepositSchema = z.object({
  _id: z.string().check(z.regex(/^sd_[A-Za-z0-9_-]{8,40}$/, 'deposit id')),
  amount: miningDecimalSchema,
  period: stakingPeriodSchema,
  apy: fractionSchema,
  /** SWITCH credited into gotAmount at each full hour of the lock. */
  hourReward: miningDecimalSchema,
  dttmStarted: instantSchema,
  dttmEnded: instantSchema,
  /** The reward credited so far (ours). */
  gotAmount: miningDecimalSchema,
  /** What it will have credited by dttmEnded (ours: every full hour of the lock). */
  rewardAtEnd: miningDecimalSchema,
  /** When the stake was claimed back, or null (ours). */
  dttmClaimed: z.nullable(instantSchema),
  /** The fee paid for the period, or null for a free one (ours). */
  fee: z.nullable(z.object({ amount: miningDecimalSchema, currency: z.enum(['TON', 'XTR']), switchValue: miningDecimalSchema })),
});

/**
 * The most deposits a user may have open (not claimed back), and the most the list answers
 * (docs/decisions/sandbox-platform.md "Lists at their contract bound (issue 43)"): a deposit past it is refused
 * ('too-many-deposits'); the list answers the open ones first, soonest to unlock first, then the
 * latest claimed ones, up to this many.
 */
export const STAKING_DEPOSITS_MAX = 500;

export const stakingListSchema = z.object({
  deposits: z.array(stakingDepositSchema).check(z.maxLength(STAKING_DEPOSITS_MAX)),
  mining: userMiningSchema,
  serverTime: serverTimeSchema,
});

export const stakingDepositBodySchema = z.object({
  /**
   * SWITCH: a JSON number, as the seed says, written and read as its exact decimal (json-number.ts);
   * the older decimal string is still taken (docs/contract.md).
   */
  amount: jsonNumberSchema(miningDecimalSchema),
  period: stakingPeriodSchema,
  /** How the period's fee is paid; absent for a free period. */
  type: z.optional(z.enum(['internal', 'stars', 'external'])),
  /** The custodial account the internal way pays from (ours). */
  accountIndex: z.optional(z.int().check(z.minimum(0), z.maximum(99))),
});

/** An SBT's period (seed 001 §3 "Staked SBT"): a staking period, or 'all-in' for the soulbound offer. */
export const SBT_PERIODS = [...STAKING_PERIODS, 'all-in'] as const;
export const sbtPeriodSchema = z.enum(SBT_PERIODS);

export const stakingContract = {
  stakingStatus: endpoint({
    method: 'GET',
    path: '/staking',
    summary: 'Staking status (v2): whether the user has a deposit running',
    query: undefined,
    body: undefined,
    response: z.object({ hasStaking: z.boolean() }),
  }),
  stakingConfigs: endpoint({
    method: 'GET',
    path: '/staking/configs',
    summary: 'The staking periods: rate, minimum, maximum and fee of each; the periods that carry a fee',
    query: undefined,
    body: undefined,
    response: stakingConfigsSchema,
  }),
  stakingTotal: endpoint({
    method: 'GET',
    path: '/totalAmount',
    summary: 'Total SWITCH staked by everyone (deposits not yet claimed back)',
    query: undefined,
    body: undefined,
    response: z.object({ totalAmount: miningDecimalSchema, serverTime: serverTimeSchema }),
  }),
  stakingDeposit: endpoint({
    method: 'POST',
    path: '/deposit',
    summary:
      'Stake mined SWITCH for a period. Free: the deposit at once. Paid: internal pays the fee and stakes at once; stars answers an invoice link, external a TON Connect transaction, and the deposit is made when the fee is paid',
    query: undefined,
    body: stakingDepositBodySchema,
    exactNumbers: ['amount'],
    response: z.object({
      deposit: z.optional(stakingDepositSchema),
      telegramLink: z.optional(z.string()),
      transaction: z.optional(paymentTransactionSchema),
      intentId: z.optional(intentIdSchema),
      mining: userMiningSchema,
      serverTime: serverTimeSchema,
    }),
    movesValue: true,
  }),
  stakingList: endpoint({
    method: 'GET',
    path: '/getList',
    summary: 'The user’s deposits, their rewards credited up to the last full hour',
    query: undefined,
    body: undefined,
    response: stakingListSchema,
  }),
  claimStake: endpoint({
    method: 'POST',
    path: '/staking/claim',
    summary: 'Claim a deposit’s stake back once it has unlocked (ours: the seed does not show this call); once',
    query: undefined,
    body: z.object({ depositId: stakingDepositSchema.shape._id }),
    response: z.object({ deposit: stakingDepositSchema, mining: userMiningSchema, serverTime: serverTimeSchema }),
    movesValue: true,
  }),
  userSbts: endpoint({
    method: 'GET',
    path: '/v2/sbt/getUserSbt',
    summary: 'The staked SBTs (v2): one per period the user has minted',
    query: undefined,
    body: undefined,
    response: z.array(z.object({ stakingPeriod: sbtPeriodSchema })).check(z.maxLength(SBT_PERIODS.length)),
  }),
  sbtTransaction: endpoint({
    method: 'GET',
    path: '/v2/sbt/getTrBody',
    summary:
      'Claim a staking SBT (v2): the TON Connect transaction to sign (the mint fee, its intent id as comment); the SBT is minted once, when it lands. A pending one is answered again',
    query: z.object({ stakingPeriod: sbtPeriodSchema }),
    body: undefined,
    response: z.object({ transaction: paymentTransactionSchema, intentId: intentIdSchema }),
  }),
} as const;
