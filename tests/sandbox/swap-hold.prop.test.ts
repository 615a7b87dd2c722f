/**
 * The swap-and-hold rule's arithmetic (sandbox/mining/tasks/swap-hold.ts), as a property: the lowest
 * balance during a hold is the least running balance from the swap's own entry to the hold's end,
 * whatever the entries before, during and after it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lowestDuringHold } from '../../sandbox/mining/tasks/swap-hold';

const entry = fc.record({ units: fc.bigInt({ min: -1_000n, max: 1_000n }).filter((u) => u !== 0n), at: fc.integer({ min: 0, max: 100 }) });

describe('lowestDuringHold', () => {
  it('is the least running balance from the swap’s entry to the hold’s end', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 12 }), fc.bigInt({ min: 1n, max: 1_000n }), fc.array(entry, { maxLength: 12 }), fc.integer({ min: 0, max: 100 }), (before, bought, after, span) => {
        const swapAt = 50;
        const past = before.map((e, i) => ({ ...e, at: Math.min(e.at, swapAt), ref: `op-${String(i)}` }));
        const later = after.map((e, i) => ({ units: e.units, at: swapAt + e.at, ref: `later-${String(i)}` }));
        const entries = [...past, { units: bought, at: swapAt, ref: 'swap' }, ...later];
        const holdEnds = swapAt + span;
        let balance = past.reduce((sum, e) => sum + e.units, 0n) + bought;
        let lowest = balance;
        for (const e of later) {
          balance += e.units;
          if (e.at <= holdEnds && balance < lowest) lowest = balance;
        }
        expect(lowestDuringHold(entries, 'swap', holdEnds)).toBe(lowest);
      }),
    );
  });

  it('is null when the swap has no incoming entry', () => {
    expect(lowestDuringHold([{ units: -5n, ref: 'swap', at: 0 }], 'swap', 10)).toBeNull();
  });
});
