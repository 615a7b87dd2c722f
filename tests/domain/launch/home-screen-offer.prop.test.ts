/** Add to home screen (issue 37): the third visit within a week brings one offer; a dismissal ends it for good. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closeOffer, NO_VISITS, recordVisit, shouldOfferHomeScreen, VISITS_FOR_OFFER, WEEK_MS, type HomeScreenRecord } from '../../../domain/launch/home-screen-offer';

const DAY = 24 * 3_600_000;
const START = Date.UTC(2026, 0, 1);

/** The record after launches at these times, in order. */
const visit = (times: readonly number[], start: HomeScreenRecord = NO_VISITS): HomeScreenRecord => times.reduce(recordVisit, start);

/** Launch times from gaps between them. */
const timesOf = (gaps: readonly number[]): number[] => gaps.reduce<number[]>((times, gap) => [...times, (times.at(-1) ?? START) + gap], []);

describe('the home-screen offer', () => {
  it('pins the rule: the third visit within a week', () => {
    expect(VISITS_FOR_OFFER).toBe(3);
    expect(WEEK_MS).toBe(7 * DAY);
  });

  it('comes on the third visit within a week, not before', () => {
    const two = visit([START, START + DAY]);
    expect(shouldOfferHomeScreen(two, START + DAY)).toBe(false);
    const three = recordVisit(two, START + 6 * DAY);
    expect(shouldOfferHomeScreen(three, START + 6 * DAY)).toBe(true);
    // A week after the first visit it no longer counts: two visits in the week, no offer.
    expect(shouldOfferHomeScreen(visit([START, START + DAY, START + 7 * DAY]), START + 7 * DAY)).toBe(false);
  });

  it('offers exactly when the last week (ending now) holds three visits', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5 * DAY }), { minLength: 1, maxLength: 12 }), (gaps) => {
        const times = timesOf(gaps);
        const now = times.at(-1) ?? START;
        const inWeek = times.filter((at) => now - at < WEEK_MS).length;
        expect(shouldOfferHomeScreen(visit(times), now)).toBe(inWeek >= VISITS_FOR_OFFER);
      }),
    );
  });

  it('never offers again once dismissed, whatever the visits after', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 * DAY }), { maxLength: 12 }), fc.array(fc.integer({ min: 0, max: 3 * DAY }), { maxLength: 12 }), (before, after) => {
        const dismissed = closeOffer(visit(timesOf(before)));
        const times = timesOf([...before, ...after]).slice(before.length);
        const record = visit(times, dismissed);
        expect(shouldOfferHomeScreen(record, times.at(-1) ?? START)).toBe(false);
      }),
    );
  });

  it('keeps the record small and sane: at most three visits, none older than a week or in the future', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -2 * DAY, max: 4 * DAY }), { maxLength: 20 }), (gaps) => {
        let record = NO_VISITS;
        for (const now of timesOf(gaps)) {
          record = recordVisit(record, now);
          expect(record.visits.length).toBeLessThanOrEqual(VISITS_FOR_OFFER);
          for (const at of record.visits) expect(now - at >= 0 && now - at < WEEK_MS).toBe(true);
        }
      }),
    );
  });

  it('ignores a time that is not a number', () => {
    const record = visit([START, START + 1]);
    expect(recordVisit(record, Number.NaN)).toBe(record);
    expect(shouldOfferHomeScreen(visit([START, START + 1, START + 2]), Number.NaN)).toBe(false);
  });
});
