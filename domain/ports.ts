/**
 * The ports the domain needs from the outside world. Adapters implement them; machines receive
 * them only through `.provide()` so snapshots stay serialisable.
 */
import type { ChainId } from './chains';
import type { TransferRequest, TransferResult } from './send/types';
import type { FetchRouteRequest, PresetTokens, Quote, SwapResult, TonSimulateRequest, TonSwapRequest } from './swap/types';
import type { KnownTokensPage, KnownTokensRequest, TokenRef } from './tokens/types';
import type { StorageKey, StorageValue } from './storage-keys';
import type { BalanceEntry } from './tokens/types';
import type { HistoryEntry, StableCoin, TotalBalance, WalletAccount } from './wallet/types';

export interface CallOptions {
  readonly signal?: AbortSignal | undefined;
  /** A newer call with the same id aborts the earlier one (the abort is silent). */
  readonly requestId?: string | undefined;
}

export interface ValueCallOptions extends CallOptions {
  /** Created once per user action; reused on the failover retry so the server executes once. */
  readonly idempotencyKey: string;
}

/** Calls of the main backend (seed 000, section 7). Failures reject with `ApiError`. */
export interface MainApi {
  wallets(options?: CallOptions): Promise<readonly WalletAccount[]>;
  totalBalance(query: { accountIndex: number; boostNotification?: boolean }, options?: CallOptions): Promise<TotalBalance>;
  balances(accountIndex: number, options?: CallOptions): Promise<readonly BalanceEntry[]>;
  history(query: { accountIndex: number; offset: number; limit: number }, options?: CallOptions): Promise<readonly HistoryEntry[]>;
  stableCoins(query: { chainId: ChainId; accountIndex: number }, options?: CallOptions): Promise<readonly StableCoin[]>;
  knownTokens(request: KnownTokensRequest, options?: CallOptions): Promise<KnownTokensPage>;
  fetchRoute(request: FetchRouteRequest, options?: CallOptions): Promise<Quote>;
  simulateTonSwap(request: TonSimulateRequest, options?: CallOptions): Promise<Quote>;
  swap(request: { routeId: string; accountIndex: number }, options: ValueCallOptions): Promise<SwapResult>;
  tonSwap(request: TonSwapRequest, options: ValueCallOptions): Promise<SwapResult>;
  /** Dry runs need no key; a real transfer must carry one. */
  transfer(request: TransferRequest, options?: CallOptions & { idempotencyKey?: string }): Promise<TransferResult>;
  createPresetSwap(request: { from: TokenRef; to: TokenRef }, options?: CallOptions): Promise<{ id: string }>;
  presetTokens(query: { startParam?: string | undefined }, options?: CallOptions): Promise<PresetTokens>;
}

/** Calls of the mining backend (seed 001). Grows with the mining issues. */
export interface MiningApi {
  health(options?: CallOptions): Promise<{ ok: true }>;
}

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
  readonly mainApi: MainApi;
  readonly miningApi: MiningApi;
  readonly storage: Storage;
  readonly messenger: Messenger;
  readonly clock: Clock;
  readonly analytics: Analytics;
  readonly logger: Logger;
}
