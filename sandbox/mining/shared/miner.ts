/**
 * A miner's record: reading it under a lock, its speed segments (the base speed and every boost),
 * and the wire answer (seed 001 §3) at an instant.
 */
import { accruedUnits, claimDeadline, speedAt, type SpeedSegment } from '../../../domain/mining/shared/accrual';
import type { z } from 'zod/mini';
import type { userMiningSchema } from '../../../adapters/http/contract/mining/record';
import type { Queryable } from '../../main/engine/ledger';
import { formatUnits } from '../../main/engine/units';
import { SandboxError } from '../../platform/http/errors';
import { prepared } from '../../platform/store/database';
import { BASE_SPEED_UNITS_PER_HOUR, SWITCH_DECIMALS } from './config';
import { guildRankOf, rankStateOf, type RankState, type RankStateRow } from './rank';
import { iso, type SandboxClock } from '../../platform/clock';

export interface MinerRow {
  readonly userId: number;
  readonly gotUnits: bigint;
  readonly withheldUnits: bigint;
  readonly lockUnits: bigint;
  readonly lastClaimAt: number;
  readonly lastPaymentAt: number | null;
  readonly alliance: string | null;
  readonly inviterId: number | null;
  readonly humanGroup: number;
  readonly confirmProve: boolean;
  readonly autoclaimFrom: number | null;
  readonly createdAt: number;
}

interface Row {
  user_id: string | number;
  got_units: string;
  withheld_units: string;
  lock_units: string;
  last_claim_at: Date;
  last_payment_at: Date | null;
  alliance: string | null;
  inviter_id: string | number | null;
  human_group: number;
  confirm_prove: boolean;
  autoclaim_from: Date | null;
  created_at: Date;
}

const COLUMNS = `user_id, got_units::text, withheld_units::text, lock_units::text, last_claim_at, last_payment_at, alliance, inviter_id,
  human_group, confirm_prove, autoclaim_from, created_at`;
/** The same columns of `mining_users m` in a join. */
const M_COLUMNS = COLUMNS.split(',').map((column) => `m.${column.trim()}`).join(', ');

function toMiner(row: Row): MinerRow {
  return {
    userId: Number(row.user_id),
    gotUnits: BigInt(row.got_units),
    withheldUnits: BigInt(row.withheld_units),
    lockUnits: BigInt(row.lock_units),
    lastClaimAt: row.last_claim_at.getTime(),
    lastPaymentAt: row.last_payment_at?.getTime() ?? null,
    alliance: row.alliance,
    inviterId: row.inviter_id === null ? null : Number(row.inviter_id),
    humanGroup: row.human_group,
    confirmProve: row.confirm_prove,
    autoclaimFrom: row.autoclaim_from?.getTime() ?? null,
    createdAt: row.created_at.getTime(),
  };
}

const MINER = prepared(`select ${COLUMNS} from mining_users where user_id = $1`);
const MINER_LOCKED = prepared(`select ${COLUMNS} from mining_users where user_id = $1 for update`);
const BOOSTS = prepared(`select units_per_hour::text, starts_at, ends_at from mining_boosts where user_id = $1`);

/** The miner's record, locked for the rest of the transaction (`forUpdate`), or null. */
export async function findMiner(q: Queryable, userId: number, forUpdate = false): Promise<MinerRow | null> {
  const result = await q.query<Row>(forUpdate ? MINER_LOCKED : MINER, [userId]);
  const row = result.rows[0];
  return row ? toMiner(row) : null;
}

export function noMiningRecord(): SandboxError {
  return new SandboxError(404, 'No mining record: create it first (POST /mining/createUserMining)', 'no-mining');
}

export async function requireMiner(q: Queryable, userId: number, forUpdate = false): Promise<MinerRow> {
  const miner = await findMiner(q, userId, forUpdate);
  if (!miner) throw noMiningRecord();
  return miner;
}

interface BoostRow {
  units_per_hour: string;
  starts_at: Date;
  ends_at: Date;
}

const segmentsOf = (boosts: readonly BoostRow[]): SpeedSegment[] => [
  { unitsPerHour: BASE_SPEED_UNITS_PER_HOUR, startsAt: 0, endsAt: null },
  ...boosts.map((row) => ({ unitsPerHour: BigInt(row.units_per_hour), startsAt: row.starts_at.getTime(), endsAt: row.ends_at.getTime() })),
];

/** The base speed for ever plus every boost the miner has had. */
export async function speedSegments(q: Queryable, userId: number): Promise<SpeedSegment[]> {
  return segmentsOf((await q.query<BoostRow>(BOOSTS, [userId])).rows);
}

export interface MinerNow {
  readonly miner: MinerRow;
  /** The sandbox clock's time, read by the statement that read the row (after the lock, when held). */
  readonly now: number;
  readonly segments: SpeedSegment[];
  readonly rankState: RankState;
}

/**
 * The row, the time, the boosts (one row each, or one row of nulls) and the miners' rank
 * thresholds (nulls before the first recomputation), in one statement: `$1` the miner. `clockSql`
 * null: the time is not the store's (a unit test's hand-driven clock) and is read apart, after.
 */
const minerNowStatements = new Map<string | null, string>();
function minerNowStatement(clockSql: string | null): string {
  let sql = minerNowStatements.get(clockSql);
  if (sql === undefined) {
    sql = prepared(`select ${M_COLUMNS}, ${clockSql === null ? 'null::text' : `(${clockSql})::text`} as now,
        r.population, r.thresholds, r.computed_at, b.units_per_hour::text, b.starts_at, b.ends_at
      from mining_users m
      left join mining_rank_state r on r.kind = 'user'
      left join mining_boosts b on b.user_id = m.user_id
      where m.user_id = $1`);
    minerNowStatements.set(clockSql, sql);
  }
  return sql;
}

/** A row of the one-statement read (and of migration 007's mining_miner_now, the same columns). */
export type MinerNowRow = Row & Partial<BoostRow> & RankStateRow & { now: string | null };

/** The miner as of now from the rows of that read; null when there is none (no mining record). */
export async function minerNowOf(rows: readonly MinerNowRow[], clock: SandboxClock, q: Queryable): Promise<MinerNow | null> {
  const first = rows[0];
  if (!first) return null;
  return {
    miner: toMiner(first),
    now: first.now === null ? await clock.read(q) : Number(first.now),
    segments: segmentsOf(rows.flatMap((row) => (row.units_per_hour === undefined || row.units_per_hour === null ? [] : [row as BoostRow]))),
    rankState: rankStateOf(first),
  };
}

/**
 * The miner as of now, in one round trip and one view: its row, the clock's time, its speed
 * segments and the rank thresholds; null when there is no mining record. Under the miner's lock
 * (currentMiner) the time is read after the lock, as issue 19 needs; without it, for a read that
 * writes nothing (settledMiner).
 */
export async function minerAsOfNow(q: Queryable, clock: SandboxClock, userId: number): Promise<MinerNow | null> {
  return minerNowOf((await q.query<MinerNowRow>(minerNowStatement(clock.sql ?? null), [userId])).rows, clock, q);
}

export const switchText = (units: bigint): string => formatUnits(units, SWITCH_DECIMALS);

export type UserMining = z.input<typeof userMiningSchema>;

/** The record as the client sees it at `now`; `rankState` when the caller has read it (currentMiner). */
export async function wireMining(q: Queryable, miner: MinerRow, segments: readonly SpeedSegment[], now: number, rankState?: RankState): Promise<UserMining> {
  const deadline = claimDeadline(miner.lastClaimAt);
  return {
    speed: switchText(speedAt(segments, now)),
    gotAmount: switchText(miner.gotUnits),
    miningAmount: switchText(accruedUnits(segments, miner.lastClaimAt, now)),
    dttmClaimDeadline: iso(deadline),
    dttmLastClaim: iso(miner.lastClaimAt),
    status: now >= deadline ? 'full' : 'mining',
    dttmLastPayment: miner.lastPaymentAt === null ? null : iso(miner.lastPaymentAt),
    guild: await guildRankOf(q, miner.gotUnits, rankState),
    alliance: miner.alliance,
    withheld: switchText(miner.withheldUnits),
    autoclaimActive: miner.autoclaimFrom !== null && miner.autoclaimFrom <= now,
    dttmAutoclaimActivation: miner.autoclaimFrom !== null && miner.autoclaimFrom > now ? iso(miner.autoclaimFrom) : null,
    lockAmount: switchText(miner.lockUnits),
    humanGroup: miner.humanGroup,
    confirmProve: miner.confirmProve,
    dttmAdded: iso(miner.createdAt),
  };
}
