/**
 * The person's settings (issue 37): the language, the biometric confirmation of money, the sounds
 * (the banner music) and the haptics. They follow the person across devices through the
 * messenger's cloud storage, with local storage as the fallback and the cache (store.ts). A stored
 * value is read field by field: a corrupted field is dropped with a log line and the others keep,
 * so no stored value can break the app.
 */
import { toLanguage, type Language } from '../launch/language';

export interface Settings {
  /** The chosen language; null means "not chosen", so the messenger's language applies. */
  readonly language: Language | null;
  /** Ask the messenger's biometric prompt before money leaves (off by default, as the issue asks). */
  readonly biometrics: boolean;
  /** The banner music plays (unmuted). */
  readonly sounds: boolean;
  readonly haptics: boolean;
}

export type SettingName = keyof Settings;

export const DEFAULT_SETTINGS: Settings = { language: null, biometrics: false, sounds: true, haptics: true };

/** The cloud storage key (the messenger allows [A-Za-z0-9_-], 1 to 128 characters). */
export const SETTINGS_CLOUD_KEY = 'settings';

const FLAGS = ['biometrics', 'sounds', 'haptics'] as const;

/**
 * Reads a stored settings value (a JSON string, or what parsing one gave): the fields that are
 * valid, each one dropped with a call of `dropped` when it is not. Never throws.
 */
export function parseSettings(raw: unknown, dropped: (what: string) => void): Partial<Settings> {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      dropped('settings (not JSON)');
      return {};
    }
  }
  if (value === null || value === undefined) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    dropped('settings (not an object)');
    return {};
  }
  const record = value as Record<string, unknown>;
  const settings: { -readonly [K in SettingName]?: Settings[K] } = {};
  if ('language' in record) {
    const language = record.language === null ? null : toLanguage(record.language);
    // Only the two exact codes are ours to store; anything else is a corrupted value.
    if (record.language === null || (language !== null && language === record.language)) settings.language = language;
    else dropped('settings.language');
  }
  for (const flag of FLAGS) {
    if (!(flag in record)) continue;
    if (typeof record[flag] === 'boolean') settings[flag] = record[flag];
    else dropped(`settings.${flag}`);
  }
  return settings;
}

/** The first layer that names a setting decides it; the defaults decide the rest. */
export function mergeSettings(...layers: readonly Partial<Settings>[]): Settings {
  const merged = { ...DEFAULT_SETTINGS };
  for (const layer of [...layers].reverse()) Object.assign(merged, layer);
  return merged;
}

export function serializeSettings(settings: Settings): string {
  return JSON.stringify({ language: settings.language, biometrics: settings.biometrics, sounds: settings.sounds, haptics: settings.haptics });
}
