/**
 * Idempotency keys, one rule for every value-moving call (swap, send, and the mining area's stakes,
 * claims and burns): a key is created when the user first confirms, kept on the machine's context
 * for that confirmation, and reused on every retry (the failover retry and a press after a failure),
 * so the server executes the action at most once. A new confirmation (a new form) makes a new key.
 */

/** Makes a new key; random in the app, predictable in tests. */
export type NewIdempotencyKey = () => string;

/** What a value-moving flow's provide function accepts. */
export interface IdempotencyOptions {
  readonly newIdempotencyKey?: NewIdempotencyKey | undefined;
}

/** A random key named after its flow ("send-…", "swap-…"), so server logs tell them apart. */
export function randomIdempotencyKey(flow: string): NewIdempotencyKey {
  return () => `${flow}-${globalThis.crypto.randomUUID()}`;
}

/** The key of this confirmation: the one already kept, else a new one. */
export function keptIdempotencyKey(current: string | null, create: NewIdempotencyKey): string {
  return current ?? create();
}
