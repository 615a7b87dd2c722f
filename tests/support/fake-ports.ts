/**
 * The one fake-ports factory. `fakePorts()` builds every port the app runs on, each overridable;
 * the main backend's feature ports (wallet, tokens, swap, send) come from one configurable
 * in-memory backend, `fakeMainApi()`: every call is recorded (arguments and count); answers come
 * from the data given, a per-method failure, or a per-method override that replaces the method
 * entirely (use it with `deferred()` to settle answers by hand, in any order). Default answers
 * honour the AbortSignal like the real adapter does. `mainPorts(api)` hands one such backend to a
 * provide function as the feature ports it asks for.
 */
import { ApiError, type ApiFailure } from '../../domain/shared/api-failure';
import { createLocalStorage } from '../../adapters/storage/local-storage';
import type { Ports } from '../../domain/ports';
import type { SendApi } from '../../domain/send/port';
import type { CallOptions } from '../../domain/shared/call-options';
import type { AppVisibility } from '../../domain/shared/polling';
import type { SwapApi } from '../../domain/swap/port';
import type { TokensApi } from '../../domain/tokens/port';
import type { WalletApi } from '../../domain/wallet/port';
import type { BalanceEntry } from '../../domain/tokens/types';
import type { HistoryEntry, TotalBalance, WalletAccount } from '../../domain/wallet/types';
import { fakeExternalWallet } from './fake-external-wallet';
import { fakeMessenger, type FakeMessenger } from './fake-messenger';
import { fakePort } from './fake-port';
import { manualClock, type ManualClock } from './manual-clock';
import { memoryBackend } from './memory-storage';
import { aTotalBalance, aWallet } from './mothers';

/** Every call of the main backend, across its feature ports. */
export type MainApi = WalletApi & TokensApi & SwapApi & SendApi;
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

/** One main backend as the feature ports a provide function asks for. */
export function mainPorts(api: MainApi): Pick<Ports, 'walletApi' | 'tokensApi' | 'swapApi' | 'sendApi'> {
  return { walletApi: api, tokensApi: api, swapApi: api, sendApi: api };
}

/** Always on screen, unless the test says otherwise. */
export function fakeVisibility(initially = true): AppVisibility & { set(visible: boolean): void } {
  let visible = initially;
  const listeners = new Set<(visible: boolean) => void>();
  return {
    get visible() {
      return visible;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    set: (next) => {
      visible = next;
      for (const listener of listeners) listener(next);
    },
  };
}

export type FakePorts = Ports & {
  readonly main: FakeMainApi;
  readonly messenger: FakeMessenger;
  readonly clock: ManualClock;
  readonly logger: ReturnType<typeof recordingLogger>;
};

export interface FakePortsOptions extends FakeMainApiOptions {
  /** Any port replaced whole (a feature port replaces that part of the main backend). */
  readonly ports?: Partial<Ports>;
}

/**
 * Every port, in memory: the main backend from the options, the rest quiet and inspectable. A
 * backend port nobody set (any feature's `...Api`) is a fake port whose every call rejects until a
 * test provides it, so a feature adding its port adds nothing here.
 */
export function fakePorts(options: FakePortsOptions = {}): FakePorts {
  const main = fakeMainApi(options);
  const logger = recordingLogger();
  const ports = {
    ...mainPorts(main),
    storage: createLocalStorage(memoryBackend(), logger),
    messenger: fakeMessenger(),
    clock: manualClock(),
    analytics: { track: () => undefined },
    logger,
    visibility: fakeVisibility(),
    externalWallet: fakeExternalWallet(),
    main,
    ...options.ports,
  };
  const made = new Map<string, unknown>();
  return new Proxy(ports as FakePorts, {
    get: (target, key) => {
      if (key in target || typeof key !== 'string' || !key.endsWith('Api')) return target[key as keyof FakePorts];
      if (!made.has(key)) made.set(key, fakePort(key));
      return made.get(key);
    },
    has: (target, key) => key in target || (typeof key === 'string' && key.endsWith('Api')),
  });
}

