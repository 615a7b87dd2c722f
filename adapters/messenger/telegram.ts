/**
 * The Messenger port's host-facing half over @telegram-apps/sdk v3, loaded lazily by messenger.ts
 * once the first screen is up (the launch data itself is read without the SDK: launch-params.ts).
 * Every SDK call goes through its `isAvailable()` guard (`ifAvailable`), so an older messenger
 * client, or a host that never answers, degrades to "nothing happens" instead of an exception.
 */
import {
  backButton,
  cloudStorage,
  init,
  invoice,
  miniApp,
  openLink,
  openTelegramLink,
  readTextFromClipboard,
  settingsButton,
  shareURL,
  targetOrigin,
  swipeBehavior,
  themeParams,
  viewport,
} from '@telegram-apps/sdk';
import type { Logger } from '../../domain/shared/logger';
import type { CloudStorage, InvoiceStatus, Messenger, NativeMessenger } from '../../domain/shared/messenger';
import { requestFullscreenOnPhone } from './telegram-fullscreen';
import { createSdkHomeScreen } from './telegram-home-screen';
import { createSdkNative, playHaptic } from './telegram-native';
import { createSdkBiometry } from './telegram-biometry';
import { createSdkQrScanner } from './telegram-scanner';

export interface TelegramMessengerOptions {
  /** Where the bridge posts its events when the app runs framed (web client, sandbox host page). */
  readonly messengerOrigin: string;
  readonly logger: Logger;
}

/** The specification's "light grey" header; used when the client accepts RGB header colours. */
export const HEADER_LIGHT_GREY = '#efeff4';

/** The viewport asks the host for its size; a host that never answers must not block the start. */
const VIEWPORT_MOUNT_TIMEOUT_MS = 3_000;

const INVOICE_STATUSES: Readonly<Record<string, InvoiceStatus>> = {
  paid: 'paid',
  cancelled: 'cancelled',
  failed: 'failed',
  pending: 'pending',
};

/** Invoice links are t.me/$slug or t.me/invoice/slug; the SDK validates the form itself. */
async function openInvoiceLink(url: string, logger: Logger): Promise<InvoiceStatus> {
  if (!invoice.open.isAvailable()) {
    logger.warn('invoices are not available in this messenger client');
    return 'failed';
  }
  try {
    const status = await invoice.open(url, 'url');
    return INVOICE_STATUSES[status] ?? 'failed';
  } catch (error) {
    logger.error('invoice could not be opened', error);
    return 'failed';
  }
}

function bindTheme(logger: Logger): void {
  themeParams.mountSync.ifAvailable();
  if (!themeParams.isCssVarsBound()) themeParams.bindCssVars.ifAvailable();
  // The design tokens (ui/styles/tokens.css) pick the header colour and the form controls' scheme by it.
  const markScheme = () => {
    document.documentElement.dataset.theme = themeParams.isDark() ? 'dark' : 'light';
  };
  if (themeParams.isMounted()) {
    markScheme();
    themeParams.isDark.sub(markScheme);
  }
  miniApp.mountSync.ifAvailable();
  if (!miniApp.isCssVarsBound()) miniApp.bindCssVars.ifAvailable();
  // The specification: background in the secondary colour, header in a light grey.
  miniApp.setBackgroundColor.ifAvailable('secondary_bg_color');
  if (miniApp.setHeaderColor.isAvailable()) {
    try {
      miniApp.setHeaderColor(miniApp.setHeaderColor.supports.rgb() ? HEADER_LIGHT_GREY : 'secondary_bg_color');
    } catch (error) {
      logger.warn('header colour not accepted', error);
    }
  }
}

async function mountViewport(logger: Logger): Promise<void> {
  if (viewport.isMounted() || viewport.isMounting()) return;
  const [called, mounting] = viewport.mount.ifAvailable({ timeout: VIEWPORT_MOUNT_TIMEOUT_MS });
  if (!called) return;
  try {
    await mounting;
    if (!viewport.isCssVarsBound()) viewport.bindCssVars.ifAvailable();
  } catch (error) {
    logger.warn('viewport did not mount; its CSS variables keep their fallbacks', error);
  }
}

/**
 * The messenger's cloud storage behind its guards: a client without it (or outside the messenger)
 * answers null / false, and the caller keeps to local storage.
 */
function createCloudStorage(logger: Logger): CloudStorage {
  return {
    async get(key) {
      if (!cloudStorage.getItem.isAvailable()) return null;
      try {
        // The messenger answers '' for a key never set.
        return (await cloudStorage.getItem(key)) || null;
      } catch (error) {
        logger.warn(`cloud storage could not read ${key}`, error);
        return null;
      }
    },
    async set(key, value) {
      if (!cloudStorage.setItem.isAvailable()) return false;
      try {
        await cloudStorage.setItem(key, value);
        return true;
      } catch (error) {
        logger.warn(`cloud storage could not write ${key}`, error);
        return false;
      }
    },
  };
}

/** What the SDK provides: every Messenger call but the launch data and the clipboard write. */
export interface SdkMessenger extends Omit<Messenger, 'launch' | 'start' | 'writeClipboard' | 'native'> {
  readonly native: NativeMessenger;
  /**
   * Binds to the host, synchronously: the events' target origin, init, theme, back button.
   * False when the SDK could not initialise (logged); every later call then degrades to nothing.
   */
  bind(): boolean;
  /**
   * Waits for the viewport (bounded by a timeout), tells the messenger the app is ready and, on a
   * phone (the launch's platform), asks for full screen.
   */
  settle(platform: string): Promise<void>;
}

export function createSdkMessenger(options: TelegramMessengerOptions): SdkMessenger {
  const { logger } = options;

  /** Runs one SDK call; a throw from a client that claims support is logged, never rethrown. */
  const guarded = (what: string, call: () => unknown): void => {
    try {
      call();
    } catch (error) {
      logger.warn(`messenger ${what} failed`, error);
    }
  };

  return {
    native: {
      async readClipboard() {
        if (!readTextFromClipboard.isAvailable()) {
          logger.warn('clipboard reading is not available in this messenger client');
          return null;
        }
        try {
          return await readTextFromClipboard();
        } catch (error) {
          logger.warn('clipboard could not be read', error);
          return null;
        }
      },
      share(url, text) {
        guarded('shareURL', () => shareURL.ifAvailable(url, text));
      },
      openInvoice: (url) => openInvoiceLink(url, logger),
      cloudStorage: createCloudStorage(logger),
      onSettingsButton(listener) {
        let off: () => void = () => undefined;
        guarded('settings button', () => {
          settingsButton.mount.ifAvailable();
          settingsButton.show.ifAvailable();
          const [called, unsubscribe] = settingsButton.onClick.ifAvailable(listener);
          if (called) off = unsubscribe;
        });
        return () => off();
      },
      ...createSdkNative(logger, guarded),
      ...createSdkBiometry(logger),
      qrScanner: createSdkQrScanner(logger),
      ...createSdkHomeScreen(logger),
    },

    bind() {
      // Must precede init(): init() already posts 'iframe_ready', and the bridge drops events
      // addressed to any origin but the framing page's (https://web.telegram.org by default).
      targetOrigin.set(options.messengerOrigin);
      try {
        // No <style> element for CSS sent by the framing page: the app's policy allows styles
        // from its own files only (docs/decisions/security.md, "Security headers").
        init({ acceptCustomStyles: false });
      } catch (error) {
        logger.error('messenger SDK did not initialise', error);
        return false;
      }
      guarded('theme binding', () => bindTheme(logger));
      backButton.mount.ifAvailable();
      // A vertical swipe would otherwise minimise or close the app in the mobile clients, which
      // makes the home's pull-to-refresh and every long list's scroll-back a way out of the app.
      guarded('swipe behavior', () => {
        swipeBehavior.mount.ifAvailable();
        swipeBehavior.disableVertical.ifAvailable();
      });
      return true;
    },

    async settle(platform) {
      await mountViewport(logger);
      miniApp.ready.ifAvailable();
      requestFullscreenOnPhone(platform, logger);
    },

    showBackButton(visible) {
      guarded('back button', () => (visible ? backButton.show.ifAvailable() : backButton.hide.ifAvailable()));
    },

    onBackButton(listener) {
      let off: () => void = () => undefined;
      guarded('back button listener', () => {
        const [called, unsubscribe] = backButton.onClick.ifAvailable(listener);
        if (called) off = unsubscribe;
      });
      return () => off();
    },

    haptic(kind) {
      playHaptic(kind, guarded);
    },

    openLink(url) {
      guarded('openLink', () => {
        const [called] = openLink.ifAvailable(url);
        // Outside a client that supports it (or in an older one) a new tab is the closest thing.
        if (!called) window.open(url, '_blank', 'noopener,noreferrer');
      });
    },

    openTelegramLink(url) {
      guarded('openTelegramLink', () => {
        const [called] = openTelegramLink.ifAvailable(url);
        if (!called) window.location.href = url;
      });
    },

    close() {
      guarded('close', () => miniApp.close.ifAvailable());
    },
  };
}
