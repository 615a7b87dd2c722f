/**
 * Autoclaim's prices and its one runtime setting (how long after payment a bought autoclaim takes
 * effect), which the sandbox's controls can change. Decisions: docs/decisions/mining-platform.md "Mining backend".
 */
import type { Queryable } from '../../main/engine/ledger';

/** Autoclaim prices: 195 Stars (seed 001 §9) or 1 TON (ours; the seed does not show it). */
export const AUTOCLAIM_PRICE = { tonUnits: 1_000_000_000n, stars: 195n } as const;
export const DEFAULT_ACTIVATION_DELAY_MS = 60_000;

export interface AutoclaimSettings {
  /** How long after payment a bought autoclaim takes effect. */
  readonly activationDelayMs: number;
}

export async function autoclaimSettings(q: Queryable): Promise<AutoclaimSettings> {
  const result = await q.query<{ value: unknown }>(`select value from mining_settings where key = 'activationDelayMs'`);
  const stored = result.rows[0]?.value;
  return { activationDelayMs: typeof stored === 'number' ? stored : DEFAULT_ACTIVATION_DELAY_MS };
}

export async function setAutoclaimSettings(q: Queryable, settings: Partial<AutoclaimSettings>): Promise<void> {
  if (settings.activationDelayMs !== undefined) {
    await q.query(
      `insert into mining_settings (key, value) values ('activationDelayMs', $1::jsonb) on conflict (key) do update set value = excluded.value`,
      [JSON.stringify(settings.activationDelayMs)],
    );
  }
}
