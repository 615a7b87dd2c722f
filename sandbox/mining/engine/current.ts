/** The miner as of now: locked, with an active autoclaim's missed periods already claimed. */
import type { SpeedSegment } from '../../../domain/mining/shared/accrual';
import type { Queryable } from '../../main/engine/ledger';
import { catchUpAutoclaim } from './claim';
import { requireMiner, speedSegments, type MinerRow } from './miner';

export interface CurrentMiner {
  readonly miner: MinerRow;
  readonly segments: readonly SpeedSegment[];
}

export async function currentMiner(tx: Queryable, userId: number, now: number): Promise<CurrentMiner> {
  const miner = await requireMiner(tx, userId, true);
  const segments = await speedSegments(tx, userId);
  if (await catchUpAutoclaim(tx, miner, segments, now)) return { miner: await requireMiner(tx, userId, true), segments };
  return { miner, segments };
}
