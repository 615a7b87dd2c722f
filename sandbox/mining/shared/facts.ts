/**
 * Facts about a user that one mining feature keeps and another asks (docs/decisions/tasks.md "Tasks
 * (issue 20)", "Facts between features"). A feature never reads another's tables nor imports its
 * folder: it offers named fact readers on its entry in features.ts (`facts`), app.ts gathers them
 * once into one table (every name offered by exactly one feature) and hands it to every feature's
 * routes and to the main backend, as it does the purpose table. The tasks verifier asks
 * 'autoclaim-active', 'alliance-member' and 'waitlist-joined'; the wallet's home asks
 * 'daily-reward-due'.
 */
import type { Queryable } from '../../platform/store/database';

export const USER_FACT_NAMES = ['autoclaim-active', 'alliance-member', 'waitlist-joined', 'daily-reward-due'] as const;
export type UserFactName = (typeof USER_FACT_NAMES)[number];

/** Whether the fact holds for the user at `now` (the asker's instant), read inside the asker's transaction. */
export type UserFact = (q: Queryable, userId: number, now: number) => Promise<boolean>;
export type UserFacts = Readonly<Record<UserFactName, UserFact>>;
/** What one feature offers. */
export type OfferedFacts = Readonly<Partial<Record<UserFactName, UserFact>>>;

/** The one table of facts: throws when a name is offered twice or by no feature (a wiring mistake, found at start). */
export function userFacts(offers: readonly OfferedFacts[]): UserFacts {
  const table: Partial<Record<UserFactName, UserFact>> = {};
  for (const offer of offers) {
    for (const [name, reader] of Object.entries(offer) as [UserFactName, UserFact][]) {
      if (table[name] !== undefined) throw new Error(`the fact ${name} is offered by two features`);
      table[name] = reader;
    }
  }
  const missing = USER_FACT_NAMES.filter((name) => table[name] === undefined);
  if (missing.length > 0) throw new Error(`no feature offers the facts ${missing.join(', ')}`);
  return table as UserFacts;
}
