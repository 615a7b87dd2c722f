/**
 * Launch rules the host server enforces and the page script also needs (to generate a fresh user
 * and pre-check a start parameter). Free of Node and DOM so both sides can import it.
 */
export const LANGUAGES = ['en', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Fresh users get ids in this range, away from the seed users' ids. */
export const NEW_USER_ID_RANGE = { min: 2_000_000, max: 2_999_999 } as const;

/** What the messenger allows in a start parameter. */
export const START_PARAM_PATTERN = /^[A-Za-z0-9_-]{0,512}$/;

/** The user control's value for a fresh user. */
export const newUserKey = (id: number): string => `new:${id}`;

/** A fresh user's id for the "new user" choice; `random` is in [0, 1) (Math.random in the page). */
export function newUserId(random: number): number {
  const { min, max } = NEW_USER_ID_RANGE;
  return Math.min(max, min + Math.floor(random * (max - min + 1)));
}
