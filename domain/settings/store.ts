/**
 * The settings at run time: read at once from local storage (the cache), then from the messenger's
 * cloud storage, which wins where it names a setting (the language order of issue 37: cloud
 * setting, local setting, messenger language, query parameter). A change is written to both.
 * One store per storage (`settingsStore`), so a screen's hook and an adapter's plain read agree.
 */
import { z } from 'zod/mini';
import type { Logger } from '../shared/logger';
import type { Messenger } from '../shared/messenger';
import { storageKey, type Storage } from '../shared/storage';
import { STORAGE_KEYS } from '../storage-keys';
import { mergeSettings, parseSettings, serializeSettings, SETTINGS_CLOUD_KEY, type Settings } from './settings';

/**
 * The local cache of the settings but the language, which keeps its own key (STORAGE_KEYS.language):
 * the boot and the early reads resolve the language from it before any of this code loads. Only
 * zod kinds the home already ships (a lazy schema's kind joins the first load's zod chunk): a value
 * that is not an object of booleans is replaced by null (logged by the storage adapter).
 */
export const LOCAL_SETTINGS_KEY = storageKey<Record<string, boolean> | null>('settings', z.nullable(z.record(z.string(), z.boolean())), null);

/** The banner music's mute choice from before the settings (issue 25): read while "sounds" was never set. */
export const LEGACY_MUSIC_MUTED_KEY = storageKey('banners.musicMuted', z.boolean(), false);

export interface SettingsStore {
  get(): Settings;
  /** Returns an unsubscribe function. */
  subscribe(listener: (settings: Settings) => void): () => void;
  /** Saves a change locally at once, then to the cloud (a failure there is logged, the local value holds). */
  update(change: Partial<Settings>): void;
  /** Reads the cloud once (later calls answer the same promise); resolves when the settings hold its values. */
  hydrate(): Promise<Settings>;
}

export type SettingsPorts = { readonly storage: Storage; readonly messenger: Pick<Messenger, 'native'>; readonly logger: Logger };

export function createSettingsStore(ports: SettingsPorts): SettingsStore {
  const { storage, messenger, logger } = ports;
  const dropped = (where: string) => (what: string) => logger.warn(`[settings] dropped a corrupted ${what} from ${where}`);
  const readLocal = (): Partial<Settings> => {
    const local: { -readonly [K in keyof Settings]?: Settings[K] } = parseSettings(storage.get(LOCAL_SETTINGS_KEY), dropped('local storage'));
    delete (local as { language?: unknown }).language;
    if (local.sounds === undefined && storage.get(LEGACY_MUSIC_MUTED_KEY)) local.sounds = false;
    const language = storage.get(STORAGE_KEYS.language);
    return language === null ? local : { ...local, language };
  };
  let current = mergeSettings(readLocal());
  const listeners = new Set<(settings: Settings) => void>();
  let hydrating: Promise<Settings> | null = null;
  // What the person changed before the cloud answered: newer than the cloud's copy, so it stays.
  let changedHere: Partial<Settings> = {};

  const keep = (next: Settings): void => {
    const { language, ...flags } = next;
    storage.set(STORAGE_KEYS.language, language);
    storage.set(LOCAL_SETTINGS_KEY, flags);
    const changed = serializeSettings(next) !== serializeSettings(current);
    current = next;
    if (changed) for (const listener of [...listeners]) listener(next);
  };

  const cloud = async () => (await messenger.native())?.cloudStorage ?? null;

  return {
    get: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update(change) {
      changedHere = { ...changedHere, ...change };
      keep(mergeSettings(change, current));
      const saved = current;
      void cloud()
        .then((storage) => storage?.set(SETTINGS_CLOUD_KEY, serializeSettings(saved)))
        .catch((error: unknown) => logger.warn('[settings] could not save to the cloud', error));
    },
    hydrate() {
      hydrating ??= cloud()
        .then((storage) => storage?.get(SETTINGS_CLOUD_KEY) ?? null)
        .then(
          (raw) => {
            if (raw !== null) keep(mergeSettings(changedHere, parseSettings(raw, dropped('cloud storage')), current));
            return current;
          },
          (error: unknown) => {
            logger.warn('[settings] could not read the cloud', error);
            return current;
          },
        );
      return hydrating;
    },
  };
}

const stores = new WeakMap<Storage, SettingsStore>();

/** The one store of these ports (plain read for adapters: `settingsStore(ports).get().haptics`). */
export function settingsStore(ports: SettingsPorts): SettingsStore {
  let store = stores.get(ports.storage);
  if (!store) {
    store = createSettingsStore(ports);
    stores.set(ports.storage, store);
  }
  return store;
}
