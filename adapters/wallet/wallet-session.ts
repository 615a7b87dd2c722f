/**
 * The TON Connect session rule at start (seed 000 §4, PRODUCT.md "External wallet"): a stored
 * wallet connection with no session date, or one older than an hour, is dropped before anything
 * can use it. TON Connect keeps its session in its own local storage entries (keys starting with
 * 'ton-connect'), so dropping means removing those entries and our date.
 *
 * This module must stay free of @tonconnect/ui-react: it runs on every start, and that library
 * belongs only to the screens that connect a wallet.
 */
import type { Clock } from '../../domain/shared/clock';
import type { Logger } from '../../domain/shared/logger';
import type { Storage } from '../../domain/shared/storage';
import { shouldDropWalletSession, walletSessionDate } from '../../domain/wallet/wallet-session';
import { STORAGE_KEYS } from '../../domain/storage-keys';

/** Every local storage key TON Connect (the SDK and its UI) writes starts with this. */
export const TON_CONNECT_KEY_PREFIX = 'ton-connect';

/** The part of window.localStorage needed to find and remove TON Connect's entries. */
export type RawStorage = Pick<globalThis.Storage, 'length' | 'key' | 'removeItem'>;

export interface WalletSessionDeps {
  readonly storage: Pick<Storage, 'get' | 'set' | 'remove'>;
  readonly clock: Clock;
  /** The browser's local storage, or null where it cannot be reached. */
  readonly raw: RawStorage | null;
  readonly logger: Logger;
}

function tonConnectKeys(raw: RawStorage): string[] {
  const keys: string[] = [];
  for (let index = 0; index < raw.length; index += 1) {
    const key = raw.key(index);
    if (key !== null && key.startsWith(TON_CONNECT_KEY_PREFIX)) keys.push(key);
  }
  return keys;
}

/**
 * Runs once at start. Returns true when the session was dropped. Never throws: a storage that
 * refuses access leaves at worst a stale session, which TON Connect itself still validates.
 */
export function dropStaleWalletSession(deps: WalletSessionDeps): boolean {
  if (!shouldDropWalletSession(deps.storage.get(STORAGE_KEYS.walletSessionDate), deps.clock.now())) return false;
  if (deps.raw) {
    try {
      // Collected first: removing while iterating shifts the indexes.
      for (const key of tonConnectKeys(deps.raw)) deps.raw.removeItem(key);
    } catch (error) {
      deps.logger.warn('[wallet] could not clear the TON Connect session', error);
    }
  }
  deps.storage.remove(STORAGE_KEYS.walletSessionDate);
  return true;
}

/** Call when the external wallet connects: the session counts from now. */
export function recordWalletConnected(deps: Pick<WalletSessionDeps, 'storage' | 'clock'>): void {
  deps.storage.set(STORAGE_KEYS.walletSessionDate, walletSessionDate(deps.clock));
}

/** window.localStorage, or null where touching it throws (sandboxed iframes, disabled storage). */
export function browserRawStorage(): RawStorage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}
