/**
 * The miner as of now: its row locked, the sandbox clock read under that lock, and an active
 * autoclaim's missed periods already claimed. Reading the time after the lock is what keeps claims
 * exact when they run side by side (issue 19): a claim that waited for another's lock reads a time
 * after the other's, so the last claim never moves back and no interval is paid twice.
 */
import type { SpeedSegment } from '../../../domain/mining/shared/accrual';
import type { Queryable } from '../../main/engine/ledger';
import type { SandboxClock } from '../../platform/clock';
import { creditStakingRewards } from '../staking/engine';
import { catchUpAutoclaim } from './claim';
import { requireMiner, speedSegments, type MinerRow } from './miner';

export interface CurrentMiner {
  readonly miner: MinerRow;
  readonly segments: readonly SpeedSegment[];
  /** The sandbox clock's time, read under the miner's lock: every value of this request takes it. */
  readonly now: number;
}

export async function currentMiner(tx: Queryable, clock: SandboxClock, userId: number): Promise<CurrentMiner> {
  const miner = await requireMiner(tx, userId, true);
  const now = await clock.read(tx);
  const segments = await speedSegments(tx, userId);
  const caughtUp = await catchUpAutoclaim(tx, miner, segments, now);
  // Staking's rewards, every full hour of a lock due by now (issue 22), credited under the same lock.
  const credited = await creditStakingRewards(tx, userId, now);
  if (caughtUp || credited) return { miner: await requireMiner(tx, userId, true), segments, now };
  return { miner, segments, now };
}
