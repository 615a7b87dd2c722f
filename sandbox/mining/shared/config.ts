/**
 * The mining record's constants (MINING.md, seed 001 §9): units, the base speed, the bonuses. Each
 * feature keeps its own beside its code (burn/config.ts, autoclaim/config.ts, payments/config.ts).
 * Decisions the seed leaves open are in docs/decisions/mining-platform.md, "Mining backend".
 */

export const SWITCH_DECIMALS = 9;
export const UNITS_PER_SWITCH = 10n ** BigInt(SWITCH_DECIMALS);
export const TON_DECIMALS = 9;

/** 1 SWITCH per hour, in 1e-9 SWITCH per hour. */
export const BASE_SPEED_UNITS_PER_HOUR = UNITS_PER_SWITCH;

export const BONUS_PERCENT = { verified: 5n, alliance: 5n, inviter: 10n, inviterOfInviter: 2n } as const;
