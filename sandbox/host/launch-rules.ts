/**
 * Launch rules the host server enforces and the page script also needs (to generate a fresh user).
 * Free of Node and DOM so both sides can import it. The languages and the start parameter's shape
 * are the app's own rules (domain/launch), imported where they are checked.
 */

/** Fresh users get ids in this range, away from the seed users' ids. */
export const NEW_USER_ID_RANGE = { min: 2_000_000, max: 2_999_999 } as const;

/** The user control's value for a fresh user. */
export const newUserKey = (id: number): string => `new:${id}`;

/** A fresh user's id for the "new user" choice; `random` is in [0, 1) (Math.random in the page). */
export function newUserId(random: number): number {
  const { min, max } = NEW_USER_ID_RANGE;
  return Math.min(max, min + Math.floor(random * (max - min + 1)));
}
