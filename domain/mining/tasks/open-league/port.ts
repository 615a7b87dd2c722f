/**
 * The open-league task (seed 001 §4 "Open-league task. Badge, then trade, then done."): the server
 * records the user's DeFi badge, then checks for a TON swap above $10 made after it, and grants the
 * boost once. Refusals: 'league-ended', 'no-league-badge', 'no-league-trade'.
 */
import type { ValueCallOptions } from '../../../shared/call-options';
import type { SubscriptionConfirmed } from '../types';

export interface OpenLeagueApi {
  /** The badge step: recorded once, at the server's time. */
  claimBadge(options: ValueCallOptions): Promise<SubscriptionConfirmed>;
  /** The trade step: a TON swap above $10 since the badge; the task granted once. */
  checkTrade(options: ValueCallOptions): Promise<SubscriptionConfirmed>;
}
