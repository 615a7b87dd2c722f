/**
 * The miner as of now: its row locked, the sandbox clock read under that lock, an active
 * autoclaim's missed periods already claimed, and each feature's catch-up made (registered). Reading the time after the lock is what keeps claims
 * exact when they run side by side (issue 19): a claim that waited for another's lock reads a time
 * after the other's, so the last claim never moves back and no interval is paid twice.
 *
 * Its round trips are few (docs/decisions/frens-guilds-ranks.md "Friends, guilds and ranks (issue 21)": on a busy
 * machine a round trip costs far more than the statements here): the lock, then one statement for
 * the row, the time, the boosts and the rank thresholds. A read that finds nothing due (most
 * launches) takes no lock at all (settledMiner).
 */
import type { Queryable } from '../../main/engine/ledger';
import type { SandboxClock } from '../../platform/clock';
import { autoclaimDue, catchUpAutoclaim } from './claim';
import type { Db } from '../../platform/store/database';
import { minerAsOfNow, minerNowOf, noMiningRecord, requireMiner, type MinerNow, type MinerNowRow, type MinerRow } from './miner';

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

/** The miner as a request's values take it: from currentMiner, under its lock and caught up; from settledMiner, also as read without one when nothing was due. */
export type CurrentMiner = MinerNow;

/**
 * The miner's row lock as the Idempotency-Key's statement takes it for a call that locks first
 * (idempotency.ts `lockFirst`; `$1` the caller): currentMiner(..., { locked: true }) then reads
 * the row in the statement after it, as it would after its own lock.
 */
export const LOCK_MINER = `SELECT user_id FROM mining_users WHERE user_id = $1 FOR UPDATE`;

/**
 * The lock and the read in one (docs/decisions/sandbox-platform.md "Claims in four round trips
 * (issue 36)"): the miner locked, then read by mining_miner_now (migration 007), a volatile
 * function, so with a snapshot taken after the lock, and the time read after it. Only for the
 * store's own clock (`clock.sql`): the function reads the database's.
 */
export const LOCK_AND_READ_MINER = `SELECT f.* FROM (SELECT user_id FROM mining_users WHERE user_id = $1 FOR UPDATE) l CROSS JOIN LATERAL mining_miner_now(l.user_id) f`;

/** The statement a call that locks the miner first gives its Idempotency-Key (runOnce `lockFirst`). */
export const lockFirstOf = (clock: SandboxClock): string => (clock.sql === undefined ? LOCK_MINER : LOCK_AND_READ_MINER);

export async function currentMiner(
  tx: Queryable,
  clock: SandboxClock,
  userId: number,
  options: { readonly locked?: boolean; readonly rows?: readonly Record<string, unknown>[] } = {},
): Promise<CurrentMiner> {
  // The lock first (and a 404 without a record); the statement after it reads the time. A caller
  // whose key statement took it (lockFirstOf) has it already, and with the store's clock the row
  // as well (`rows`, read after the lock): no round trip of its own.
  if (options.locked !== true) await requireMiner(tx, userId, true);
  const read = options.locked === true && clock.sql !== undefined && options.rows !== undefined;
  // LOCK_AND_READ_MINER's rows are mining_miner_now's, the columns of minerAsOfNow's statement.
  const locked = read ? await minerNowOf(options.rows as unknown as readonly MinerNowRow[], clock, tx) : await minerAsOfNow(tx, clock, userId);
  if (!locked) throw noMiningRecord();
  const { miner, now, segments, rankState } = locked;
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
 * a moment apart from any concurrent claim, as any read is. `answer` runs in the lock's
 * transaction when the lock was needed (its reads then see the caught-up record).
 */
export async function settledMiner<T>(db: Db, clock: SandboxClock, userId: number, answer: (q: Queryable, current: CurrentMiner) => Promise<T>): Promise<T> {
  const seen = await minerAsOfNow(db, clock, userId);
  if (seen === null) throw noMiningRecord();
  const due = autoclaimDue(seen.miner, seen.now) || featureCatchUps.some((catchUp) => catchUp.due(seen.miner, seen.now));
  if (!due) return answer(db, seen);
  return db.transaction(async (tx) => answer(tx, await currentMiner(tx, clock, userId)));
}
