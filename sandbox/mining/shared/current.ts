/**
 * The miner as of now: its row locked, the sandbox clock read under that lock, an active
 * autoclaim's missed periods already claimed, and each feature's catch-up made (registered). Reading the time after the lock is what keeps claims
 * exact when they run side by side (issue 19): a claim that waited for another's lock reads a time
 * after the other's, so the last claim never moves back and no interval is paid twice.
 *
 * Every launch reads the record this way, so its round trips are few (docs/decisions.md "Friends,
 * guilds and ranks (issue 21)": on a busy machine a round trip costs far more than the statements
 * here): the lock, then one statement for the time, the boosts and the rank thresholds.
 */
import type { SpeedSegment } from '../../../domain/mining/shared/accrual';
import type { Queryable } from '../../main/engine/ledger';
import type { SandboxClock } from '../../platform/clock';
import { catchUpAutoclaim } from './claim';
import { afterLock, requireMiner, type MinerRow } from './miner';
import type { RankState } from './rank';

/**
 * What a feature brings up to date whenever its miner is read under the lock (staking credits its
 * hourly rewards): true when it changed the record. It gets the locked row as read, so it can see
 * from it that it has nothing to do without a statement. Features register theirs through their
 * entry in sandbox/mining/features.ts, so this kernel module names no feature.
 */
export type MinerCatchUp = (tx: Queryable, miner: MinerRow, now: number) => Promise<boolean>;

const featureCatchUps: MinerCatchUp[] = [];

/** Called by sandbox/mining/features.ts with every feature's catch-up, in the features' order. */
export function registerMinerCatchUps(catchUps: readonly MinerCatchUp[]): void {
  featureCatchUps.splice(0, featureCatchUps.length, ...catchUps);
}

export interface CurrentMiner {
  readonly miner: MinerRow;
  readonly segments: readonly SpeedSegment[];
  /** The sandbox clock's time, read under the miner's lock: every value of this request takes it. */
  readonly now: number;
  /** The miners' rank thresholds as of the last recomputation, for the record's guild rank. */
  readonly rankState: RankState;
}

export async function currentMiner(tx: Queryable, clock: SandboxClock, userId: number): Promise<CurrentMiner> {
  const miner = await requireMiner(tx, userId, true);
  const { now, segments, rankState } = await afterLock(tx, clock, userId);
  const caughtUp = await catchUpAutoclaim(tx, miner, segments, now);
  // The features' own catch-ups (staking's full hours due by now), under the same lock.
  let credited = false;
  for (const catchUp of featureCatchUps) credited = (await catchUp(tx, miner, now)) || credited;
  if (caughtUp || credited) return { miner: await requireMiner(tx, userId, true), segments, now, rankState };
  return { miner, segments, now, rankState };
}
