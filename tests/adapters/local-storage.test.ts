import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../adapters/storage/local-storage';
import type { StorageKey } from '../../domain/shared/storage';
import { STORAGE_KEYS } from '../../domain/storage-keys';
import { memoryBackend, silentLogger } from '../support/memory-storage';

const keys: readonly StorageKey<unknown>[] = Object.values(STORAGE_KEYS) as StorageKey<unknown>[];

describe('local storage adapter', () => {
  it('reads the spec value isMaintenance="true" as true and "false" as false', () => {
    expect(createLocalStorage(memoryBackend({ isMaintenance: 'true' }), silentLogger()).get(STORAGE_KEYS.isMaintenance)).toBe(true);
    expect(createLocalStorage(memoryBackend({ isMaintenance: 'false' }), silentLogger()).get(STORAGE_KEYS.isMaintenance)).toBe(false);
  });

  it('round-trips values it stores', () => {
    const storage = createLocalStorage(memoryBackend(), silentLogger());
    storage.set(STORAGE_KEYS.language, 'ru');
    storage.set(STORAGE_KEYS.activeServer, { main: 'http://127.0.0.1:1' });
    storage.set(STORAGE_KEYS.walletSessionDate, 1_700_000_000_000);
    expect(storage.get(STORAGE_KEYS.language)).toBe('ru');
    expect(storage.get(STORAGE_KEYS.activeServer)).toEqual({ main: 'http://127.0.0.1:1' });
    expect(storage.get(STORAGE_KEYS.walletSessionDate)).toBe(1_700_000_000_000);
  });

  it('replaces any corrupt or foreign value by the default, for every key', () => {
    fc.assert(
      fc.property(fc.constantFrom(...keys), fc.string(), (key, garbage) => {
        const backend = memoryBackend({ [key.name]: garbage });
        const storage = createLocalStorage(backend, silentLogger());
        const value = storage.get(key);
        const valid = key.schema.safeParse(value);
        expect(valid.success).toBe(true);
        // What is left behind is readable again (or gone).
        const again = backend.data.get(key.name);
        if (again !== undefined) expect(key.schema.safeParse(JSON.parse(again)).success).toBe(true);
      }),
    );
  });

  it('never throws when the storage itself throws', () => {
    const logger = silentLogger();
    const storage = createLocalStorage(memoryBackend({}, { throws: true }), logger);
    expect(storage.get(STORAGE_KEYS.isMaintenance)).toBe(false);
    expect(() => storage.set(STORAGE_KEYS.language, 'en')).not.toThrow();
    expect(() => storage.remove(STORAGE_KEYS.language)).not.toThrow();
    expect(() => storage.clear()).not.toThrow();
    expect(logger.warnings.length).toBeGreaterThan(0);
  });

  it('works with no storage at all', () => {
    const storage = createLocalStorage(null, silentLogger());
    storage.set(STORAGE_KEYS.language, 'ru');
    expect(storage.get(STORAGE_KEYS.language)).toBeNull();
  });

  it('refuses to store a value outside the schema', () => {
    const logger = silentLogger();
    const backend = memoryBackend();
    const storage = createLocalStorage(backend, logger);
    storage.set(STORAGE_KEYS.language, 'de' as never);
    expect(backend.data.has('language')).toBe(false);
    expect(logger.errors).toHaveLength(1);
  });

  it('clear removes everything, including keys of others (the hidden reset)', () => {
    const backend = memoryBackend({ isMaintenance: 'true', foreign: 'x' });
    createLocalStorage(backend, silentLogger()).clear();
    expect(backend.data.size).toBe(0);
  });
});
