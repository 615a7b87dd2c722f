import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../adapters/storage/local-storage';
import { STORAGE_KEYS, type StorageKey } from '../../domain/storage-keys';
import { memoryBackend, silentLogger } from '../support/memory-storage';

const keys = Object.keys(STORAGE_KEYS) as StorageKey[];

describe('local storage adapter', () => {
  it('reads the spec value isMaintenance="true" as true and "false" as false', () => {
    expect(createLocalStorage(memoryBackend({ isMaintenance: 'true' }), silentLogger()).get('isMaintenance')).toBe(true);
    expect(createLocalStorage(memoryBackend({ isMaintenance: 'false' }), silentLogger()).get('isMaintenance')).toBe(false);
  });

  it('round-trips values it stores', () => {
    const storage = createLocalStorage(memoryBackend(), silentLogger());
    storage.set('language', 'ru');
    storage.set('activeServer', { main: 'http://127.0.0.1:1' });
    storage.set('walletSessionDate', 1_700_000_000_000);
    expect(storage.get('language')).toBe('ru');
    expect(storage.get('activeServer')).toEqual({ main: 'http://127.0.0.1:1' });
    expect(storage.get('walletSessionDate')).toBe(1_700_000_000_000);
  });

  it('replaces any corrupt or foreign value by the default, for every key', () => {
    fc.assert(
      fc.property(fc.constantFrom(...keys), fc.string(), (key, garbage) => {
        const backend = memoryBackend({ [key]: garbage });
        const storage = createLocalStorage(backend, silentLogger());
        const value = storage.get(key);
        const valid = STORAGE_KEYS[key].schema.safeParse(value);
        expect(valid.success).toBe(true);
        // What is left behind is readable again (or gone).
        const again = backend.data.get(key);
        if (again !== undefined) expect(STORAGE_KEYS[key].schema.safeParse(JSON.parse(again)).success).toBe(true);
      }),
    );
  });

  it('never throws when the storage itself throws', () => {
    const logger = silentLogger();
    const storage = createLocalStorage(memoryBackend({}, { throws: true }), logger);
    expect(storage.get('isMaintenance')).toBe(false);
    expect(() => storage.set('language', 'en')).not.toThrow();
    expect(() => storage.remove('language')).not.toThrow();
    expect(() => storage.clear()).not.toThrow();
    expect(logger.warnings.length).toBeGreaterThan(0);
  });

  it('works with no storage at all', () => {
    const storage = createLocalStorage(null, silentLogger());
    storage.set('language', 'ru');
    expect(storage.get('language')).toBeNull();
  });

  it('refuses to store a value outside the schema', () => {
    const logger = silentLogger();
    const backend = memoryBackend();
    const storage = createLocalStorage(backend, logger);
    storage.set('language', 'de' as never);
    expect(backend.data.has('language')).toBe(false);
    expect(logger.errors).toHaveLength(1);
  });

  it('clear removes everything, including keys of others (the hidden reset)', () => {
    const backend = memoryBackend({ isMaintenance: 'true', foreign: 'x' });
    createLocalStorage(backend, silentLogger()).clear();
    expect(backend.data.size).toBe(0);
  });
});
