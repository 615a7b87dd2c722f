/**
 * The messenger the app runs inside (seed 000 §6): launch data, its buttons and links, the
 * clipboard, sharing and Stars invoices. Implemented by adapters/messenger; every feature that needs
 * one of these takes `Messenger` (or a `Pick` of it) from here, never from ports.ts.
 */

import type { Haptic, MessengerNative } from './messenger-native';

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

export interface Messenger {
  /** Launch data, or null when the app is not running inside the messenger. */
  readonly launch: LaunchContext | null;
  /** Tell the messenger the app is ready and bind theme and viewport. */
  start(): Promise<void>;
  showBackButton(visible: boolean): void;
  /** Does nothing where the client has no haptic engine. */
  haptic(kind: Haptic): void;
  /**
   * The rest of the native features (closing confirmation, popups), once the SDK half has arrived;
   * null when it could not load. Behind one call so the home's first load carries none of them.
   */
  native(): Promise<MessengerNative | null>;
  /** Returns an unsubscribe function. */
  onBackButton(listener: () => void): () => void;
  /** Opens an https link outside the app. */
  openLink(url: string): void;
  /** Opens a t.me link inside the messenger. */
  openTelegramLink(url: string): void;
  /** Resolves null when the clipboard cannot be read (logged, never shown). */
  readClipboard(): Promise<string | null>;
  /** True when the text reached the clipboard (modern API, then the older fallback). */
  writeClipboard(text: string): Promise<boolean>;
  share(url: string, text?: string): void;
  openInvoice(url: string): Promise<InvoiceStatus>;
  close(): void;
}
