/**
 * A Messenger port for UI tests: records what the app asked of the messenger and lets a test
 * press the back button. `launch: null` plays "the app's URL opened outside the messenger".
 */
import type { InvoiceStatus, LaunchContext, Messenger, MessengerUser } from '../../domain/shared/messenger';
import type { DestructiveConfirmation, Haptic } from '../../domain/shared/messenger-native';

export interface FakeMessengerLog {
  started: number;
  /** Every showBackButton(visible) call, in order. */
  backButton: boolean[];
  links: string[];
  telegramLinks: string[];
  shared: { url: string; text?: string | undefined }[];
  copied: string[];
  invoices: string[];
  closed: number;
  /** Every setClosingConfirmation(on) call, in order. */
  closingConfirmation: boolean[];
  /** Every haptic asked for, in order. */
  haptics: Haptic[];
  popups: DestructiveConfirmation[];
}

export interface FakeMessenger extends Messenger {
  readonly log: FakeMessengerLog;
  /** The back button's visibility as the messenger would show it now. */
  readonly backButtonVisible: boolean;
  /** Simulates the user pressing the messenger's back button. */
  pressBack(): void;
}

export function messengerUser(overrides: Partial<MessengerUser> = {}): MessengerUser {
  return { id: 1001, firstName: 'Alice', username: 'alice', languageCode: 'en', ...overrides };
}

export function launchContext(overrides: Partial<LaunchContext> = {}): LaunchContext {
  return {
    initDataRaw: 'auth_date=1700000000&user=%7B%22id%22%3A1001%7D&hash=test',
    user: messengerUser(),
    startParam: null,
    platform: 'tdesktop',
    ...overrides,
  };
}

export interface FakeMessengerOptions {
  /** Launch data; null for "outside the messenger". Defaults to a launched English user. */
  readonly launch?: LaunchContext | null;
  readonly clipboard?: string | null;
  readonly invoiceStatus?: InvoiceStatus;
  /** When false, writeClipboard fails as a locked-down web view would. */
  readonly clipboardWritable?: boolean;
  /** The popup's answer: true (destructive pressed), false (cancelled), null (no popup in this client, the default). */
  readonly popupAnswer?: boolean | null;
}

export function fakeMessenger(options: FakeMessengerOptions = {}): FakeMessenger {
  const log: FakeMessengerLog = {
    started: 0,
    backButton: [],
    links: [],
    telegramLinks: [],
    shared: [],
    copied: [],
    invoices: [],
    closed: 0,
    closingConfirmation: [],
    haptics: [],
    popups: [],
  };
  const backListeners = new Set<() => void>();
  const launch = options.launch === undefined ? launchContext() : options.launch;

  return {
    launch,
    log,
    get backButtonVisible() {
      return log.backButton.at(-1) ?? false;
    },
    pressBack() {
      for (const listener of [...backListeners]) listener();
    },
    async start() {
      log.started += 1;
    },
    showBackButton(visible) {
      log.backButton.push(visible);
    },
    onBackButton(listener) {
      backListeners.add(listener);
      return () => backListeners.delete(listener);
    },
    openLink(url) {
      log.links.push(url);
    },
    openTelegramLink(url) {
      log.telegramLinks.push(url);
    },
    async readClipboard() {
      return options.clipboard ?? null;
    },
    async writeClipboard(text) {
      if (options.clipboardWritable === false || text === '') return false;
      log.copied.push(text);
      return true;
    },
    share(url, text) {
      log.shared.push({ url, text });
    },
    async openInvoice(url) {
      log.invoices.push(url);
      return options.invoiceStatus ?? 'paid';
    },
    close() {
      log.closed += 1;
    },
    haptic(kind) {
      log.haptics.push(kind);
    },
    async native() {
      return {
        setClosingConfirmation(on) {
          log.closingConfirmation.push(on);
        },
        haptic(kind) {
          log.haptics.push(kind);
        },
        async confirmDestructive(request) {
          log.popups.push(request);
          return options.popupAnswer ?? null;
        },
      };
    },
  };
}
