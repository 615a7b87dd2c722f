/** Why an open-league step failed, typed for the sheet to word. */
import { taskRefusalOf, type TasksFailure } from '../failure';

export type OpenLeagueFailure =
  /** The campaign is over: no badge any more. */
  | { readonly type: 'league-ended' }
  /** The server has no badge of the user (the trade step was asked first). */
  | { readonly type: 'no-league-badge' }
  /** No TON swap above $10 since the badge yet. */
  | { readonly type: 'no-league-trade' }
  | TasksFailure;

const REFUSALS = ['league-ended', 'no-league-badge', 'no-league-trade'] as const;

export const openLeagueFailureOf = (error: unknown): OpenLeagueFailure => taskRefusalOf(error, REFUSALS);

export const openLeagueFailureOfEvent = ({ event }: { readonly event: object }): OpenLeagueFailure => openLeagueFailureOf('error' in event ? event.error : undefined);
