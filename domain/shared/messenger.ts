/**
 * The messenger the app runs inside (seed 000 §6): launch data, its buttons and links, the
 * clipboard, sharing and Stars invoices. Implemented by adapters/messenger; every feature that needs
 * one of these takes `Messenger` (or a `Pick` of it) from here, never from ports.ts.
 */

import type { MessengerHomeScreen } from './messenger-home-screen';
import type { Haptic, MessengerNative } from './messenger-native';
import type { MessengerBiometry } from './biometric-gate';
import type { MessengerQrScanner } from './messenger-scanner';

export interface MessengerUser {
  readonly id: number;
  readonly firstName: string;
  readonly lastName?: string | undefined;
  readonly username?: string | undefined;
  readonly languageCode?: string | undefined;
  readonly isPremium?: boolean | undefined;
}

/** What the messenger handed the app at launch; null outside the messenger. */
export interface LaunchContext {
  /** The raw, signed init data string, sent as the telegramRawData header. */
  readonly initDataRaw: string;
  readonly user: MessengerUser | null;
  readonly startParam: string | null;
  readonly platform: string;
}

export type InvoiceStatus = 'paid' | 'cancelled' | 'failed' | 'pending';

/**
 * The messenger's cloud storage: a few strings per user, on every device of theirs. Answers null
 * (get) or false (set) where the client lacks it or the call failed (logged), so the caller falls
 * back to local storage.
 */
export interface CloudStorage {
  get(key: string): Promise<string | null>;
  set(key: string, value: string): Promise<boolean>;
}

/**
 * What the messenger offers beyond the first screen's needs (issue 37): each piece degrades by
 * itself where the client lacks it. It arrives with the SDK's chunk, behind one method of the
 * Messenger port, so the home's first load carries none of it however many pieces it grows.
 */
export interface NativeMessenger extends MessengerNative, MessengerHomeScreen, MessengerBiometry {
  /** Resolves null when the clipboard cannot be read (logged, never shown). */
  readClipboard(): Promise<string | null>;
  share(url: string, text?: string): void;
  openInvoice(url: string): Promise<InvoiceStatus>;
  readonly cloudStorage: CloudStorage;
  /** Shows the messenger's settings button and hears its presses; returns an unsubscribe function. */
  onSettingsButton(listener: () => void): () => void;
  /** The camera's QR scanner (issue 37, "Scan a QR"): messenger-scanner.ts. */
  readonly qrScanner: MessengerQrScanner;
}

export interface Messenger {
  /** Launch data, or null when the app is not running inside the messenger. */
  readonly launch: LaunchContext | null;
  /** Tell the messenger the app is ready and bind theme and viewport. */
  start(): Promise<void>;
  showBackButton(visible: boolean): void;
  /** Does nothing where the client has no haptic engine. */
  haptic(kind: Haptic): void;
  /** Returns an unsubscribe function. */
  onBackButton(listener: () => void): () => void;
  /** Opens an https link outside the app. */
  openLink(url: string): void;
  /** Opens a t.me link inside the messenger. */
  openTelegramLink(url: string): void;
  /** True when the text reached the clipboard (modern API, then the older fallback). */
  writeClipboard(text: string): Promise<boolean>;
  close(): void;
  /**
   * The native pieces (clipboard, sharing, invoices, cloud storage, closing confirmation, popups),
   * once the SDK half has arrived; null where it could not be loaded (logged). Behind one call so
   * the home's first load carries none of them.
   */
  native(): Promise<NativeMessenger | null>;
}

/** The clipboard's text, or null where it cannot be read (no SDK, an older client: logged by the adapter). */
export async function readClipboard(messenger: Pick<Messenger, 'native'>): Promise<string | null> {
  return (await messenger.native())?.readClipboard() ?? null;
}
