/**
 * The person's settings for React (domain/settings/store.ts): the current values, re-rendering on
 * a change, and the store to change them. Import it only from lazy screens: the home's first load
 * carries none of the settings code.
 */
import { useSyncExternalStore } from 'react';
import type { Settings } from '../../domain/settings/settings';
import { settingsStore, type SettingsStore } from '../../domain/settings/store';
import { usePorts } from '../ports-context';

export function useSettingsStore(): SettingsStore {
  const { storage, messenger, logger } = usePorts();
  return settingsStore({ storage, messenger, logger });
}

export function useSettings(): Settings {
  const store = useSettingsStore();
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
