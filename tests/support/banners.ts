/**
 * The banner sequence as tests start it: finished, so a due banner (which covers the whole app)
 * never lands in a test about something else. The banners' own tests start it fresh.
 */
import { BANNER_SEQUENCE_KEY, FRESH_SEQUENCE, toStored } from '../../domain/mining/banners/sequence';

/** The raw local storage entry of a finished sequence. */
export const FINISHED_BANNERS: Readonly<Record<string, string>> = { [BANNER_SEQUENCE_KEY.name]: JSON.stringify(toStored({ ...FRESH_SEQUENCE, finished: true })) };
