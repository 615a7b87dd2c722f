/**
 * The settings store: local storage first (the cache), the messenger's cloud storage over it once
 * read; a change written to both; a corrupted stored value dropped with a log line, never a crash.
 */
import { describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../../adapters/storage/local-storage';
import { createSettingsStore, settingsStore } from '../../../domain/settings/store';
import { SETTINGS_CLOUD_KEY } from '../../../domain/settings/settings';
import { fakeMessenger } from '../../support/fake-messenger';
import { memoryBackend, silentLogger } from '../../support/memory-storage';

function storeWith(local: Record<string, string>, cloud: Record<string, string> | null, options: { native?: boolean } = {}) {
  const logger = silentLogger();
  const backend = memoryBackend(local);
  const storage = createLocalStorage(backend, logger);
  const messenger = fakeMessenger({ cloud, ...options });
  return { store: createSettingsStore({ storage, messenger, logger }), backend, messenger, logger, storage };
}

describe('the settings store', () => {
  it('starts from local storage, at once, with the defaults for what is not stored', () => {
    const { store } = storeWith({ language: '"ru"', settings: '{"haptics":false}' }, {});
    expect(store.get()).toEqual({ language: 'ru', biometrics: false, sounds: true, haptics: false });
  });

  it('takes the cloud over local storage once read, and caches it locally', async () => {
    const { store, backend } = storeWith({ language: '"ru"' }, { [SETTINGS_CLOUD_KEY]: '{"language":"en","biometrics":true}' });
    const seen: string[] = [];
    store.subscribe((settings) => seen.push(settings.language ?? 'none'));
    await store.hydrate();
    expect(store.get()).toMatchObject({ language: 'en', biometrics: true });
    expect(seen).toEqual(['en']);
    expect(backend.data.get('language')).toBe('"en"');
    expect(JSON.parse(backend.data.get('settings') ?? '')).toMatchObject({ biometrics: true });
  });

  it('writes a change locally at once and to the cloud', async () => {
    const { store, backend, messenger } = storeWith({}, {});
    store.update({ sounds: false, language: 'ru' });
    expect(store.get()).toMatchObject({ sounds: false, language: 'ru' });
    expect(backend.data.get('language')).toBe('"ru"');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(JSON.parse(messenger.cloud?.get(SETTINGS_CLOUD_KEY) ?? '')).toEqual({ language: 'ru', biometrics: false, sounds: false, haptics: true });
  });

  it('keeps a change made before the cloud answered', async () => {
    const { store } = storeWith({}, { [SETTINGS_CLOUD_KEY]: '{"haptics":true,"sounds":true}' });
    store.update({ haptics: false });
    await store.hydrate();
    expect(store.get()).toMatchObject({ haptics: false, sounds: true });
  });

  it('drops a corrupted cloud or local value with a log line, never a crash', async () => {
    const { store, logger } = storeWith({ settings: '{broken', language: '"xx"' }, { [SETTINGS_CLOUD_KEY]: '{"biometrics":"maybe","sounds":false}' });
    expect(store.get()).toEqual({ language: null, biometrics: false, sounds: true, haptics: true });
    await store.hydrate();
    expect(store.get()).toEqual({ language: null, biometrics: false, sounds: false, haptics: true });
    expect(logger.warnings.join('\n')).toContain('[settings] dropped a corrupted settings.biometrics from cloud storage');
    expect(logger.warnings.join('\n')).toContain('[storage] replaced an unreadable value of settings by its default');
  });

  it('keeps to local storage where the client has no cloud storage or the SDK did not load', async () => {
    for (const { cloud, native } of [{ cloud: null, native: true }, { cloud: {}, native: false }]) {
      const { store, messenger } = storeWith({ settings: '{"sounds":false}' }, cloud, { native });
      expect(await store.hydrate()).toMatchObject({ sounds: false });
      store.update({ haptics: false });
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(store.get()).toMatchObject({ sounds: false, haptics: false });
      expect(messenger.log.cloudWrites).toEqual([]);
    }
  });

  it("takes the banner music's old mute choice as sounds off until sounds is set", () => {
    expect(storeWith({ 'banners.musicMuted': 'true' }, {}).store.get().sounds).toBe(false);
    expect(storeWith({ 'banners.musicMuted': 'true', settings: '{"sounds":true}' }, {}).store.get().sounds).toBe(true);
  });

  it('is one store per storage, so a hook and an adapter read the same values', () => {
    const { storage, messenger, logger } = storeWith({}, {});
    const first = settingsStore({ storage, messenger, logger });
    first.update({ haptics: false });
    expect(settingsStore({ storage, messenger, logger }).get().haptics).toBe(false);
  });
});
