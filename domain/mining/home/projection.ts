/**
 * The live "mined so far" between two server answers (MINING.md "The mining clock"): the server's
 * `miningAmount` at its `serverTime`, plus what the speed it last reported adds from then on, by the
 * accrual rule (accrual.ts), up to the record's own `dttmClaimDeadline`. Time is the server's: the
 * device clock only measures how long ago the answer arrived (the offset), never the value itself.
 * The claim period is the server's too: the cap, the countdown and the storage's fill all come from
 * the record's last claim and deadline, never from a period the client assumes.
 */
import { decimalToUnits, unitsToDecimal } from '../../money/units';
import type { DecimalString } from '../../money/types';
import { accruedBetween } from '../shared/accrual';
import type { MiningRecord } from '../shared/types';

/** Mined SWITCH is kept in integers of 1e-9 SWITCH, like a jetton of 9 decimals (MINING.md). */
export const SWITCH_DECIMALS = 9;

/** What a projection needs from one server answer; plain data, so machine snapshots serialise. */
export interface ProjectionBasis {
  /** 1e-9 SWITCH, as the server sent it (floored to units). */
  readonly miningUnits: string;
  /** 1e-9 SWITCH per hour. */
  readonly speedUnits: string;
  /** Epoch ms on the server's clock. */
  readonly serverTime: number;
  readonly lastClaimAt: number;
  /** When the storage is full (the record's dttmClaimDeadline), epoch ms on the server's clock. */
  readonly deadlineAt: number;
  /** serverTime minus the device clock when the answer arrived. */
  readonly offsetMs: number;
}

const toUnits = (value: DecimalString): bigint => {
  const units = decimalToUnits(value, SWITCH_DECIMALS);
  // A negative or malformed amount never reaches here through the contract; if it did, nothing accrued.
  return units.ok ? BigInt(units.value) : 0n;
};

export const unitsToSwitch = (units: bigint | string): DecimalString => {
  const value = BigInt(units);
  const decimal = unitsToDecimal(String(value < 0n ? 0n : value), SWITCH_DECIMALS);
  return decimal.ok ? decimal.value : '0';
};

const epochOf = (instant: string): number => {
  const at = Date.parse(instant);
  return Number.isFinite(at) ? at : 0;
};

/** The basis of a server answer received when the device clock read `receivedAt`. */
export function basisOf(record: MiningRecord, receivedAt: number): ProjectionBasis {
  const serverTime = epochOf(record.serverTime);
  const lastClaimAt = epochOf(record.mining.dttmLastClaim);
  return {
    miningUnits: String(toUnits(record.mining.miningAmount)),
    speedUnits: String(toUnits(record.mining.speed)),
    serverTime,
    lastClaimAt,
    // A deadline before the last claim would be a broken record: the storage counts as full.
    deadlineAt: Math.max(lastClaimAt, epochOf(record.mining.dttmClaimDeadline)),
    offsetMs: serverTime - receivedAt,
  };
}

/** The server's clock now, as far as the device can tell. */
export const serverNow = (basis: ProjectionBasis, deviceNow: number): number => deviceNow + basis.offsetMs;

/**
 * 1e-9 SWITCH mined by `deviceNow`: never negative, never above what the storage holds at the
 * record's deadline, and never below the server's own amount (a device clock that jumps back adds
 * nothing).
 */
export function projectedUnits(basis: ProjectionBasis, deviceNow: number): bigint {
  const speed = BigInt(basis.speedUnits);
  const segment = { unitsPerHour: speed < 0n ? 0n : speed, startsAt: basis.serverTime, endsAt: null };
  const since = accruedBetween([segment], basis.lastClaimAt, Math.min(serverNow(basis, deviceNow), basis.deadlineAt));
  const base = BigInt(basis.miningUnits);
  return (base < 0n ? 0n : base) + since;
}

/** When the storage is full, in device-clock ms (what a countdown on the device counts to). */
export const fullAtDeviceTime = (basis: ProjectionBasis): number => basis.deadlineAt - basis.offsetMs;

/**
 * How full the storage is at `deviceNow`, from 0 (just claimed) to 1 (the deadline has come): the
 * share of the record's own period (last claim to deadline) that has passed on the server's clock.
 */
export function storageFill(basis: ProjectionBasis, deviceNow: number): number {
  const period = basis.deadlineAt - basis.lastClaimAt;
  if (period <= 0) return 1;
  const passed = (serverNow(basis, deviceNow) - basis.lastClaimAt) / period;
  return Math.min(1, Math.max(0, passed));
}
