/**
 * The district clash banner's music (seed 001 §2): its volume. Whether it plays is the person's
 * "sounds" setting (domain/settings, issue 37), which took over the local mute choice.
 */

/** The music's volume (seed 001 §2: 0.05). */
export const BANNER_MUSIC_VOLUME = 0.05;
