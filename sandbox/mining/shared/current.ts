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
import { autoclaimDue, catchUpAutoclaim } from './claim';
import { afterLock, minerAsOfNow, noMiningRecord, requireMiner, type MinerRow } from './miner';
import type { Db } from '../../platform/store/database';
import type { RankState } from './rank';

/**
 * What a feature brings up to date whenever its miner is read under the lock (staking credits its
 * hourly rewards). It says from the row alone whether it may have anything to do, so a miner it
 * has nothing for costs no statement and can be read without the lock (settledMiner). Features
 * register theirs through their entry in sandbox/mining/features.ts, so this kernel module names no
 * feature.
 */
export interface MinerCatchUp {
  /** Whether it may have something to do for this row at `now`, judged from the row alone. */
  readonly due: (miner: MinerRow, now: number) => boolean;
  /** Brings it up to date under the lock: true when it changed the record. */
  readonly run: (tx: Queryable, miner: MinerRow, now: number) => Promise<boolean>;
}

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
  for (const catchUp of featureCatchUps) if (catchUp.due(miner, now)) credited = (await catchUp.run(tx, miner, now)) || credited;
  if (caughtUp || credited) return { miner: await requireMiner(tx, userId, true), segments, now, rankState };
  return { miner, segments, now, rankState };
}

/**
 * The miner as a read shows it, in the fewest round trips: one statement without a lock (the row,
 * the time, the boosts and the thresholds, one view of them all) when nothing is due to be caught
 * up, which is what most launches find; otherwise currentMiner in a transaction, which writes what
 * is due under the lock. What the first answers is what the second would (nothing to write), read
 * a moment apart from any concurrent claim, as any read is. `fresh` runs under the lock when the
 * lock was needed (the caller's own reads of the caught-up record).
 */
export async function settledMiner<T>(db: Db, clock: SandboxClock, userId: number, fresh: (q: Queryable, current: CurrentMiner) => Promise<T>): Promise<T> {
  const seen = await minerAsOfNow(db, clock, userId);
  if (seen === null) throw noMiningRecord();
  const due = autoclaimDue(seen.miner, seen.now) || featureCatchUps.some((catchUp) => catchUp.due(seen.miner, seen.now));
  if (!due) return fresh(db, seen);
  return db.transaction(async (tx) => fresh(tx, await currentMiner(tx, clock, userId)));
}
