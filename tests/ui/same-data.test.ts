/** The selectors' equality: equal structure is equal, any change anywhere is a change. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameData } from '../../ui/machines/same-data';

const json = fc.jsonValue();

describe('sameData', () => {
  it('holds for a value and its deep copy', () => {
    fc.assert(fc.property(json, (value) => sameData(value, structuredClone(value))));
  });

  it('agrees with comparing canonical JSON', () => {
    const canonical = (value: unknown): string =>
      JSON.stringify(value, (_key, inner: unknown) =>
        inner !== null && typeof inner === 'object' && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : 1))) : inner,
      );
    fc.assert(fc.property(json, json, (a, b) => sameData(a, b) === (canonical(a) === canonical(b))));
  });

  it('sees a change deep inside, an array against an object, and a missing key', () => {
    expect(sameData({ history: { items: [{ amount: '1' }] } }, { history: { items: [{ amount: '2' }] } })).toBe(false);
    expect(sameData([], {})).toBe(false);
    expect(sameData({ a: undefined }, { b: undefined })).toBe(false);
    expect(sameData({ total: null, loading: true }, { loading: true, total: null })).toBe(true);
  });
});
