/**
 * The client's live projection (domain/mining/home/projection.ts): from any answer of a server that
 * mines at one speed over a claim period of its own choosing (any length, not only the sandbox's
 * 6 h), at any device instant and any clock offset, the projection never exceeds speed times the
 * elapsed server time capped at the record's deadline, never goes negative, never drops below the
 * server's own amount, grows with time, and (from the answer on) falls short of that cap by at most
 * the one unit two floors can lose. The countdown and the storage's fill end at the same deadline.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOUR_MS } from '../../../domain/mining/shared/accrual';
import { basisOf, fullAtDeviceTime, projectedUnits, serverNow, storageFill, SWITCH_DECIMALS } from '../../../domain/mining/home/projection';
import { decimalToUnits, unitsToDecimal } from '../../../domain/money/units';
import { aUserMining } from '../../support/mothers';

const T0 = Date.UTC(2026, 0, 1);

const answer = fc.record({
  speedUnits: fc.bigInt({ min: 0n, max: 10n ** 13n }),
  /** The server's claim period, whatever it is (a minute to two days). */
  periodMs: fc.integer({ min: 60_000, max: 48 * HOUR_MS }),
  /** How long before the answer the last claim was (may be past the deadline). */
  sinceClaimMs: fc.integer({ min: 0, max: 60 * HOUR_MS }),
  /** Server clock minus device clock. */
  offsetMs: fc.integer({ min: -48 * HOUR_MS, max: 48 * HOUR_MS }),
  /** Device time of the reading, relative to the answer's arrival (negative: the clock jumped back). */
  laterMs: fc.integer({ min: -10 * HOUR_MS, max: 60 * HOUR_MS }),
  laterStillMs: fc.integer({ min: 0, max: 10 * HOUR_MS }),
});

const switchOf = (units: bigint): string => {
  const decimal = unitsToDecimal(String(units), SWITCH_DECIMALS);
  if (!decimal.ok) throw new Error('bad units');
  return decimal.value;
};

/** What an honest server at one speed answers: accrued to its time, capped at its own deadline, floored. */
function honestAnswer({ speedUnits, periodMs, sinceClaimMs }: { speedUnits: bigint; periodMs: number; sinceClaimMs: number }) {
  const serverTime = T0;
  const lastClaim = serverTime - sinceClaimMs;
  const mined = (speedUnits * BigInt(Math.min(sinceClaimMs, periodMs))) / BigInt(HOUR_MS);
  const record = aUserMining(
    {
      speed: switchOf(speedUnits),
      miningAmount: switchOf(mined),
      dttmLastClaim: new Date(lastClaim).toISOString(),
      dttmClaimDeadline: new Date(lastClaim + periodMs).toISOString(),
    },
    new Date(serverTime).toISOString(),
  );
  return { record, mined, serverTime, lastClaim };
}

describe('the live projection', () => {
  it("stays within speed x elapsed server time capped at the record's deadline, never negative, never below the answer, never decreasing", () => {
    fc.assert(
      fc.property(answer, (drawn) => {
        const { speedUnits, periodMs, offsetMs, laterMs, laterStillMs } = drawn;
        const { record, mined, serverTime, lastClaim } = honestAnswer(drawn);
        const receivedAt = serverTime - offsetMs;
        const basis = basisOf(record, receivedAt);
        const at = receivedAt + laterMs;
        const projected = projectedUnits(basis, at);
        const now = Math.max(at + offsetMs, serverTime);
        const cap = (speedUnits * BigInt(Math.max(0, Math.min(now - lastClaim, periodMs)))) / BigInt(HOUR_MS);
        expect(projected >= 0n).toBe(true);
        expect(projected <= cap).toBe(true);
        expect(projected >= mined).toBe(true);
        // From the answer on, only the two floors (the server's and the projection's) may lose a unit.
        if (laterMs >= 0) expect(projected >= cap - 1n).toBe(true);
        expect(projectedUnits(basis, at + laterStillMs) >= projected).toBe(true);
        const units = decimalToUnits(record.mining.miningAmount, SWITCH_DECIMALS);
        expect(units.ok && BigInt(units.value) === mined).toBe(true);
      }),
    );
  });

  it("counts down to the record's deadline and fills the storage over the record's own period", () => {
    fc.assert(
      fc.property(answer, (drawn) => {
        const { periodMs, offsetMs, laterMs, laterStillMs } = drawn;
        const { record, lastClaim } = honestAnswer(drawn);
        const receivedAt = T0 - offsetMs;
        const basis = basisOf(record, receivedAt);
        const at = receivedAt + laterMs;
        // The device's countdown reaches zero exactly when the server's clock reaches the deadline.
        expect(serverNow(basis, fullAtDeviceTime(basis))).toBe(lastClaim + periodMs);
        const fill = storageFill(basis, at);
        expect(fill).toBeGreaterThanOrEqual(0);
        expect(fill).toBeLessThanOrEqual(1);
        expect(fill).toBeCloseTo(Math.min(1, Math.max(0, (serverNow(basis, at) - lastClaim) / periodMs)), 9);
        expect(storageFill(basis, at + laterStillMs)).toBeGreaterThanOrEqual(fill);
        expect(storageFill(basis, fullAtDeviceTime(basis))).toBe(1);
      }),
    );
  });

  it('a broken record whose deadline is before its last claim counts as a full storage', () => {
    const record = aUserMining({ dttmLastClaim: '2026-01-01T00:00:00.000Z', dttmClaimDeadline: '2025-12-31T23:00:00.000Z', miningAmount: '0' }, '2026-01-01T01:00:00.000Z');
    const basis = basisOf(record, 0);
    expect(storageFill(basis, 0)).toBe(1);
    expect(projectedUnits(basis, 10 * HOUR_MS)).toBe(0n);
  });
});
