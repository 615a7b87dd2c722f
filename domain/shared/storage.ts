/**
 * Typed local storage. A key is declared where it is used (a feature declares its own, in its own
 * folder, with `storageKey`), with the schema its value must match and the value read when it is
 * missing, corrupt or foreign. The adapter (adapters/storage/local-storage.ts) enforces the schema
 * on every read and write, so a stored value can never break the app.
 */
import type { z } from 'zod/mini';

export interface StorageKey<T> {
  /** The name in local storage; a feature's keys start with its name ("tasks.timers"). */
  readonly name: string;
  readonly schema: z.ZodMiniType<T>;
  readonly fallback: T;
}

/** Declares a key; `fallback` must match `schema` (a test reads every declared key). */
export const storageKey = <T>(name: string, schema: z.ZodMiniType<T>, fallback: NoInfer<T>): StorageKey<T> => ({ name, schema, fallback });

export interface Storage {
  get<T>(key: StorageKey<T>): T;
  set<T>(key: StorageKey<T>, value: NoInfer<T>): void;
  remove(key: StorageKey<unknown>): void;
  /** Removes everything the app stored (the hidden reset). */
  clear(): void;
}
