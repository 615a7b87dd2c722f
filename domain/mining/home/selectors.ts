/** What the mining screen shows, as plain data (the screen maps failures and ranks to words). */
import { formatTokenAmount } from '../../money/format';
import type { ApiFailure } from '../../shared/api-failure';
import { timeLeftMs } from '../../shared/countdown';
import type { GuildRank } from '../shared/types';
import type { MiningHomeSnapshot } from './machine';
import { fullAtDeviceTime, unitsToSwitch } from './projection';

/** Enough decimals that the live amount visibly moves every second at the base speed (1 SWITCH/h). */
export const MINED_DECIMALS_SHOWN = 6;

export type ClaimStatus = 'idle' | 'claiming' | 'done' | 'failed';

export type MiningView =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly failure: ApiFailure | null }
  | {
      readonly status: 'ready';
      /** Mined since the last claim, live. */
      readonly mined: string;
      /** Mined SWITCH credited so far. */
      readonly got: string;
      /** SWITCH per hour. */
      readonly speed: string;
      /** 0 once the storage is full. */
      readonly msUntilFull: number;
      readonly guild: GuildRank;
      readonly autoclaimActive: boolean;
      /** A paid autoclaim not yet in effect (activation takes up to 1 hour). */
      readonly autoclaimPending: boolean;
      readonly claim: ClaimStatus;
      readonly claimFailure: ApiFailure | null;
      /** What the last claim of this visit credited. */
      readonly claimed: string | null;
    };

const claimStatusOf = (snapshot: MiningHomeSnapshot): ClaimStatus =>
  snapshot.matches({ open: { claim: 'claiming' } })
    ? 'claiming'
    : snapshot.matches({ open: { claim: 'done' } })
      ? 'done'
      : snapshot.matches({ open: { claim: 'failed' } })
        ? 'failed'
        : 'idle';

export function selectMiningView(snapshot: MiningHomeSnapshot): MiningView {
  const { context } = snapshot;
  if (snapshot.matches('failed')) return { status: 'failed', failure: context.loadFailure };
  if (!snapshot.matches('open') || context.mining === null || context.basis === null) return { status: 'loading' };
  const { mining, basis } = context;
  return {
    status: 'ready',
    mined: formatTokenAmount(unitsToSwitch(context.shownUnits), MINED_DECIMALS_SHOWN),
    got: formatTokenAmount(mining.gotAmount),
    speed: formatTokenAmount(mining.speed),
    msUntilFull: timeLeftMs(fullAtDeviceTime(basis), { now: () => context.now }),
    guild: mining.guild,
    autoclaimActive: mining.autoclaimActive,
    autoclaimPending: !mining.autoclaimActive && mining.dttmAutoclaimActivation !== null,
    claim: claimStatusOf(snapshot),
    claimFailure: context.claimFailure,
    claimed: context.lastClaim === null ? null : formatTokenAmount(context.lastClaim.creditedAmount),
  };
}
