/**
 * The messenger port with its SDK half arriving late (or never): calls made meanwhile keep their
 * order, cancelled listeners stay cancelled, and a failed download degrades instead of throwing.
 */
import { describe, expect, it, vi } from 'vitest';
import { createMessenger, type MessengerOptions } from '../../../adapters/messenger/messenger';
import type { SdkMessenger } from '../../../adapters/messenger/telegram';
import { readClipboard } from '../../../domain/shared/messenger';
import { deferred } from '../../support/deferred';
import { silentLogger } from '../../support/memory-storage';

const INSIDE = `http://127.0.0.1:5173/#${new URLSearchParams({
  tgWebAppData: new URLSearchParams({ auth_date: '1700000000', hash: 'f'.repeat(64), user: JSON.stringify({ id: 1001, first_name: 'Alice' }) }).toString(),
  tgWebAppPlatform: 'ios',
  tgWebAppVersion: '8.0',
}).toString()}`;
const OUTSIDE = 'http://127.0.0.1:5173/';

/** An SDK half that records what reaches it. */
function recordingSdk(options: { binds?: boolean } = {}) {
  const calls: string[] = [];
  const backListeners = new Set<() => void>();
  const sdk: SdkMessenger = {
    bind: () => (calls.push('bind'), options.binds ?? true),
    settle: async () => void calls.push('settle'),
    showBackButton: (visible) => void calls.push(`back:${visible}`),
    onBackButton: (listener) => {
      backListeners.add(listener);
      return () => backListeners.delete(listener);
    },
    openLink: (url) => void calls.push(`link:${url}`),
    openTelegramLink: (url) => void calls.push(`tg:${url}`),
    close: () => void calls.push('close'),
    native: {
      readClipboard: async () => 'pasted',
      share: (url) => void calls.push(`share:${url}`),
      openInvoice: async () => 'paid',
      cloudStorage: { get: async (key) => (calls.push(`cloud-get:${key}`), null), set: async () => false },
      onSettingsButton: () => () => undefined,
      setClosingConfirmation: (on) => void calls.push(`closing:${on}`),
      confirmWithBiometrics: async () => 'unavailable',
      confirmDestructive: async (request) => (calls.push(`popup:${request.title}`), true),
      qrScanner: { available: () => true, scan: async (prompt) => (calls.push(`scan:${prompt}`), null) },
      homeScreenStatus: async () => 'unsupported',
      addToHomeScreen: () => false,
    },
    haptic: (kind) => void calls.push(`haptic:${kind}`),
  };
  return { sdk, calls, backListeners };
}

function messengerWith(href: string, loadSdk: MessengerOptions['loadSdk']) {
  const logger = silentLogger();
  const messenger = createMessenger({ messengerOrigin: 'http://127.0.0.1:5170', logger, sources: { href }, loadSdk });
  return { messenger, logger };
}

describe('the messenger while its SDK downloads', () => {
  it('has the launch at once, before any download', () => {
    let loads = 0;
    const { messenger } = messengerWith(INSIDE, () => {
      loads += 1;
      return new Promise(() => undefined);
    });
    expect(messenger.launch?.user?.firstName).toBe('Alice');
    expect(loads).toBe(0);
  });

  it('replays calls made before the SDK arrived, in order, after binding', async () => {
    const chunk = deferred<{ createSdkMessenger(): SdkMessenger }>();
    const { sdk, calls } = recordingSdk();
    const { messenger } = messengerWith(INSIDE, () => chunk.promise);
    const starting = messenger.start();
    messenger.showBackButton(true);
    messenger.haptic('success');
    messenger.openLink('https://example.org');
    messenger.haptic('selection');
    const native = messenger.native();
    expect(calls).toEqual([]);
    chunk.resolve({ createSdkMessenger: () => sdk });
    await starting;
    expect(calls).toEqual(['bind', 'back:true', 'haptic:success', 'link:https://example.org', 'haptic:selection', 'settle']);
    // The native features arrive with the SDK half.
    expect(await native).toBe(sdk.native);
    messenger.close();
    expect(calls.at(-1)).toBe('close');
  });

  it('never registers a back-button listener that was removed before the SDK arrived', async () => {
    const chunk = deferred<{ createSdkMessenger(): SdkMessenger }>();
    const { sdk, backListeners } = recordingSdk();
    const { messenger } = messengerWith(INSIDE, () => chunk.promise);
    const kept = messenger.onBackButton(() => undefined);
    const removed = messenger.onBackButton(() => undefined);
    removed();
    chunk.resolve({ createSdkMessenger: () => sdk });
    await messenger.start();
    expect(backListeners.size).toBe(1);
    kept();
    expect(backListeners.size).toBe(0);
  });

  it('waits for the SDK for calls with an answer', async () => {
    const { sdk } = recordingSdk();
    const { messenger } = messengerWith(INSIDE, async () => ({ createSdkMessenger: () => sdk }));
    expect(await readClipboard(messenger)).toBe('pasted');
    expect(await (await messenger.native())?.openInvoice('https://t.me/$abc')).toBe('paid');
  });

  it('outside the messenger: start does nothing and nothing binds to a host', async () => {
    const { sdk, calls } = recordingSdk();
    let loads = 0;
    const { messenger } = messengerWith(OUTSIDE, async () => {
      loads += 1;
      return { createSdkMessenger: () => sdk };
    });
    await messenger.start();
    expect(loads).toBe(0);
    messenger.openLink('https://example.org');
    // The SDK is bound a task after it is evaluated (two short tasks instead of one long one).
    await vi.waitFor(() => expect(calls).toEqual(['link:https://example.org']));
  });

  it('does not settle when binding failed', async () => {
    const { sdk, calls } = recordingSdk({ binds: false });
    const { messenger } = messengerWith(INSIDE, async () => ({ createSdkMessenger: () => sdk }));
    await messenger.start();
    expect(calls).toEqual(['bind']);
  });

  it('degrades on a failed download, logs it, and tries again on the next call', async () => {
    let attempts = 0;
    const { sdk, calls } = recordingSdk();
    const { messenger, logger } = messengerWith(INSIDE, async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return { createSdkMessenger: () => sdk };
    });
    await expect(messenger.start()).resolves.toBeUndefined();
    expect(await readClipboard(messenger)).toBe('pasted');
    expect(logger.errors).toEqual(['the messenger SDK failed to load']);
    expect(attempts).toBe(2);
    expect(calls).toContain('bind');
  });

  it('answers calls with an answer with their fallback while the download fails', async () => {
    const { messenger } = messengerWith(INSIDE, () => Promise.reject(new Error('offline')));
    expect(await readClipboard(messenger)).toBeNull();
    expect(await messenger.native()).toBeNull();
  });
});
