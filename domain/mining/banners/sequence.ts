/**
 * The banner sequence (seed 001 §4): the first banner whose show count is not reached and whose
 * campaign has not ended is due, at most one banner per 24 h, and once no banner is left the
 * sequence is finished for good. Pure: the state comes from the storage key below, the time from
 * the caller (the server's clock, read through the Clock port), the campaign ends from the backend.
 *
 * Stored state that cannot be read (corrupt JSON, a foreign shape, an unknown banner) restarts the
 * sequence as if a banner had just been shown: it never breaks the start and never shows two
 * banners within 24 h. A last show in the future (a clock that went back, a forged value) counts
 * from now.
 */
import { z } from 'zod/mini';
import { storageKey } from '../../shared/storage';
import { BANNER_GAP_MS, BANNER_IDS, BANNERS, type BannerCampaignEnds, type BannerDefinition, type BannerId } from './types';

export interface BannerSequence {
  /** How many times each banner was shown. */
  readonly shows: Readonly<Partial<Record<BannerId, number>>>;
  /** Banners whose show count is reached (seed 001 §3 "passed flags"). */
  readonly passed: readonly BannerId[];
  /** When the last banner was shown (server clock, ms), null before the first. */
  readonly lastShownAt: number | null;
  /** The finish state: nothing is ever shown again. */
  readonly finished: boolean;
}

const bannerIdSchema = z.enum(BANNER_IDS);
const showCountSchema = z.optional(z.int().check(z.minimum(0), z.maximum(1000)));
// Only the zod functions the app already uses: the zod chunk is in the home's first load, and every
// function any chunk uses joins it.
const sequenceSchema = z.object({
  v: z.literal(1),
  shows: z.object(Object.fromEntries(BANNER_IDS.map((id) => [id, showCountSchema])) as Record<BannerId, typeof showCountSchema>),
  passed: z.array(bannerIdSchema).check(z.maxLength(BANNER_IDS.length)),
  lastShownAt: z.nullable(z.int().check(z.minimum(0))),
  finished: z.boolean(),
});
export type StoredBannerSequence = z.infer<typeof sequenceSchema>;

/** What a stored value that is not a sequence reads as. */
export const UNREADABLE = 'unreadable';
type StoredValue = StoredBannerSequence | typeof UNREADABLE | null;

/** The sequence in local storage: null when never stored, 'unreadable' when corrupt or foreign. */
export const BANNER_SEQUENCE_KEY = storageKey<StoredValue>(
  'banners.sequence',
  z.catch(z.union([z.nullable(sequenceSchema), z.literal(UNREADABLE)]), UNREADABLE),
  null,
);

export const FRESH_SEQUENCE: BannerSequence = { shows: {}, passed: [], lastShownAt: null, finished: false };

/** The sequence a stored value holds at `now` (see the module's note on unreadable values). */
export function readSequence(stored: unknown, now: number): BannerSequence {
  if (stored === null || stored === undefined) return FRESH_SEQUENCE;
  const parsed = sequenceSchema.safeParse(stored);
  if (!parsed.success) return { ...FRESH_SEQUENCE, lastShownAt: now };
  const { shows, passed, lastShownAt, finished } = parsed.data;
  return { shows, passed: [...new Set(passed)], lastShownAt: lastShownAt !== null && lastShownAt > now ? now : lastShownAt, finished };
}

/** Whether a stored value is a sequence that has ended for good: its checks need no server answer. */
export const sequenceFinished = (stored: unknown): boolean => sequenceSchema.safeParse(stored).data?.finished === true;

export const toStored = (sequence: BannerSequence): StoredBannerSequence => ({ v: 1, ...sequence, passed: [...sequence.passed], shows: { ...sequence.shows } });

const showsOf = (sequence: BannerSequence, banner: BannerDefinition): number => sequence.shows[banner.id] ?? 0;

const isPassed = (sequence: BannerSequence, banner: BannerDefinition): boolean => sequence.passed.includes(banner.id) || showsOf(sequence, banner) >= banner.shows;

/** A dated banner whose campaign has ended is skipped, never shown as expired. */
const isOver = (banner: BannerDefinition, ends: BannerCampaignEnds, now: number): boolean => banner.campaign !== undefined && now >= ends[banner.campaign];

/** The banner the sequence has selected at `now` (ignoring the 24 h gap), or null when none is left. */
export function selectedBanner(sequence: BannerSequence, ends: BannerCampaignEnds, now: number): BannerId | null {
  if (sequence.finished) return null;
  return BANNERS.find((banner) => !isPassed(sequence, banner) && !isOver(banner, ends, now))?.id ?? null;
}

/** True when the 24 h since the last banner have passed. */
export const gapPassed = (sequence: BannerSequence, now: number): boolean => sequence.lastShownAt === null || now - sequence.lastShownAt >= BANNER_GAP_MS;

export interface BannerDecision {
  /** The banner to show now, or null. */
  readonly show: BannerId | null;
  /** The sequence to store: the shown banner counted, or the finish state reached. */
  readonly next: BannerSequence;
}

/**
 * What to show at `now` and what to store: the selected banner when the gap has passed (counted as
 * shown at once, so a reload does not show it again), nothing otherwise; with no banner left the
 * sequence is finished.
 */
export function decideBanner(sequence: BannerSequence, ends: BannerCampaignEnds, now: number): BannerDecision {
  const selected = selectedBanner(sequence, ends, now);
  if (selected === null) return { show: null, next: sequence.finished ? sequence : { ...sequence, finished: true } };
  if (!gapPassed(sequence, now)) return { show: null, next: sequence };
  const banner = BANNERS.find((candidate) => candidate.id === selected) as BannerDefinition;
  const shows = showsOf(sequence, banner) + 1;
  return {
    show: selected,
    next: {
      shows: { ...sequence.shows, [selected]: shows },
      passed: shows >= banner.shows && !sequence.passed.includes(selected) ? [...sequence.passed, selected] : sequence.passed,
      lastShownAt: now,
      finished: false,
    },
  };
}
