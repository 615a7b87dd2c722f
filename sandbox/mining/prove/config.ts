/**
 * The proof's prices, how fast a paid proof moves through its statuses, the wrong-code limit and
 * the campaign's deadline (a setting the sandbox's controls move). Decisions: docs/decisions/prove.md
 * "Proof of humanity (issue 23)".
 */
import type { Queryable } from '../../main/engine/ledger';

/** 0.5 TON or 50 Stars (ours: the seed shows the cost only as served). */
export const PROVE_PRICE = { tonUnits: 500_000_000n, stars: 50n } as const;

/** After payment: 'received' for 2 s, 'internalInQueue' until 5 s, then 'responsing' with the code sent ("within seconds"). */
export const PROVE_PROGRESS_MS = { inQueue: 2_000, responsing: 5_000 } as const;

/** Seed-issue rule: 5 wrong codes per 10 minutes per user, then 'try later'. */
export const WRONG_CODE_LIMIT = { count: 5, windowMs: 10 * 60_000 } as const;

/** Who sends the code's 0 TON transfer (the proof service's wallet, as the history shows it). */
export const PROVE_SENDER_ADDRESS = 'UQBproofOfHumanity0000000000000000000000000000000';

/** The comment of the code's transfer. */
export const codeComment = (code: string): string => `Proof of humanity code: ${code}`;

/** The campaign's deadline: after it nobody can start or finish a proof. */
export async function proveDeadline(q: Queryable): Promise<number> {
  const result = await q.query<{ value: unknown }>(`select value from mining_settings where key = 'proveDeadline'`);
  const stored = result.rows[0]?.value;
  const at = typeof stored === 'string' ? Date.parse(stored) : NaN;
  // Without a setting (a store not opened through openSandboxStore) there is no campaign.
  return Number.isNaN(at) ? 0 : at;
}

export async function setProveDeadline(q: Queryable, at: number): Promise<void> {
  await q.query(`insert into mining_settings (key, value) values ('proveDeadline', $1::jsonb) on conflict (key) do update set value = excluded.value`, [
    JSON.stringify(new Date(at).toISOString()),
  ]);
}

/** How long the campaign runs from the day the store was created (ours: the seed gives no date). */
export const PROVE_CAMPAIGN_MS = 90 * 24 * 3_600_000;

/**
 * The default deadline, written when the store is first opened (issue 44): 90 days after the
 * sandbox clock's time then. A store that has a deadline keeps it (restarts, the controls' moves).
 */
export async function defaultProveDeadline(q: Queryable, now: number): Promise<void> {
  await q.query(`insert into mining_settings (key, value) values ('proveDeadline', $1::jsonb) on conflict (key) do nothing`, [
    JSON.stringify(new Date(now + PROVE_CAMPAIGN_MS).toISOString()),
  ]);
}
