/**
 * What each miner was credited, checked against the clock rather than against the receipts alone
 * (issue 19): a sum of receipts can equal gotAmount and still pay the same hour twice.
 *
 * For every miner, its claims in the order of their instants (claimed_at, the mining clock's
 * reading each claim ended at) are laid end to end from the record's creation:
 * - `accruedUnitMs(t)` is what the speed segments (the base speed and every boost) paid from the
 *   creation to t, uncapped, in 1e-9 SWITCH times ms: an upper bound of anything a claim may pay;
 * - no claim may lift the running total of claimed units above what had accrued by its instant;
 * - a claim re-credited time already paid when the interval it paid for (its length is what it
 *   claimed divided by the speed, read off the base speed where no boost ran) starts before the
 *   previous paying claim's instant: that is time the previous claims had paid.
 * The load script (scripts/load-claims.ts) reports these numbers; the PostgreSQL tests assert them.
 */
import type { Queryable } from '../../sandbox/platform/store/database';

const HOUR_MS = 3_600_000n;
/** 1e-9 SWITCH per hour of the base speed (1 SWITCH/h). */
const BASE_UNITS_PER_HOUR = 1_000_000_000n;

interface Segment {
  readonly unitsPerHour: bigint;
  readonly startsAt: number;
  readonly endsAt: number | null;
}

export interface AuditedClaim {
  readonly at: number;
  readonly kind: 'manual' | 'auto';
  /** Periods an autoclaim covered at once (each floored on its own); 1 for a manual claim. */
  readonly periods: number;
  readonly claimed: bigint;
  readonly credited: bigint;
  /** Running total of claimed units, this claim included, times HOUR_MS (unit·ms). */
  readonly totalUnitMs: bigint;
  /** What had accrued from the creation to `at`, unit·ms, uncapped. */
  readonly accruedUnitMs: bigint;
  /** Time (ms) this claim paid that an earlier claim had paid already (0 when none). */
  readonly recreditedMs: number;
}

export interface MinerAudit {
  readonly userId: number;
  readonly createdAt: number;
  readonly claims: readonly AuditedClaim[];
  /** Σ claimed units. */
  readonly claimed: bigint;
  /** Σ credited (claimed and bonuses), what gotAmount grew by through claims. */
  readonly credited: bigint;
  /** What accrued from the creation to the last claim, in units, floored. */
  readonly accrued: bigint;
  /** claimed − accrued when positive: paid beyond the clock. */
  readonly overpaid: bigint;
  /** Claims after which the running total stood above what had accrued by their instant. */
  readonly aheadOfClock: number;
  /** Claims that paid time already paid. */
  readonly recredited: number;
}

export interface ClaimsAudit {
  readonly miners: readonly MinerAudit[];
  readonly claims: number;
  readonly positiveClaims: number;
  readonly recredited: number;
  readonly aheadOfClock: number;
  /** The largest overpayment of one miner, in units, and as a share of what had accrued. */
  readonly maxOverpaid: bigint;
  readonly maxOverpaidPercent: number;
}

function overlapMs(segment: Segment, from: number, to: number): bigint {
  const start = Math.max(segment.startsAt, from);
  const end = Math.min(segment.endsAt ?? Number.POSITIVE_INFINITY, to);
  return end > start ? BigInt(end - start) : 0n;
}

/** unit·ms the segments pay between two instants, uncapped and unrounded. */
function unitMs(segments: readonly Segment[], from: number, to: number): bigint {
  return segments.reduce((sum, segment) => sum + segment.unitsPerHour * overlapMs(segment, from, to), 0n);
}

/** Whether only the base speed ran between two instants (so a claim's length follows from its amount). */
const baseOnly = (segments: readonly Segment[], from: number, to: number): boolean => segments.every((segment) => overlapMs(segment, from, to) === 0n);

interface ClaimRow {
  user_id: number;
  kind: 'manual' | 'auto';
  periods: number;
  claimed_units: string;
  credited_units: string;
  claimed_at: Date;
}

export async function auditClaims(q: Queryable, userIds: readonly number[]): Promise<ClaimsAudit> {
  const users = await q.query<{ user_id: number; created_at: Date }>(`select user_id, created_at from mining_users where user_id = any($1::bigint[]) order by user_id`, [userIds]);
  const claimRows = await q.query<ClaimRow>(
    `select user_id, kind, periods, claimed_units::text, (claimed_units + verified_bonus_units + alliance_bonus_units)::text as credited_units, claimed_at
     from mining_claims where user_id = any($1::bigint[]) order by user_id, claimed_at, claimed_units desc`,
    [userIds],
  );
  const boostRows = await q.query<{ user_id: number; units_per_hour: string; starts_at: Date; ends_at: Date }>(
    `select user_id, units_per_hour::text, starts_at, ends_at from mining_boosts where user_id = any($1::bigint[])`,
    [userIds],
  );

  const miners = users.rows.map((user): MinerAudit => {
    const userId = Number(user.user_id);
    const boosts: Segment[] = boostRows.rows
      .filter((row) => Number(row.user_id) === userId)
      .map((row) => ({ unitsPerHour: BigInt(row.units_per_hour), startsAt: row.starts_at.getTime(), endsAt: row.ends_at.getTime() }));
    const segments: Segment[] = [{ unitsPerHour: BASE_UNITS_PER_HOUR, startsAt: 0, endsAt: null }, ...boosts];
    const createdAt = user.created_at.getTime();
    let totalUnitMs = 0n;
    let previousAt = createdAt;
    let claimed = 0n;
    let credited = 0n;
    let aheadOfClock = 0;
    let recredited = 0;
    const claims = claimRows.rows
      .filter((row) => Number(row.user_id) === userId)
      .map((row): AuditedClaim => {
        const at = row.claimed_at.getTime();
        const units = BigInt(row.claimed_units);
        totalUnitMs += units * HOUR_MS;
        claimed += units;
        credited += BigInt(row.credited_units);
        const accruedUnitMs = unitMs(segments, createdAt, at);
        if (totalUnitMs > accruedUnitMs) aheadOfClock++;
        // The interval this claim paid for, from its amount at the base speed; 1 ms of slack for the flooring.
        let recreditedMs = 0;
        if (units > 0n && baseOnly(boosts, previousAt, at)) {
          const paidMs = Number((units * HOUR_MS) / BASE_UNITS_PER_HOUR);
          const startedAt = at - paidMs;
          if (startedAt < previousAt - 1) recreditedMs = previousAt - startedAt;
        }
        if (recreditedMs > 0) recredited++;
        // A claim that paid nothing paid no interval: only paid intervals are laid end to end.
        if (units > 0n) previousAt = Math.max(previousAt, at);
        return { at, kind: row.kind, periods: Number(row.periods), claimed: units, credited: BigInt(row.credited_units), totalUnitMs, accruedUnitMs, recreditedMs };
      });
    const lastAt = claims.reduce((last, claim) => Math.max(last, claim.at), createdAt);
    const accrued = unitMs(segments, createdAt, lastAt) / HOUR_MS;
    return { userId, createdAt, claims, claimed, credited, accrued, overpaid: claimed > accrued ? claimed - accrued : 0n, aheadOfClock, recredited };
  });

  let maxOverpaid = 0n;
  let maxOverpaidPercent = 0;
  for (const miner of miners) {
    if (miner.overpaid > maxOverpaid) maxOverpaid = miner.overpaid;
    if (miner.accrued > 0n) maxOverpaidPercent = Math.max(maxOverpaidPercent, Number((miner.overpaid * 1_000_000n) / miner.accrued) / 10_000);
  }
  const all = miners.flatMap((miner) => miner.claims);
  return {
    miners,
    claims: all.length,
    positiveClaims: all.filter((claim) => claim.claimed > 0n).length,
    recredited: miners.reduce((sum, miner) => sum + miner.recredited, 0),
    aheadOfClock: miners.reduce((sum, miner) => sum + miner.aheadOfClock, 0),
    maxOverpaid,
    maxOverpaidPercent,
  };
}
