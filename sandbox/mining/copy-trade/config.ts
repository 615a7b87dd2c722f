/** Copy trading's constants (seed 001 §9 "Copy trade"; docs/decisions/copy-trade.md "Copy trading (issue 24)"). */

/** The least a copy trade may start with, in USD (seed 001 §9), and the drift between the client's price and the start's that it forgives. */
export const MIN_DEPOSIT_USD = 100n;
export const MIN_DEPOSIT_TOLERANCE_BPS = 50n;
/** A leader's trade whose slippage is over this (basis points) is not followed. */
export const SLIPPAGE_LIMIT_BPS = 100;
/** A leader's trade under this many USD is dust: not followed ('too small'). */
export const MIN_LEADER_TRADE_USD = 20n;
/** At most this many of the leader's trades are worked through by one transaction (engine.ts catchUpInBatches runs as many as it takes). */
export const MAX_TRADES_PER_CATCH_UP = 500;
