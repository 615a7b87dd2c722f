/**
 * Add to home screen (issue 37; docs/decisions/launch-and-messenger.md "Add to home screen"): after
 * a person's third visit within a week, counted on this device, the app offers once, quietly, to
 * add itself to the phone's home screen; never again once dismissed or added. Pure: the visits and
 * the answer live in local storage (the caller's), the time comes from the Clock port.
 */
import { z } from 'zod/mini';
import { storageKey } from '../shared/storage';

export const WEEK_MS = 7 * 24 * 3_600_000;
/** The visit that brings the offer: the third within a week. */
export const VISITS_FOR_OFFER = 3;

export interface HomeScreenRecord {
  /** When each counted visit began (ms), oldest first, only those within the last week. */
  readonly visits: readonly number[];
  /** The person dismissed the offer, or the app is on the home screen: never offered again. */
  readonly done: boolean;
}

export const NO_VISITS: HomeScreenRecord = { visits: [], done: false };

/** Local storage's copy; a corrupted value reads as no visits (the storage adapter logs it). */
export const HOME_SCREEN_KEY = storageKey<HomeScreenRecord>(
  'homeScreen.offer',
  z.object({ visits: z.array(z.number()), done: z.boolean() }),
  NO_VISITS,
);

/**
 * The record after a launch at `now` (each launch of the app from the messenger is a visit):
 * visits older than a week are forgotten, and so are any "in the future" of a clock that went
 * backwards (they cannot be trusted). At most VISITS_FOR_OFFER are kept: the rule needs no more.
 */
export function recordVisit(record: HomeScreenRecord, now: number): HomeScreenRecord {
  if (!Number.isFinite(now)) return record;
  const recent = record.visits.filter((at) => at <= now && now - at < WEEK_MS);
  return { visits: [...recent, now].slice(-VISITS_FOR_OFFER), done: record.done };
}

/** Whether to show the offer now: the week holds three visits, and it was never dismissed or taken. */
export function shouldOfferHomeScreen(record: HomeScreenRecord, now: number): boolean {
  if (record.done || !Number.isFinite(now)) return false;
  return record.visits.filter((at) => at <= now && now - at < WEEK_MS).length >= VISITS_FOR_OFFER;
}

/** The person dismissed the offer, or added the app: the offer never comes back. */
export const closeOffer = (record: HomeScreenRecord): HomeScreenRecord => ({ ...record, done: true });
