/**
 * Every key the app keeps in local storage, with the schema its value must match and the default
 * used when it is missing, corrupt or foreign. The storage adapter enforces this table.
 */
import { z } from 'zod/mini';

export const STORAGE_KEYS = {
  /** Saved language choice; null means "not chosen", so the messenger language applies. */
  language: { schema: z.nullable(z.enum(['en', 'ru'])), fallback: null },
  /** The maintenance screen shows while this is true (the spec stores 'true' / 'false'). */
  isMaintenance: { schema: z.boolean(), fallback: false },
  /** The server each backend last succeeded on, by backend name. */
  activeServer: { schema: z.record(z.string(), z.string()), fallback: {} as Record<string, string> },
  /** When the external wallet connected (epoch ms), for the 1-hour session rule. */
  walletSessionDate: { schema: z.nullable(z.int().check(z.nonnegative())), fallback: null },
} as const;

type Keys = typeof STORAGE_KEYS;
export type StorageKey = keyof Keys;
export type StorageValue<K extends StorageKey> = z.infer<Keys[K]['schema']>;
