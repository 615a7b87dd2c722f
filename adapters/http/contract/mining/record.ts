/**
 * The user mining record and its clock (seed 001 §3, §7 "Mining, tasks, boosts"; MINING.md): create
 * on first launch, read (with the server time), claim, and the rules of the clock. Every mining
 * feature may read the record; each feature's own calls are in its own module beside this one.
 */
import { z } from 'zod/mini';
import { healthSchema } from '../common';
import { endpoint } from '../endpoint';
import { instantSchema, miningDecimalSchema, serverTimeSchema } from './shared';

/** 0 not mining yet, 1 Adept, 2 Master, 3 Magister, 4 Grandmaster, 5 Cardinal. */
export const guildRankSchema = z.int().check(z.minimum(0), z.maximum(5));

/** `mining` while the storage fills, `full` once the claim deadline has passed. */
export const miningStatusSchema = z.enum(['mining', 'full']);

/** Seed 001 §3, every field, as the record answer (no id, no user id). */
export const userMiningSchema = z.object({
  /** SWITCH per hour in force now: the base speed plus every active boost. */
  speed: miningDecimalSchema,
  /** Mined SWITCH credited so far (an off-chain balance, 9 decimals). */
  gotAmount: miningDecimalSchema,
  /** Accrued since the last claim and claimable now (capped at the deadline). */
  miningAmount: miningDecimalSchema,
  dttmClaimDeadline: instantSchema,
  dttmLastClaim: instantSchema,
  status: miningStatusSchema,
  /** The last payment for a mining purchase (autoclaim), null before any. */
  dttmLastPayment: z.nullable(instantSchema),
  guild: guildRankSchema,
  /** The alliance's name, null outside any. */
  alliance: z.nullable(z.string().check(z.maxLength(32))),
  /** SWITCH held back from the user (none in the sandbox until a feature withholds). */
  withheld: miningDecimalSchema,
  autoclaimActive: z.boolean(),
  /** When a paid autoclaim takes effect ("up to 1 hour"); null when none is waiting. */
  dttmAutoclaimActivation: z.nullable(instantSchema),
  /** SWITCH locked by staking deposits. */
  lockAmount: miningDecimalSchema,
  /** The proof-of-humanity group; 0 means in none. */
  humanGroup: z.int().check(z.minimum(0), z.maximum(1000)),
  /** Proven human: +5 % on every claim. */
  confirmProve: z.boolean(),
  dttmAdded: instantSchema,
});

export const miningRecordAnswerSchema = z.object({ mining: userMiningSchema, serverTime: serverTimeSchema });

export const claimReceiptSchema = z.object({
  claimId: z.string(),
  /** What had accrued (miningAmount at the claim). */
  claimedAmount: miningDecimalSchema,
  /** Added to gotAmount: claimed plus the verified and alliance bonuses. */
  creditedAmount: miningDecimalSchema,
  verifiedBonus: miningDecimalSchema,
  allianceBonus: miningDecimalSchema,
  mining: userMiningSchema,
  serverTime: serverTimeSchema,
});

export const miningRulesSchema = z.object({
  baseSpeed: miningDecimalSchema,
  /** How long after a claim the storage is full (the record's dttmClaimDeadline is what the client shows). */
  claimPeriodHours: z.int().check(z.minimum(1), z.maximum(24 * 7)),
  bonuses: z.object({ verifiedPercent: z.int(), alliancePercent: z.int(), inviterPercent: z.int(), inviterOfInviterPercent: z.int() }),
  serverTime: serverTimeSchema,
});

export const recordContract = {
  health: endpoint({ method: 'GET', path: '/health', summary: 'Liveness', query: undefined, body: undefined, response: healthSchema }),
  createUserMining: endpoint({
    method: 'POST',
    path: '/mining/createUserMining',
    summary: 'Create the caller’s mining record on first launch (idempotent); a referral code names the inviter',
    query: undefined,
    // The seed sends no body; the optional referral code is ours (the start parameter's ref-<code>).
    // As long as a launch's start parameter takes (domain/launch/start-param.ts): a longer code there
    // would make every creation a 400, and the client sends the launch's code with each one.
    body: z.object({ ref: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_]{1,64}$/, 'referral code'))) }),
    response: z.extend(miningRecordAnswerSchema, {
      created: z.boolean(),
      /** What became of the referral code: none sent (or not the first launch), accepted, refused. */
      referral: z.enum(['none', 'accepted', 'refused']),
    }),
  }),
  getUserMining: endpoint({
    method: 'GET',
    path: '/getUserMining',
    summary: 'The caller’s mining record and the server time; an active autoclaim claims every missed period first',
    query: undefined,
    body: undefined,
    response: miningRecordAnswerSchema,
  }),
  claimMining: endpoint({
    method: 'POST',
    path: '/claimMining',
    summary: 'Claim what has accrued (no amount: the server decides), with the verified and alliance bonuses',
    query: undefined,
    body: z.object({}),
    response: claimReceiptSchema,
    movesValue: true,
  }),
  miningRules: endpoint({
    method: 'GET',
    path: '/mining/config',
    summary: 'The mining clock’s rules: base speed, claim period and the claim bonuses, with the server time',
    query: undefined,
    body: undefined,
    response: miningRulesSchema,
  }),
} as const;
