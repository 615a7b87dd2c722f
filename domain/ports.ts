/**
 * The ports the domain needs from the outside world, composed. Each backend feature declares its
 * own port beside it (wallet/port.ts, swap/port.ts, send/port.ts, tokens/port.ts; the mining
 * features next), so a feature's change touches its own port, contract module and fake. Adapters
 * implement them; machines receive them only through `.provide()` so snapshots stay serialisable.
 */
import type { MiningApi } from './mining/port';
import type { SendApi } from './send/port';
import type { AppVisibility } from './shared/polling';
export type { MiningApi } from './mining/port';
import type { StorageKey, StorageValue } from './storage-keys';
import type { SwapApi } from './swap/port';
import type { TokensApi } from './tokens/port';
import type { WalletApi } from './wallet/port';


/** Typed local storage; see storage-keys.ts for the keys, their schemas and defaults. */
export interface Storage {
  get<K extends StorageKey>(key: K): StorageValue<K>;
  set<K extends StorageKey>(key: K, value: StorageValue<K>): void;
  remove(key: StorageKey): void;
  /** Removes everything the app stored (the hidden reset). */
  clear(): void;
}

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
  /** Returns an unsubscribe function. */
  onBackButton(listener: () => void): () => void;
  hapticSuccess(): void;
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

export interface ExternalWalletTransaction {
  readonly validUntil: number;
  readonly messages: readonly { readonly address: string; readonly amount: string; readonly payload?: string | undefined }[];
}

/** An external wallet the user connects (TON Connect in production, the sandbox wallet in tests). */
export interface ExternalWallet {
  readonly connected: boolean;
  readonly address: string | null;
  connect(): Promise<string>;
  disconnect(): Promise<void>;
  sendTransaction(transaction: ExternalWalletTransaction): Promise<{ boc: string }>;
}

export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

/** Third-party analytics; the default implementation does nothing. */
export interface Analytics {
  track(event: string, properties?: Readonly<Record<string, string | number | boolean>>): void;
}

export interface Logger {
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}

export interface Ports {
  readonly walletApi: WalletApi;
  readonly tokensApi: TokensApi;
  readonly swapApi: SwapApi;
  readonly sendApi: SendApi;
  readonly miningApi: MiningApi;
  readonly storage: Storage;
  readonly messenger: Messenger;
  readonly clock: Clock;
  readonly analytics: Analytics;
  readonly logger: Logger;
  readonly visibility: AppVisibility;
}
