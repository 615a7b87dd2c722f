/**
 * The banner sequence (domain/mining/banners/sequence.ts) over random clocks, campaign ends and
 * stored states, corrupt and foreign ones included: never two banners within 24 h, every show
 * count respected, a dated banner never shown at or after its end, the order kept, the finish state
 * absorbing, and whatever is stored, the start never breaks.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BANNER_SEQUENCE_KEY, decideBanner, FRESH_SEQUENCE, readSequence, toStored, UNREADABLE, type BannerSequence } from '../../../domain/mining/banners/sequence';
import { BANNER_GAP_MS, BANNER_IDS, BANNERS, DONATE_BANNER_SHOWS, type BannerCampaignEnds, type BannerId } from '../../../domain/mining/banners/types';

const DAY = 24 * 3_600_000;
const T0 = Date.UTC(2026, 10, 24);

const bannerId = fc.constantFrom(...BANNER_IDS);
const instant = fc.integer({ min: T0 - 400 * DAY, max: T0 + 400 * DAY });
const ends: fc.Arbitrary<BannerCampaignEnds> = fc.record({ openLeague: instant, inviteContest: instant, donate: instant });

/** A well-formed stored sequence, anywhere in its course. */
const storedSequence = fc.record({
  v: fc.constant(1 as const),
  shows: fc.dictionary(bannerId, fc.integer({ min: 0, max: 20 })),
  passed: fc.uniqueArray(bannerId, { maxLength: BANNER_IDS.length }),
  lastShownAt: fc.option(instant, { nil: null }),
  finished: fc.boolean(),
});
/** Anything local storage can hold: valid states, nothing, corrupt and foreign values. */
const storedValue = fc.oneof(storedSequence, fc.constant(null), fc.constant(UNREADABLE), fc.anything(), fc.jsonValue());

/** Clock readings: forward steps of up to three days, some repeated instants. */
const steps = fc.array(fc.integer({ min: 0, max: 3 * DAY }), { minLength: 1, maxLength: 60 });

interface Shown {
  readonly banner: BannerId;
  readonly at: number;
}

function run(start: BannerSequence, campaignEnds: BannerCampaignEnds, from: number, deltas: readonly number[]) {
  let sequence = start;
  let now = from;
  const shown: Shown[] = [];
  const states: BannerSequence[] = [];
  for (const delta of deltas) {
    now += delta;
    // Every launch reads what the previous one stored, through the key's schema.
    const stored = BANNER_SEQUENCE_KEY.schema.parse(JSON.parse(JSON.stringify(toStored(sequence))));
    const decision = decideBanner(readSequence(stored, now), campaignEnds, now);
    if (decision.show !== null) shown.push({ banner: decision.show, at: now });
    sequence = decision.next;
    states.push(sequence);
  }
  return { shown, states };
}

describe('banner sequence', () => {
  it('never shows two banners within 24 h, whatever was stored', () => {
    fc.assert(
      fc.property(storedValue, ends, instant, steps, (stored, campaignEnds, from, deltas) => {
        const start = readSequence(BANNER_SEQUENCE_KEY.schema.parse(stored), from);
        const { shown } = run(start, campaignEnds, from, deltas);
        for (let i = 1; i < shown.length; i += 1) expect(shown[i]!.at - shown[i - 1]!.at).toBeGreaterThanOrEqual(BANNER_GAP_MS);
        // A stored last show counts too (a value in the future counts from the start).
        if (start.lastShownAt !== null && shown[0]) expect(shown[0].at - start.lastShownAt).toBeGreaterThanOrEqual(BANNER_GAP_MS);
      }),
    );
  });

  it('respects every show count, keeps the order and skips dated banners after their end', () => {
    fc.assert(
      fc.property(ends, instant, steps, (campaignEnds, from, deltas) => {
        const { shown } = run(FRESH_SEQUENCE, campaignEnds, from, deltas);
        for (const banner of BANNERS) expect(shown.filter((show) => show.banner === banner.id).length).toBeLessThanOrEqual(banner.shows);
        const order = shown.map((show) => BANNER_IDS.indexOf(show.banner));
        expect(order).toEqual([...order].sort((a, b) => a - b));
        for (const show of shown) {
          const campaign = BANNERS.find((banner) => banner.id === show.banner)?.campaign;
          if (campaign !== undefined) expect(show.at).toBeLessThan(campaignEnds[campaign]);
        }
      }),
    );
  });

  it('the finish state is absorbing', () => {
    fc.assert(
      fc.property(storedSequence, ends, instant, steps, ends, (stored, campaignEnds, from, deltas, laterEnds) => {
        const start = readSequence({ ...stored, finished: true }, from);
        const { shown, states } = run(start, campaignEnds, from, deltas);
        expect(shown).toEqual([]);
        expect(states.every((state) => state.finished)).toBe(true);
        // Moving the campaigns later does not reopen it.
        expect(decideBanner(states.at(-1)!, laterEnds, from + 1000 * DAY).show).toBeNull();
      }),
    );
  });

  it('shows a new user the first banner whose campaign has not ended, at once', () => {
    fc.assert(
      fc.property(ends, instant, (campaignEnds, now) => {
        const expected = BANNERS.find((banner) => banner.campaign === undefined || now < campaignEnds[banner.campaign])!.id;
        expect(decideBanner(readSequence(null, now), campaignEnds, now).show).toBe(expected);
      }),
    );
  });

  it('a corrupt or foreign value restarts the sequence a day later, never breaking', () => {
    fc.assert(
      fc.property(fc.anything(), instant, ends, (garbage, now, campaignEnds) => {
        const value = BANNER_SEQUENCE_KEY.schema.safeParse(garbage);
        expect(value.success).toBe(true);
        const sequence = readSequence(value.data, now);
        expect(() => decideBanner(sequence, campaignEnds, now)).not.toThrow();
        if (value.data === UNREADABLE) {
          expect(sequence.shows).toEqual({});
          expect(decideBanner(sequence, campaignEnds, now).show).toBeNull();
        }
      }),
    );
  });

  it('shows the donate banner up to 14 times, a day apart, then finishes', () => {
    const farEnds = { openLeague: T0 - DAY, inviteContest: T0 - DAY, donate: T0 + 1000 * DAY };
    const { shown, states } = run(FRESH_SEQUENCE, farEnds, T0, Array.from({ length: 40 }, () => DAY));
    expect(shown.filter((show) => show.banner === 'donate')).toHaveLength(DONATE_BANNER_SHOWS);
    expect(shown.map((show) => show.banner).slice(0, 6)).toEqual(['big-pump-december', 'sniping', 'early', 'deposit-punk', 'new-trade-flow', 'district-clash']);
    expect(states.at(-1)?.finished).toBe(true);
  });

  it('the donate banner stops at its end date, its count unreached', () => {
    const ends = { openLeague: T0 - DAY, inviteContest: T0 - DAY, donate: T0 + 9.5 * DAY };
    const { shown } = run(FRESH_SEQUENCE, ends, T0, Array.from({ length: 30 }, () => DAY));
    expect(shown.filter((show) => show.banner === 'donate').map((show) => show.at)).toEqual([T0 + 7 * DAY, T0 + 8 * DAY, T0 + 9 * DAY]);
  });
});
