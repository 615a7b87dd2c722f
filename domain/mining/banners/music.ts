/** The district clash banner's music (seed 001 §2): its volume and the mute choice kept locally. */
import { z } from 'zod/mini';
import { storageKey } from '../../shared/storage';

/** The music's volume (seed 001 §2: 0.05). */
export const BANNER_MUSIC_VOLUME = 0.05;

/** Whether the user muted the banner's music; kept across launches. */
export const BANNER_MUSIC_MUTED_KEY = storageKey('banners.musicMuted', z.boolean(), false);
