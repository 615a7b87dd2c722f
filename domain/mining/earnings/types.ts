/** SWITCH mined per UTC day (issue 38 "Mining in pictures"), as the server sums it; decimal strings. */

export interface MinedDay {
  /** The UTC calendar day, YYYY-MM-DD. */
  readonly day: string;
  /** Credited by manual claims (with their bonuses). */
  readonly claims: string;
  /** Credited by autoclaims (with their bonuses). */
  readonly autoclaims: string;
  /** Referral shares credited on friends' claims. */
  readonly referrals: string;
}

export interface MinedByDay {
  /** The last 30 UTC days, oldest first, today last. */
  readonly days: readonly MinedDay[];
  readonly serverTime: string;
}
