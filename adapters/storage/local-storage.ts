/**
 * The Storage port over window.localStorage. Values are JSON, checked against the schema of their
 * key (declared with `storageKey`, domain/shared/storage.ts): a missing, corrupt or foreign value
 * reads as the key's default and is replaced by it. Storage that throws (private mode, quota, disabled) never breaks the app:
 * reads fall back to defaults and writes are logged and dropped.
 */
import type { Logger } from '../../domain/shared/logger';
import type { Storage } from '../../domain/shared/storage';

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
    get(key) {
      let raw: string | null = null;
      try {
        raw = backend ? backend.getItem(key.name) : null;
      } catch (error) {
        logger.warn(`[storage] could not read ${key.name}`, error);
        return key.fallback;
      }
      if (raw === null) return key.fallback;
      let value: unknown;
      try {
        value = JSON.parse(raw);
      } catch {
        value = Symbol('corrupt');
      }
      const parsed = key.schema.safeParse(value);
      if (parsed.success) return parsed.data;
      logger.warn(`[storage] replaced an unreadable value of ${key.name} by its default`);
      write(key.name, key.fallback === null ? null : JSON.stringify(key.fallback));
      return key.fallback;
    },
    set(key, value) {
      const parsed = key.schema.safeParse(value);
      if (!parsed.success) {
        logger.error(`[storage] refused to store an invalid value for ${key.name}`);
        return;
      }
      write(key.name, JSON.stringify(parsed.data));
    },
    remove(key) {
      write(key.name, null);
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
