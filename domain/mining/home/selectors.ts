/**
 * What the mining screen shows, as plain data: the step and the claim's step from the machine's
 * tags, the figures formatted, the storage's fill and countdown to the record's deadline, and the
 * presentation's decisions (the claim is the screen's main action only when it can be pressed).
 * The screen maps failures and ranks to words.
 */
import { formatTokenAmount } from '../../money/format';
import { timeLeftMs } from '../../shared/countdown';
import { offersProofCard } from '../shared/prove-access';
import type { GuildRank } from '../shared/types';
import type { MiningFailure } from './failure';
import type { MiningHomeSnapshot } from './machine';
import { fullAtDeviceTime, storageFill, unitsToSwitch } from './projection';

/** Enough decimals that the live amount visibly moves every second at the base speed (1 SWITCH/h). */
export const MINED_DECIMALS_SHOWN = 6;

/** Each step is a tag of the states that show it, so no table of state names is kept here. */
export const MINING_STEPS = ['loading', 'failed', 'ready'] as const;
export type MiningStep = (typeof MINING_STEPS)[number];

export const CLAIM_STEPS = ['claim-idle', 'claiming', 'claimed', 'claim-failed'] as const;
export type ClaimStep = (typeof CLAIM_STEPS)[number];

export interface MiningReadyView {
  readonly status: 'ready';
  /** Mined since the last claim, live. */
  readonly mined: string;
  /** Mined SWITCH credited so far. */
  readonly got: string;
  /** SWITCH per hour. */
  readonly speed: string;
  /** 0 once the storage is full. */
  readonly msUntilFull: number;
  /** How full the storage is, 0 to 1, over the record's own period (last claim to deadline). */
  readonly fill: number;
  readonly full: boolean;
  readonly guild: GuildRank;
  readonly autoclaimActive: boolean;
  /** A paid autoclaim not yet in effect (activation takes up to 1 hour). */
  readonly autoclaimPending: boolean;
  /** Autoclaim can be bought here: neither on nor waiting. */
  readonly offersAutoclaim: boolean;
  /** The proof of humanity is open to this user (in a human group, not confirmed): its tile shows (issue 44). */
  readonly offersProof: boolean;
  readonly claim: ClaimStep;
  /** Something is mined and no claim is under way: Claim is the screen's one main action. */
  readonly canClaim: boolean;
  readonly claimFailure: MiningFailure | null;
  /** What the last claim of this visit credited. */
  readonly claimed: string | null;
}

export type MiningView = { readonly status: 'loading' } | { readonly status: 'failed'; readonly failure: MiningFailure | null } | MiningReadyView;

const stepOf = <T extends string>(snapshot: MiningHomeSnapshot, steps: readonly T[], otherwise: T): T => steps.find((tag) => snapshot.hasTag(tag)) ?? otherwise;

export function selectMiningView(snapshot: MiningHomeSnapshot): MiningView {
  const { context } = snapshot;
  const step = stepOf(snapshot, MINING_STEPS, 'loading');
  if (step === 'failed') return { status: 'failed', failure: context.loadFailure };
  if (step === 'loading' || context.mining === null || context.basis === null) return { status: 'loading' };
  const { mining, basis } = context;
  const msUntilFull = timeLeftMs(fullAtDeviceTime(basis), { now: () => context.now });
  const autoclaimPending = !mining.autoclaimActive && mining.dttmAutoclaimActivation !== null;
  return {
    status: 'ready',
    mined: formatTokenAmount(unitsToSwitch(context.shownUnits), MINED_DECIMALS_SHOWN),
    got: formatTokenAmount(mining.gotAmount),
    speed: formatTokenAmount(mining.speed),
    msUntilFull,
    fill: storageFill(basis, context.now),
    full: msUntilFull === 0,
    guild: mining.guild,
    autoclaimActive: mining.autoclaimActive,
    autoclaimPending,
    offersAutoclaim: !mining.autoclaimActive && !autoclaimPending,
    offersProof: offersProofCard(mining),
    claim: stepOf(snapshot, CLAIM_STEPS, 'claim-idle'),
    canClaim: snapshot.can({ type: 'claim.press' }),
    claimFailure: context.claimFailure,
    claimed: context.lastClaim === null ? null : formatTokenAmount(context.lastClaim.creditedAmount),
  };
}
