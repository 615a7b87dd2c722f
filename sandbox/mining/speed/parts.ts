/**
 * The speed part by part (issue 20 "Why is my speed what it is"): the base speed and every boost
 * row in force at `now` (the instant the record's speed is taken at, read from the database clock
 * under the miner's lock), from the same mining_boosts rows speedSegments (shared/miner.ts) sums, by
 * the same rule (started at or before now, ending after it): so the parts add up to the speed.
 *
 * The rows are grouped by source and task (issue 43: 1,000 burns of 1 PUNK made 1,001 parts, past
 * the contract's bound of 1,000, and the read answered 500). A group's speed is its rows' exact sum,
 * with their count, the earliest start and the soonest end, so the parts still add up to the speed
 * and their number is bounded by the sources and tasks, not by how many boosts a user has made.
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
  /** How many boosts in force the part stands for (1 for the base speed). */
  readonly count: number;
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
  const timing = { unitsPerHour: BigInt(row.units_per_hour), startsAt: row.starts_at.getTime(), endsAt: row.ends_at.getTime(), count: 1 };
  if (row.source === 'burn') return { source: 'burn', task: null, ...timing };
  const code = codeOfRef(row.ref);
  // A code no longer in the catalogue still counts (its row does); it is named by its code alone.
  const type = catalogueTask(code)?.type ?? 'task';
  return { source: code === DAILY_REWARD_CODE ? 'daily-reward' : 'task', task: { code, type }, ...timing };
}

/** One part per source and task: the rows come soonest end first, so a group's first row has its soonest end. */
function grouped(parts: readonly SpeedPart[]): SpeedPart[] {
  const groups = new Map<string, SpeedPart>();
  for (const part of parts) {
    const key = `${part.source}:${part.task?.code ?? ''}`;
    const group = groups.get(key);
    groups.set(
      key,
      group === undefined
        ? part
        : {
            ...group,
            unitsPerHour: group.unitsPerHour + part.unitsPerHour,
            startsAt: Math.min(group.startsAt ?? Infinity, part.startsAt ?? Infinity),
            count: group.count + part.count,
          },
    );
  }
  return [...groups.values()];
}

export async function speedParts(q: Queryable, userId: number, now: number): Promise<SpeedPart[]> {
  const result = await q.query<Row>(
    `select source, ref, units_per_hour::text, starts_at, ends_at from mining_boosts
      where user_id = $1 and starts_at <= $2 and ends_at > $2 order by ends_at, id`,
    [userId, new Date(now).toISOString()],
  );
  return [{ source: 'base', task: null, unitsPerHour: BASE_SPEED_UNITS_PER_HOUR, startsAt: null, endsAt: null, count: 1 }, ...grouped(result.rows.map(partOf))];
}
