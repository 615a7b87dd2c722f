/**
 * The live "mined so far" between two server answers (MINING.md "The mining clock"): the server's
 * `miningAmount` at its `serverTime`, plus what the speed it last reported adds from then on, by the
 * accrual rule (accrual.ts), capped at the claim deadline. Time is the server's: the device clock
 * only measures how long ago the answer arrived (the offset), never the value itself.
 */
import { decimalToUnits, unitsToDecimal } from '../../money/units';
import type { DecimalString } from '../../money/types';
import { accruedUnits, claimDeadline } from '../shared/accrual';
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
  return {
    miningUnits: String(toUnits(record.mining.miningAmount)),
    speedUnits: String(toUnits(record.mining.speed)),
    serverTime,
    lastClaimAt: epochOf(record.mining.dttmLastClaim),
    offsetMs: serverTime - receivedAt,
  };
}

/** The server's clock now, as far as the device can tell. */
export const serverNow = (basis: ProjectionBasis, deviceNow: number): number => deviceNow + basis.offsetMs;

/**
 * 1e-9 SWITCH mined by `deviceNow`: never negative, never above what the storage holds at the
 * deadline, and never below the server's own amount (a device clock that jumps back adds nothing).
 */
export function projectedUnits(basis: ProjectionBasis, deviceNow: number): bigint {
  const speed = BigInt(basis.speedUnits);
  const since = accruedUnits([{ unitsPerHour: speed < 0n ? 0n : speed, startsAt: basis.serverTime, endsAt: null }], basis.lastClaimAt, serverNow(basis, deviceNow));
  const base = BigInt(basis.miningUnits);
  return (base < 0n ? 0n : base) + since;
}

/** When the storage is full, in device-clock ms (what a countdown on the device counts to). */
export const fullAtDeviceTime = (basis: ProjectionBasis): number => claimDeadline(basis.lastClaimAt) - basis.offsetMs;
