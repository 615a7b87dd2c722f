/**
 * The mining clock: what accrues never exceeds the fastest speed in force times the elapsed time
 * capped at the 6 h deadline, never goes negative, stops at the deadline, and does not depend on
 * how the interval is split (reading it at any instant in between adds up, up to flooring).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accruedUnits, CLAIM_PERIOD_MS, HOUR_MS, speedAt, type SpeedSegment } from '../../../domain/mining/shared/accrual';

const T0 = Date.UTC(2025, 3, 1);
const BASE = 1_000_000_000n;

const segment: fc.Arbitrary<SpeedSegment> = fc
  .record({
    unitsPerHour: fc.bigInt({ min: 1n, max: 10n ** 12n }),
    startsAt: fc.integer({ min: T0 - 10 * HOUR_MS, max: T0 + 10 * HOUR_MS }),
    lengthMs: fc.integer({ min: 1, max: 48 * HOUR_MS }),
  })
  .map(({ unitsPerHour, startsAt, lengthMs }) => ({ unitsPerHour, startsAt, endsAt: startsAt + lengthMs }));

const segments = fc.array(segment, { maxLength: 5 }).map((boosts) => [{ unitsPerHour: BASE, startsAt: 0, endsAt: null }, ...boosts]);

const maxSpeed = (all: readonly SpeedSegment[]): bigint => all.reduce((sum, s) => sum + s.unitsPerHour, 0n);

describe('accruedUnits', () => {
  it('never exceeds the sum of all speeds times the capped elapsed time, and is never negative', () => {
    fc.assert(
      fc.property(segments, fc.integer({ min: -HOUR_MS, max: 30 * HOUR_MS }), (all, elapsed) => {
        const accrued = accruedUnits(all, T0, T0 + elapsed);
        const capped = BigInt(Math.max(0, Math.min(elapsed, CLAIM_PERIOD_MS)));
        expect(accrued >= 0n).toBe(true);
        expect(accrued <= (maxSpeed(all) * capped) / BigInt(HOUR_MS)).toBe(true);
        // At least the base speed is always in force.
        expect(accrued >= (BASE * capped) / BigInt(HOUR_MS)).toBe(true);
      }),
    );
  });

  it('stops at the deadline: any instant past it reads the same', () => {
    fc.assert(
      fc.property(segments, fc.integer({ min: 0, max: 100 * HOUR_MS }), (all, beyond) => {
        expect(accruedUnits(all, T0, T0 + CLAIM_PERIOD_MS + beyond)).toBe(accruedUnits(all, T0, T0 + CLAIM_PERIOD_MS));
      }),
    );
  });

  it('grows with time and adds up over a split interval (up to one unit of flooring per part)', () => {
    fc.assert(
      fc.property(segments, fc.integer({ min: 0, max: CLAIM_PERIOD_MS }), fc.integer({ min: 0, max: CLAIM_PERIOD_MS }), (all, a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        const first = accruedUnits(all, T0, T0 + early);
        const whole = accruedUnits(all, T0, T0 + late);
        expect(whole >= first).toBe(true);
        // Reading the part after `early` on its own: the integral of the rest of the interval.
        const rest = all.reduce((sum, s) => sum + s.unitsPerHour * BigInt(Math.max(0, Math.min(s.endsAt ?? Infinity, T0 + late) - Math.max(s.startsAt, T0 + early))), 0n) / BigInt(HOUR_MS);
        expect(whole - first - rest >= 0n && whole - first - rest <= 1n).toBe(true);
      }),
    );
  });

  it('counts a boost only while it is in force', () => {
    const boost = { unitsPerHour: 2n * BASE, startsAt: T0 + HOUR_MS, endsAt: T0 + 2 * HOUR_MS };
    const all = [{ unitsPerHour: BASE, startsAt: 0, endsAt: null }, boost];
    expect(accruedUnits(all, T0, T0 + 3 * HOUR_MS)).toBe(5n * BASE);
    expect(speedAt(all, T0 + HOUR_MS)).toBe(3n * BASE);
    expect(speedAt(all, T0 + 2 * HOUR_MS)).toBe(BASE);
  });

  it('refuses a negative speed', () => {
    expect(() => accruedUnits([{ unitsPerHour: -1n, startsAt: 0, endsAt: null }], T0, T0 + HOUR_MS)).toThrow();
  });
});
