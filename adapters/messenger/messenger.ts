/**
 * The Messenger port the app runs on. The launch data is read at once, without the SDK
 * (launch-query.ts, launch-params.ts); the SDK half (telegram.ts) is a separate chunk, loaded by `start()` while the
 * first screen renders, or by whichever call comes first.
 *
 * Calls made before the SDK has arrived are not lost: fire-and-forget calls wait in order and run
 * once it is bound, calls with an answer wait for it. A failed download is logged; those calls then
 * degrade the way an unsupported messenger client does (nothing happens; `native()` answers null,
 * so no clipboard, no cloud storage, a 'failed' invoice), and the next call tries the download again.
 */
import type { Logger } from '../../domain/shared/logger';
import type { Messenger } from '../../domain/shared/messenger';
import { writeClipboard } from './clipboard';
import { readLaunchContext } from './launch-params';
import { applyThemeVariables, browserLaunchSources, findLaunchQuery, launchThemeParams, type LaunchSources } from './launch-query';
import type { SdkMessenger, TelegramMessengerOptions } from './telegram';

export interface MessengerOptions extends TelegramMessengerOptions {
  readonly sources?: LaunchSources | undefined;
  /** The SDK chunk; tests pass a controllable one. */
  readonly loadSdk?: (() => Promise<{ createSdkMessenger(options: TelegramMessengerOptions): SdkMessenger }>) | undefined;
}

const loadTelegramSdk = () => import('./telegram');

const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

export function createMessenger(options: MessengerOptions): Messenger {
  const logger: Logger = options.logger;
  const query = findLaunchQuery(options.sources ?? browserLaunchSources());
  const launch = readLaunchContext(query, logger);
  // The SDK binds the theme later; its colours are in the launch URL and must not wait for it.
  if (launch && typeof document !== 'undefined') applyThemeVariables(launchThemeParams(query), document.documentElement.style);
  const loadSdk = options.loadSdk ?? loadTelegramSdk;
  let sdk: SdkMessenger | null = null;
  let bound = false;
  let loading: Promise<SdkMessenger | null> | null = null;
  let started = false;
  const waiting: ((sdk: SdkMessenger) => void)[] = [];

  function load(): Promise<SdkMessenger | null> {
    loading ??= loadSdk().then(
      async (module) => {
        // The SDK's evaluation and its binding are a long task together on a slow phone; the
        // browser may paint and answer a tap between the two.
        await nextTask();
        const instance = module.createSdkMessenger(options);
        // Outside the messenger there is no host to bind to; the calls then degrade by themselves.
        bound = launch !== null && instance.bind();
        sdk = instance;
        for (const call of waiting.splice(0)) call(instance);
        return instance;
      },
      (error: unknown) => {
        logger.error('the messenger SDK failed to load', error);
        waiting.length = 0;
        loading = null;
        return null;
      },
    );
    return loading;
  }

  /** Runs now if the SDK is here, otherwise in order once it is. */
  function whenLoaded(call: (sdk: SdkMessenger) => void): void {
    if (sdk) {
      call(sdk);
      return;
    }
    waiting.push(call);
    void load();
  }

  async function withSdk<T>(fallback: T, call: (sdk: SdkMessenger) => Promise<T>): Promise<T> {
    const instance = sdk ?? (await load());
    return instance ? call(instance) : fallback;
  }

  /** A fire-and-forget call: one shape for every call that has no answer (and a smaller first load). */
  type Quiet = 'showBackButton' | 'haptic' | 'openLink' | 'openTelegramLink' | 'close';
  const later =
    <K extends Quiet>(name: K) =>
    (...args: Parameters<SdkMessenger[K]>): void =>
      whenLoaded((instance) => (instance[name] as (...values: Parameters<SdkMessenger[K]>) => void)(...args));

  return {
    launch,

    async start() {
      if (started || !launch) return;
      started = true;
      await load();
      if (!sdk || !bound) return;
      try {
        await sdk.settle(launch.platform);
      } catch (error) {
        logger.warn('the messenger did not settle', error);
      }
    },

    showBackButton: later('showBackButton'),

    onBackButton(listener) {
      let off: (() => void) | null = null;
      let cancelled = false;
      whenLoaded((instance) => {
        if (!cancelled) off = instance.onBackButton(listener);
      });
      return () => {
        cancelled = true;
        off?.();
      };
    },

    haptic: later('haptic'),

    native() {
      return withSdk(null, async (instance) => instance.native);
    },

    openLink: later('openLink'),
    openTelegramLink: later('openTelegramLink'),

    writeClipboard(text) {
      return writeClipboard(text, logger);
    },

    close: later('close'),
  };
}
