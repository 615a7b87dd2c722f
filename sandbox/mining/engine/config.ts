/**
 * The mining economy's constants (MINING.md, seed 001 §9) and the sandbox's runtime settings.
 * Decisions the seed leaves open are in docs/decisions.md, "Mining backend".
 */
import { createHash } from 'node:crypto';
import { formatTonAddress } from '../../main/engine/ton-address';
import type { Queryable } from '../../main/engine/ledger';

export const SWITCH_DECIMALS = 9;
export const UNITS_PER_SWITCH = 10n ** BigInt(SWITCH_DECIMALS);
export const TON_DECIMALS = 9;

/** 1 SWITCH per hour, in 1e-9 SWITCH per hour. */
export const BASE_SPEED_UNITS_PER_HOUR = UNITS_PER_SWITCH;

export const BONUS_PERCENT = { verified: 5n, alliance: 5n, inviter: 10n, inviterOfInviter: 2n } as const;

/** +0.1 SWITCH/h per PUNK burned, for 48 h (our rate: above the PUNK deposit's 0.00875, as a burn is final). */
export const BURN_RATE = { switchPerHour: '0.1', unitsPerHourPerPunk: UNITS_PER_SWITCH / 10n } as const;
export const BURN_BOOST_MS = 48 * 3_600_000;
export const BURN_MIN_PUNK = 1n;
/** 0.005 TON of gas per burn (seed 001 §9). */
export const BURN_GAS_UNITS = 5_000_000n;

/** Autoclaim prices: 195 Stars (seed 001 §9) or 1 TON (ours; the seed does not show it). */
export const AUTOCLAIM_PRICE = { tonUnits: 1_000_000_000n, stars: 195n } as const;
export const DEFAULT_ACTIVATION_DELAY_MS = 60_000;
/** How long an external autoclaim transaction may wait for the wallet's approval. */
export const EXTERNAL_VALIDITY_MS = 10 * 60_000;

/** The product's treasury: a fixed, well-formed TON address no sandbox account owns. */
export const TREASURY_ADDRESS = formatTonAddress({
  workchain: 0,
  hash: createHash('sha256').update('sandbox-treasury:switch-mining').digest(),
  bounceable: false,
  testnet: false,
});

export interface MiningSettings {
  /** How long after payment a bought autoclaim takes effect. */
  readonly activationDelayMs: number;
}

export async function miningSettings(q: Queryable): Promise<MiningSettings> {
  const result = await q.query<{ value: unknown }>(`select value from mining_settings where key = 'activationDelayMs'`);
  const stored = result.rows[0]?.value;
  return { activationDelayMs: typeof stored === 'number' ? stored : DEFAULT_ACTIVATION_DELAY_MS };
}

export async function setMiningSettings(q: Queryable, settings: Partial<MiningSettings>): Promise<void> {
  if (settings.activationDelayMs !== undefined) {
    await q.query(
      `insert into mining_settings (key, value) values ('activationDelayMs', $1::jsonb) on conflict (key) do update set value = excluded.value`,
      [JSON.stringify(settings.activationDelayMs)],
    );
  }
}
