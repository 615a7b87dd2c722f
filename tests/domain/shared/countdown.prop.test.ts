import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS, isUrgent, nextUtcDayStart, splitDuration, timeLeftMs, URGENT_BELOW_MS } from '../../../domain/shared/countdown';
import { manualClock } from '../../support/manual-clock';

const instant = fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) });

describe('countdown rules', () => {
  it('time left is never negative, and is exactly the gap before the deadline', () => {
    fc.assert(
      fc.property(instant, instant, (now, deadline) => {
        const left = timeLeftMs(deadline, manualClock(now));
        expect(left).toBeGreaterThanOrEqual(0);
        expect(left).toBe(Math.max(0, deadline - now));
      }),
    );
  });

  it('counts down as the clock moves and stops at zero', () => {
    const clock = manualClock(Date.UTC(2025, 4, 1));
    const deadline = clock.now() + 90_000;
    clock.advance(60_000);
    expect(timeLeftMs(deadline, clock)).toBe(30_000);
    clock.advance(60_000);
    expect(timeLeftMs(deadline, clock)).toBe(0);
  });

  it('red under 25 % of 24 h (6 hours) left, never once expired', () => {
    expect(URGENT_BELOW_MS).toBe(6 * 60 * 60 * 1000);
    expect(isUrgent(URGENT_BELOW_MS)).toBe(false);
    expect(isUrgent(URGENT_BELOW_MS - 1)).toBe(true);
    expect(isUrgent(0)).toBe(false);
    fc.assert(fc.property(fc.integer({ min: -DAY_MS, max: 2 * DAY_MS }), (left) => {
      expect(isUrgent(left)).toBe(left > 0 && left < DAY_MS / 4);
    }));
  });

  it('the next UTC day starts at a UTC midnight within the next 24 hours', () => {
    fc.assert(
      fc.property(instant, (now) => {
        const next = nextUtcDayStart(now);
        expect(next).toBeGreaterThan(now);
        expect(next - now).toBeLessThanOrEqual(DAY_MS);
        const date = new Date(next);
        expect([date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds(), date.getUTCMilliseconds()]).toEqual([0, 0, 0, 0]);
      }),
    );
    expect(nextUtcDayStart(Date.UTC(2025, 0, 31, 23, 59, 59))).toBe(Date.UTC(2025, 1, 1));
  });

  it('a split duration adds back up to the whole seconds left', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 * DAY_MS }), (ms) => {
        const { days, hours, minutes, seconds } = splitDuration(ms);
        expect(hours).toBeLessThan(24);
        expect(minutes).toBeLessThan(60);
        expect(seconds).toBeLessThan(60);
        expect(((days * 24 + hours) * 60 + minutes) * 60 + seconds).toBe(Math.floor(ms / 1000));
      }),
    );
    expect(splitDuration(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
