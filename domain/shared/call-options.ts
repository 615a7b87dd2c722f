/** How a port's call is made: every backend port of every feature takes these. */
export interface CallOptions {
  readonly signal?: AbortSignal | undefined;
  /** A newer call with the same id aborts the earlier one (the abort is silent). */
  readonly requestId?: string | undefined;
}

export interface ValueCallOptions extends CallOptions {
  /** Created once per user action (idempotency.ts); reused on the failover retry so the server executes once. */
  readonly idempotencyKey: string;
}
