import type { StorageBackend } from '../../adapters/storage/local-storage';
import type { Logger } from '../../domain/shared/logger';

/** An in-memory Web Storage stand-in, optionally throwing on every access. */
export function memoryBackend(initial: Record<string, string> = {}, options: { throws?: boolean } = {}): StorageBackend & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  const guard = (): void => {
    if (options.throws) throw new Error('storage disabled');
  };
  return {
    data,
    getItem: (key) => (guard(), data.get(key) ?? null),
    setItem: (key, value) => (guard(), void data.set(key, String(value))),
    removeItem: (key) => (guard(), void data.delete(key)),
    clear: () => (guard(), data.clear()),
  };
}

export function silentLogger(): Logger & { warnings: string[]; errors: string[] } {
  const warnings: string[] = [];
  const errors: string[] = [];
  return { warnings, errors, warn: (message) => void warnings.push(message), error: (message) => void errors.push(message) };
}
