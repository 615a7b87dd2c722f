/** The burn's constants (MINING.md "Burning PUNK", seed 001 §9). */
import { UNITS_PER_SWITCH } from '../shared/config';

/** +0.1 SWITCH/h per PUNK burned, for 48 h (our rate: above the PUNK deposit's 0.00875, as a burn is final). */
export const BURN_RATE = { switchPerHour: '0.1', unitsPerHourPerPunk: UNITS_PER_SWITCH / 10n } as const;
export const BURN_BOOST_MS = 48 * 3_600_000;
export const BURN_MIN_PUNK = 1n;
/** 0.005 TON of gas per burn (seed 001 §9). */
export const BURN_GAS_UNITS = 5_000_000n;
