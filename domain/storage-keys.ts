/**
 * The app's own storage keys (the shell's, the HTTP client's and the wallet connection's). A mining
 * feature declares its keys in its own folder with `storageKey` (domain/shared/storage.ts).
 */
import { z } from 'zod/mini';
import { storageKey } from './shared/storage';

export const STORAGE_KEYS = {
  /** Saved language choice; null means "not chosen", so the messenger language applies. */
  language: storageKey('language', z.nullable(z.enum(['en', 'ru'])), null),
  /** The maintenance screen shows while this is true (the spec stores 'true' / 'false'). */
  isMaintenance: storageKey('isMaintenance', z.boolean(), false),
  /** The server each backend last succeeded on, by backend name. */
  activeServer: storageKey<Record<string, string>>('activeServer', z.record(z.string(), z.string()), {}),
  /** When the external wallet connected (epoch ms), for the 1-hour session rule. */
  walletSessionDate: storageKey('walletSessionDate', z.nullable(z.int().check(z.nonnegative())), null),
} as const;
