import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RESET_TAPS, RESET_TAP_GAP_MS, initialTapState, registerTap, type TapState } from '../../../domain/launch/hidden-reset';

/** Feeds the tap times in order; returns the indices (0-based) of the taps that triggered. */
function run(times: readonly number[], start: TapState = initialTapState): number[] {
  const triggered: number[] = [];
  let state = start;
  times.forEach((time, index) => {
    const result = registerTap(state, time);
    state = result.state;
    if (result.triggered) triggered.push(index);
  });
  return triggered;
}

const timesFromGaps = (start: number, gaps: readonly number[]): number[] => {
  const times = [start];
  for (const gap of gaps) times.push((times[times.length - 1] ?? start) + gap);
  return times;
};

describe('registerTap', () => {
  it('pins the spec constants', () => {
    expect(RESET_TAPS).toBe(25);
    expect(RESET_TAP_GAP_MS).toBe(1000);
  });

  it('25 taps exactly one second apart trigger on the 25th, not before', () => {
    expect(run(timesFromGaps(0, Array(24).fill(1000)))).toEqual([24]);
    expect(run(timesFromGaps(0, Array(23).fill(1000)))).toEqual([]);
  });

  it('a gap of 1001 ms restarts the count from 1', () => {
    const gaps = [...Array(12).fill(500), 1001, ...Array(23).fill(500)];
    // The gap is before tap 13 (index 13); counting restarts there, 24 more taps reach 25 at index 37.
    expect(run(timesFromGaps(0, gaps))).toEqual([]);
    expect(run(timesFromGaps(0, [...gaps, 500]))).toEqual([37]);
  });

  it('any run of 25 taps with gaps of at most 1 s triggers on the 25th tap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), fc.array(fc.integer({ min: 0, max: RESET_TAP_GAP_MS }), { minLength: 24, maxLength: 24 }), (start, gaps) => {
        expect(run(timesFromGaps(start, gaps))).toEqual([24]);
      }),
    );
  });

  it('a gap over 1 s among the last 25 taps prevents the trigger', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.array(fc.integer({ min: 0, max: RESET_TAP_GAP_MS }), { minLength: 24, maxLength: 24 }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: RESET_TAP_GAP_MS + 1, max: 10 * RESET_TAP_GAP_MS }),
        (start, gaps, at, longGap) => {
          const withGap = gaps.map((gap, index) => (index === at ? longGap : gap));
          expect(run(timesFromGaps(start, withGap))).toEqual([]);
        },
      ),
    );
  });

  it('after triggering the counter starts again: 50 quick taps trigger twice', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: RESET_TAP_GAP_MS }), { minLength: 49, maxLength: 49 }), (gaps) => {
        expect(run(timesFromGaps(0, gaps))).toEqual([24, 49]);
      }),
    );
  });

  it('never throws and never counts beyond 24 on any times', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.integer(), fc.double())), (times) => {
        let state = initialTapState;
        for (const time of times) {
          state = registerTap(state, time).state;
          expect(state.count).toBeGreaterThanOrEqual(0);
          expect(state.count).toBeLessThan(RESET_TAPS);
        }
      }),
    );
  });
});
