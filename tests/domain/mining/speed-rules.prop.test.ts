/**
 * The speed breakdown's client rule (issue 20): the parts' sum is exact to the last of SWITCH's 9
 * decimals, whatever the parts, and a breakdown is shown only when its parts add up to its speed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { partsAddUp, sumOfParts } from '../../../domain/mining/speed/rules';
import type { SpeedPart } from '../../../domain/mining/speed/types';

const NANO = 10n ** 9n;
const text = (units: bigint): string => {
  const whole = units / NANO;
  const fraction = (units % NANO).toString().padStart(9, '0').replace(/0+$/, '');
  return fraction === '' ? whole.toString() : `${whole.toString()}.${fraction}`;
};
const part = (units: bigint): SpeedPart => ({ source: 'task', task: { code: 'burnPunk', type: 'burn' }, speed: text(units), count: 1, dttmStart: null, dttmEnd: '2025-04-03T12:00:00.000Z' });
const partsArb = fc.array(fc.bigInt({ min: 1n, max: 10n ** 20n }), { maxLength: 40 }).map((units) => [1_000_000_000n, ...units]);

describe('the speed parts', () => {
  it('sum exactly, as the server formats SWITCH (no trailing zeros)', () => {
    fc.assert(
      fc.property(partsArb, (units) => {
        const total = units.reduce((a, b) => a + b, 0n);
        expect(sumOfParts({ parts: units.map(part) })).toBe(text(total));
      }),
    );
  });

  it('add up only to their own sum: one nano-SWITCH off is refused', () => {
    fc.assert(
      fc.property(partsArb, fc.bigInt({ min: -1n, max: 1n }), (units, off) => {
        const total = units.reduce((a, b) => a + b, 0n) + off;
        expect(partsAddUp({ speed: text(total), parts: units.map(part), serverTime: '2025-04-01T12:00:00.000Z' })).toBe(off === 0n);
      }),
    );
  });
});
