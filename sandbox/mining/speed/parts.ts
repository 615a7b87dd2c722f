/**
 * The speed part by part (issue 20 "Why is my speed what it is"): the base speed and every boost
 * row in force at `now` (the instant the record's speed is taken at, read from the database clock
 * under the miner's lock), from the same mining_boosts rows speedSegments (shared/miner.ts) sums, by
 * the same rule (started at or before now, ending after it): so the parts add up to the speed.
 */
import type { Queryable } from '../../main/engine/ledger';
import { BASE_SPEED_UNITS_PER_HOUR } from '../shared/config';
import { catalogueTask } from '../tasks/catalogue';
import { DAILY_REWARD_CODE } from '../tasks/daily';

export interface SpeedPart {
  readonly source: 'base' | 'task' | 'daily-reward' | 'burn';
  readonly task: { readonly code: string; readonly type: string } | null;
  readonly unitsPerHour: bigint;
  readonly startsAt: number | null;
  readonly endsAt: number | null;
}

interface Row {
  source: string;
  ref: string;
  units_per_hour: string;
  starts_at: Date;
  ends_at: Date;
}

/** A task boost's ref is `code:period` (tasks/engine.ts grantKey). */
const codeOfRef = (ref: string): string => ref.slice(0, ref.lastIndexOf(':'));

function partOf(row: Row): SpeedPart {
  const timing = { unitsPerHour: BigInt(row.units_per_hour), startsAt: row.starts_at.getTime(), endsAt: row.ends_at.getTime() };
  if (row.source === 'burn') return { source: 'burn', task: null, ...timing };
  const code = codeOfRef(row.ref);
  // A code no longer in the catalogue still counts (its row does); it is named by its code alone.
  const type = catalogueTask(code)?.type ?? 'task';
  return { source: code === DAILY_REWARD_CODE ? 'daily-reward' : 'task', task: { code, type }, ...timing };
}

export async function speedParts(q: Queryable, userId: number, now: number): Promise<SpeedPart[]> {
  const result = await q.query<Row>(
    `select source, ref, units_per_hour::text, starts_at, ends_at from mining_boosts
      where user_id = $1 and starts_at <= $2 and ends_at > $2 order by ends_at, id`,
    [userId, new Date(now).toISOString()],
  );
  return [{ source: 'base', task: null, unitsPerHour: BASE_SPEED_UNITS_PER_HOUR, startsAt: null, endsAt: null }, ...result.rows.map(partOf)];
}
