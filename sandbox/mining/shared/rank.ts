/**
 * Guild rank (MINING.md): a percentile of gotAmount among users with gotAmount > 0. Top 1 %
 * Cardinal (5), next 4 % Grandmaster (4), next 15 % Magister (3), next 30 % Master (2), the rest
 * Adept (1); 0 means not mining yet. Ties take the higher rank: a miner's position is the number
 * of miners strictly ahead, so equals share the best position among them.
 */
import type { Queryable } from '../../main/engine/ledger';

/** Cumulative shares from the top, in percent, for ranks 5, 4, 3, 2. */
const CUMULATIVE_PERCENT: readonly (readonly [rank: number, percent: number])[] = [
  [5, 1],
  [4, 5],
  [3, 20],
  [2, 50],
];

/** The rank of a miner with `ahead` miners strictly ahead among `miners` with gotAmount > 0. */
export function guildRank(gotUnits: bigint, ahead: number, miners: number): number {
  if (gotUnits <= 0n || miners <= 0) return 0;
  // ahead / miners < percent / 100, in integers.
  for (const [rank, percent] of CUMULATIVE_PERCENT) if (ahead * 100 < miners * percent) return rank;
  return 1;
}

export async function guildRankOf(q: Queryable, gotUnits: bigint): Promise<number> {
  if (gotUnits <= 0n) return 0;
  const result = await q.query<{ ahead: number; miners: number }>(
    `select count(*) filter (where got_units > $1::numeric)::int as ahead, count(*)::int as miners from mining_users where got_units > 0`,
    [gotUnits.toString()],
  );
  const row = result.rows[0];
  return guildRank(gotUnits, row?.ahead ?? 0, row?.miners ?? 0);
}
