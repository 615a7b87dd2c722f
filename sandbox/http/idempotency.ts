/**
 * Executes a value-moving request once per (user, key) and replays the first answer afterwards.
 * Placeholder: the sandbox platform work replaces this with the stored implementation.
 */
import type { SandboxDeps } from '../deps';

export interface StoredAnswer {
  readonly status: number;
  readonly body: unknown;
}

export async function runOnce(
  _deps: SandboxDeps,
  _scope: { userId: number; key: string; route: string; fingerprint: string },
  execute: () => Promise<StoredAnswer>,
): Promise<StoredAnswer> {
  return execute();
}
