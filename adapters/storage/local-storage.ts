/**
 * The Storage port over window.localStorage. Values are JSON, checked against the schema of their
 * key (domain/storage-keys.ts): a missing, corrupt or foreign value reads as the key's default and
 * is replaced by it. Storage that throws (private mode, quota, disabled) never breaks the app:
 * reads fall back to defaults and writes are logged and dropped.
 */
import type { Logger, Storage } from '../../domain/ports';
import { STORAGE_KEYS, type StorageKey, type StorageValue } from '../../domain/storage-keys';

/** The subset of the Web Storage API we use, so tests can pass a throwing or in-memory one. */
export type StorageBackend = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear'>;

export function createLocalStorage(backend: StorageBackend | null, logger: Logger): Storage {
  function write(key: string, raw: string | null): void {
    if (!backend) return;
    try {
      if (raw === null) backend.removeItem(key);
      else backend.setItem(key, raw);
    } catch (error) {
      logger.warn(`[storage] could not write ${key}`, error);
    }
  }

  return {
    get<K extends StorageKey>(key: K): StorageValue<K> {
      const spec = STORAGE_KEYS[key];
      let raw: string | null = null;
      try {
        raw = backend ? backend.getItem(key) : null;
      } catch (error) {
        logger.warn(`[storage] could not read ${key}`, error);
        return spec.fallback as StorageValue<K>;
      }
      if (raw === null) return spec.fallback as StorageValue<K>;
      let value: unknown;
      try {
        value = JSON.parse(raw);
      } catch {
        value = Symbol('corrupt');
      }
      const parsed = spec.schema.safeParse(value);
      if (parsed.success) return parsed.data as StorageValue<K>;
      logger.warn(`[storage] replaced an unreadable value of ${key} by its default`);
      write(key, spec.fallback === null ? null : JSON.stringify(spec.fallback));
      return spec.fallback as StorageValue<K>;
    },
    set(key, value) {
      const parsed = STORAGE_KEYS[key].schema.safeParse(value);
      if (!parsed.success) {
        logger.error(`[storage] refused to store an invalid value for ${key}`);
        return;
      }
      write(key, JSON.stringify(parsed.data));
    },
    remove(key) {
      write(key, null);
    },
    clear() {
      if (!backend) return;
      try {
        backend.clear();
      } catch (error) {
        logger.warn('[storage] could not clear', error);
      }
    },
  };
}

/** Reaches window.localStorage without throwing where touching it throws (sandboxed iframes). */
export function browserLocalStorage(): StorageBackend | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}
