/**
 * A Messenger port for UI tests: records what the app asked of the messenger and lets a test
 * press the back button. `launch: null` plays "the app's URL opened outside the messenger".
 */
import type { InvoiceStatus, LaunchContext, Messenger, MessengerUser, NativeMessenger } from '../../domain/shared/messenger';
import type { HomeScreenStatus } from '../../domain/shared/messenger-home-screen';
import type { DestructiveConfirmation, Haptic } from '../../domain/shared/messenger-native';
import type { BiometricAnswer } from '../../domain/shared/biometric-gate';

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
  /** Every cloud storage write, in order. */
  cloudWrites: { key: string; value: string }[];
  /** Every setClosingConfirmation(on) call, in order. */
  closingConfirmation: boolean[];
  /** Every haptic asked for, in order. */
  haptics: Haptic[];
  popups: DestructiveConfirmation[];
  /** Every biometric prompt's reason, in order. */
  biometricReasons: string[];
  /** The prompt of every QR scanner the app opened, in order. */
  scans: string[];
  /** Every addToHomeScreen() the client accepted. */
  homeScreenAdds: number;
}

export interface FakeMessenger extends Messenger {
  readonly log: FakeMessengerLog;
  /** The back button's visibility as the messenger would show it now. */
  readonly backButtonVisible: boolean;
  /** Simulates the user pressing the messenger's back button. */
  pressBack(): void;
  /** Simulates the user pressing the messenger's settings button. */
  pressSettings(): void;
  /** The settings button is shown: the app's after-boot hosts are up (haptics, settings, home-screen offer). */
  readonly settingsButtonShown: boolean;
  /** The messenger's cloud storage as the host holds it (null: the client has none). */
  readonly cloud: Map<string, string> | null;
  /** What native() answers; a test may replace a piece (an invoice that answers late, say). */
  readonly pieces: { -readonly [K in keyof NativeMessenger]: NativeMessenger[K] };
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
  /** The cloud storage's content; null plays a client without cloud storage. Empty by default. */
  readonly cloud?: Readonly<Record<string, string>> | null;
  /** False plays "the SDK chunk failed to load": native() answers null. */
  readonly native?: boolean;
  /** The popup's answer: true (destructive pressed), false (cancelled), null (no popup in this client, the default). */
  readonly popupAnswer?: boolean | null;
  /** The biometric prompt's answers, in order (the last repeats); 'unavailable' (no biometry in this client) by default. */
  readonly biometricAnswers?: readonly BiometricAnswer[];
  /**
   * What the QR scanner's camera reads, one answer per opening, in order (null: the person closed
   * it). Leaving it out plays a client without a scanner.
   */
  readonly scans?: readonly (string | null)[];
  /** The home screen's status as the client reports it; 'unsupported' (the default) plays a client without it. */
  readonly homeScreen?: HomeScreenStatus;
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
    cloudWrites: [],
    closingConfirmation: [],
    haptics: [],
    popups: [],
    biometricReasons: [],
    scans: [],
    homeScreenAdds: 0,
  };
  const biometricAnswers = [...(options.biometricAnswers ?? ['unavailable'])];
  const scans = [...(options.scans ?? [])];
  const cloud = options.cloud === null ? null : new Map(Object.entries(options.cloud ?? {}));
  const pieces: FakeMessenger['pieces'] = {
    async readClipboard() {
      return options.clipboard ?? null;
    },
    share(url, text) {
      log.shared.push({ url, text });
    },
    async openInvoice(url) {
      log.invoices.push(url);
      return options.invoiceStatus ?? 'paid';
    },
    onSettingsButton(listener) {
      settingsListeners.add(listener);
      return () => void settingsListeners.delete(listener);
    },
    cloudStorage: {
      get: async (key) => cloud?.get(key) ?? null,
      async set(key, value) {
        if (!cloud) return false;
        log.cloudWrites.push({ key, value });
        cloud.set(key, value);
        return true;
      },
    },
    setClosingConfirmation(on) {
      log.closingConfirmation.push(on);
    },
    async confirmDestructive(request) {
      log.popups.push(request);
      return options.popupAnswer ?? null;
    },
    async confirmWithBiometrics(reason) {
      log.biometricReasons.push(reason);
      return (biometricAnswers.length > 1 ? biometricAnswers.shift() : biometricAnswers[0]) ?? 'unavailable';
    },
    qrScanner: {
      available: () => options.scans !== undefined,
      async scan(prompt) {
        log.scans.push(prompt);
        return scans.shift() ?? null;
      },
    },
    async homeScreenStatus() {
      return options.homeScreen ?? 'unsupported';
    },
    addToHomeScreen() {
      if ((options.homeScreen ?? 'unsupported') === 'unsupported') return false;
      log.homeScreenAdds += 1;
      return true;
    },
  };
  const backListeners = new Set<() => void>();
  const settingsListeners = new Set<() => void>();
  const launch = options.launch === undefined ? launchContext() : options.launch;

  return {
    launch,
    log,
    cloud,
    pieces,
    get backButtonVisible() {
      return log.backButton.at(-1) ?? false;
    },
    pressBack() {
      for (const listener of [...backListeners]) listener();
    },
    pressSettings() {
      for (const listener of [...settingsListeners]) listener();
    },
    get settingsButtonShown() {
      return settingsListeners.size > 0;
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
    async writeClipboard(text) {
      if (options.clipboardWritable === false || text === '') return false;
      log.copied.push(text);
      return true;
    },
    close() {
      log.closed += 1;
    },
    haptic(kind) {
      log.haptics.push(kind);
    },
    async native() {
      return options.native === false ? null : pieces;
    },
  };
}
