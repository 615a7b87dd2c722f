import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../../adapters/storage/local-storage';
import { dropStaleWalletSession, recordWalletConnected, type RawStorage } from '../../../adapters/wallet/wallet-session';
import { WALLET_SESSION_MS } from '../../../domain/wallet/wallet-session';
import { memoryBackend, silentLogger } from '../../support/memory-storage';
import { STORAGE_KEYS } from '../../../domain/storage-keys';

const NOW = Date.UTC(2025, 3, 1, 12);

/** One in-memory local storage seen both through the typed port and raw, as in the browser. */
function browserStorage(initial: Record<string, string>) {
  const backend = memoryBackend(initial);
  const raw: RawStorage = {
    get length() {
      return backend.data.size;
    },
    key: (index) => [...backend.data.keys()][index] ?? null,
    removeItem: (key) => backend.removeItem(key),
  };
  const logger = silentLogger();
  return { backend, raw, logger, storage: createLocalStorage(backend, logger) };
}

const TON_CONNECT_ENTRIES = {
  'ton-connect-storage_bridge-connection': '{"type":"http"}',
  'ton-connect-ui_wallet-info': '{"name":"Tonkeeper"}',
  'ton-connect-ui_last-selected-wallet-info': '{}',
};
const OTHERS = { language: '"ru"', isMaintenance: 'false' };
const clock = (now: number) => ({ now: () => now });

describe('dropping a stale TON Connect session at start', () => {
  it('drops the session when no date is stored, and leaves the app’s own keys alone', () => {
    const { backend, raw, logger, storage } = browserStorage({ ...TON_CONNECT_ENTRIES, ...OTHERS });
    expect(dropStaleWalletSession({ storage, raw, logger, clock: clock(NOW) })).toBe(true);
    expect(Object.fromEntries(backend.data)).toEqual(OTHERS);
  });

  it('drops a session older than one hour, with its date', () => {
    const { backend, raw, logger, storage } = browserStorage({ ...TON_CONNECT_ENTRIES, walletSessionDate: String(NOW - WALLET_SESSION_MS - 1) });
    expect(dropStaleWalletSession({ storage, raw, logger, clock: clock(NOW) })).toBe(true);
    expect([...backend.data.keys()]).toEqual([]);
  });

  it('keeps a session exactly one hour old or younger', () => {
    for (const age of [0, 1, WALLET_SESSION_MS]) {
      const initial = { ...TON_CONNECT_ENTRIES, walletSessionDate: String(NOW - age) };
      const { backend, raw, logger, storage } = browserStorage(initial);
      expect(dropStaleWalletSession({ storage, raw, logger, clock: clock(NOW) })).toBe(false);
      expect(Object.fromEntries(backend.data)).toEqual(initial);
    }
  });

  it('drops a session dated in the future', () => {
    const { backend, raw, logger, storage } = browserStorage({ ...TON_CONNECT_ENTRIES, walletSessionDate: String(NOW + 60_000) });
    expect(dropStaleWalletSession({ storage, raw, logger, clock: clock(NOW) })).toBe(true);
    expect(backend.data.size).toBe(0);
  });

  it('still forgets the date when local storage cannot be reached raw, and logs a refusal instead of throwing', () => {
    const { backend, logger, storage } = browserStorage({ walletSessionDate: '1' });
    expect(dropStaleWalletSession({ storage, raw: null, logger, clock: clock(NOW) })).toBe(true);
    expect(backend.data.has('walletSessionDate')).toBe(false);

    const refusing: RawStorage = {
      length: 1,
      key: () => {
        throw new Error('denied');
      },
      removeItem: () => undefined,
    };
    expect(dropStaleWalletSession({ storage, raw: refusing, logger, clock: clock(NOW) })).toBe(true);
    expect(logger.warnings).toHaveLength(1);
  });

  it('connecting stores the time, so the next start keeps the session for an hour', () => {
    const { raw, logger, storage } = browserStorage(TON_CONNECT_ENTRIES);
    recordWalletConnected({ storage, clock: clock(NOW) });
    expect(storage.get(STORAGE_KEYS.walletSessionDate)).toBe(NOW);
    expect(dropStaleWalletSession({ storage, raw, logger, clock: clock(NOW + WALLET_SESSION_MS) })).toBe(false);
    expect(dropStaleWalletSession({ storage, raw, logger, clock: clock(NOW + WALLET_SESSION_MS + 1) })).toBe(true);
  });

  it('does not load the TON Connect UI library', () => {
    const source = readFileSync(new URL('../../../adapters/wallet/wallet-session.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/from\s+['"]@tonconnect\//);
    expect(source).not.toMatch(/import\(\s*['"]@tonconnect\//);
  });
});
