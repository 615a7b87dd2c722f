import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../domain/wallet/dates';

describe('formatDate', () => {
  it('shows the real month, zero-padded DD/MM/YYYY', () => {
    expect(formatDate(Date.UTC(2025, 0, 5, 12))).toBe('05/01/2025');
    expect(formatDate('2025-12-31T23:59:59Z')).toBe('31/12/2025');
    // Moscow is three hours ahead: just before midnight UTC is the next day there.
    expect(formatDate('2025-04-12T23:59:59Z', 180)).toBe('13/04/2025');
    expect(formatDate('2025-01-01T00:30:00Z', -300)).toBe('31/12/2024');
    expect(formatDate('not a date')).toBeNull();
    expect(formatDate(Number.NaN)).toBeNull();
  });

  it('the month is always 01..12 and the day 01..31, whatever the time and zone', () => {
    fc.assert(
      fc.property(fc.integer({ min: -8.64e15, max: 8.64e15 }), fc.integer({ min: -840, max: 840 }), (ms, offset) => {
        const text = formatDate(ms, offset);
        // Years outside 1..9999 have no DD/MM/YYYY form: they read as "not a date".
        if (text !== null) expect(text).toMatch(/^(0[1-9]|[12]\d|3[01])\/(0[1-9]|1[0-2])\/\d{4}$/);
        const year = new Date(ms + offset * 60_000).getUTCFullYear();
        if (year >= 1 && year <= 9999) expect(text).not.toBeNull();
      }),
    );
  });

  it('agrees with the calendar of the shifted instant', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), fc.integer({ min: -720, max: 840 }), (date, offset) => {
        const shifted = new Date(date.getTime() + offset * 60_000);
        const [day, month, year] = (formatDate(date.toISOString(), offset) ?? '').split('/').map(Number);
        expect([day, month, year]).toEqual([shifted.getUTCDate(), shifted.getUTCMonth() + 1, shifted.getUTCFullYear()]);
      }),
    );
  });

  it('never throws on any input', () => {
    fc.assert(fc.property(fc.anything(), fc.anything(), (value, offset) => void formatDate(value as number, offset as number)));
  });
});
