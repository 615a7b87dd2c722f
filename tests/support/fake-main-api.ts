/**
 * A configurable in-memory MainApi for machine tests. Every call is recorded (arguments and
 * count); answers come from the data given, a per-method failure, or a per-method override that
 * replaces the method entirely (use it with `deferred()` to settle answers by hand, in any order).
 * Default answers honour the AbortSignal like the real adapter does.
 */
import { ApiError, type ApiFailure } from '../../domain/shared/api-failure';
import type { CallOptions, MainApi } from '../../domain/ports';
import type { BalanceEntry } from '../../domain/tokens/types';
import type { HistoryEntry, TotalBalance, WalletAccount } from '../../domain/wallet/types';
import { aTotalBalance, aWallet } from './mothers';

export type MainApiMethod = keyof MainApi;
type Args<M extends MainApiMethod> = Parameters<MainApi[M]>;

export interface FakeMainApiOptions {
  readonly wallets?: readonly WalletAccount[];
  /** By accountIndex; a missing account answers a zero balance. */
  readonly totalBalances?: Readonly<Record<number, TotalBalance>>;
  readonly balances?: Readonly<Record<number, readonly BalanceEntry[]>>;
  /** The whole history of each account, newest first; pages are sliced from it. */
  readonly history?: Readonly<Record<number, readonly HistoryEntry[]>>;
  /** Methods that reject with ApiError(failure). */
  readonly failures?: Partial<Record<MainApiMethod, ApiFailure>>;
  /** Methods replaced by the test. */
  readonly overrides?: Partial<MainApi>;
}

export type FakeMainApi = MainApi & {
  /** Arguments of every call so far, per method. */
  readonly calls: { readonly [M in MainApiMethod]: Args<M>[] };
  count(method: MainApiMethod): number;
};

export function abortError(): Error {
  const error = new Error('aborted');
  error.name = 'AbortError';
  return error;
}

/** Resolves after a macrotask unless aborted first, so a test can stop an actor mid-call. */
function answer<T>(value: () => T, options: CallOptions | undefined): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const signal = options?.signal;
    if (signal?.aborted) return reject(abortError());
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      try {
        resolve(value());
      } catch (error) {
        reject(error);
      }
    }, 0);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Calls the wallet tests do not need answer 501 unless the test configures them. */
const notConfigured = (): never => {
  throw new ApiError({ type: 'server', status: 501 });
};

export function fakeMainApi(options: FakeMainApiOptions = {}): FakeMainApi {
  const calls = {} as { [M in MainApiMethod]: Args<M>[] };

  const defaults: MainApi = {
    wallets: (o) => answer(() => options.wallets ?? [aWallet(0)], o),
    totalBalance: (q, o) => answer(() => options.totalBalances?.[q.accountIndex] ?? aTotalBalance('0'), o),
    balances: (accountIndex, o) => answer(() => options.balances?.[accountIndex] ?? [], o),
    history: (q, o) => answer(() => (options.history?.[q.accountIndex] ?? []).slice(q.offset, q.offset + q.limit), o),
    stableCoins: (_q, o) => answer(() => [], o),
    knownTokens: (r, o) => answer(() => ({ tokens: [], tokensCount: 0, offset: r.sliceProps.offset }), o),
    fetchRoute: (_r, o) => answer(notConfigured, o),
    simulateTonSwap: (_r, o) => answer(notConfigured, o),
    swap: (_r, o) => answer(notConfigured, o),
    tonSwap: (_r, o) => answer(notConfigured, o),
    transfer: (_r, o) => answer(notConfigured, o),
    createPresetSwap: (_r, o) => answer(notConfigured, o),
    presetTokens: (_q, o) => answer(notConfigured, o),
  };

  const api = {} as Record<MainApiMethod, (...args: never[]) => Promise<unknown>>;
  for (const method of Object.keys(defaults) as MainApiMethod[]) {
    calls[method] = [];
    api[method] = (...args: never[]) => {
      (calls[method] as unknown[]).push(args);
      const failure = options.failures?.[method];
      if (failure) return Promise.reject(new ApiError(failure));
      const implementation = (options.overrides?.[method] ?? defaults[method]) as (...a: never[]) => Promise<unknown>;
      return implementation(...args);
    };
  }
  return Object.assign(api as unknown as MainApi, {
    calls,
    count: (method: MainApiMethod) => calls[method].length,
  });
}

/** A promise the test settles by hand, to order answers (e.g. resolve a first call late). */
export interface Deferred<T> {
  readonly promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A Logger that remembers what it was told. */
export function recordingLogger() {
  const lines: { level: 'warn' | 'error'; message: string; detail: unknown }[] = [];
  return {
    lines,
    warn: (message: string, detail?: unknown) => void lines.push({ level: 'warn', message, detail }),
    error: (message: string, detail?: unknown) => void lines.push({ level: 'error', message, detail }),
  };
}
