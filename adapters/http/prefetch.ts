/**
 * Starts the home screen's first reads while the app is still booting (the catalog downloading,
 * React not yet rendered), and hands each answer to the first identical call the screen makes.
 * On a slow phone this overlaps the API round trips (CORS preflight included) with start-up work
 * instead of queueing them after the first render.
 *
 * A prefetched answer is used once, and only within `ttlMs`; anything else goes to the network as
 * usual, so a refresh or a later visit never sees old data.
 */
import type { CallOptions, Clock, MainApi } from '../../domain/ports';
import { HISTORY_PAGE_SIZE } from '../../domain/wallet/history-paging';

type ReadMethod = 'wallets' | 'totalBalance' | 'balances' | 'history';

interface Entry {
  readonly promise: Promise<unknown>;
  readonly at: number;
}

/** Object keys sorted, so `{ a, b }` and `{ b, a }` name the same call. */
function stableKey(method: ReadMethod, argument: unknown): string {
  const sorted = (value: unknown): unknown =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => [k, sorted(v)]))
      : value;
  return `${method}:${JSON.stringify(sorted(argument) ?? null)}`;
}

export interface PrefetchingMainApi {
  readonly api: MainApi;
  /** The four reads of the wallet home for one account, exactly as the wallet-home machine asks. */
  warmUpHome(accountIndex: number): void;
}

export function withHomePrefetch(api: MainApi, clock: Clock, ttlMs = 10_000): PrefetchingMainApi {
  const entries = new Map<string, Entry>();

  function take<T>(method: ReadMethod, argument: unknown): Promise<T> | null {
    const key = stableKey(method, argument);
    const entry = entries.get(key);
    if (!entry) return null;
    entries.delete(key);
    return clock.now() - entry.at <= ttlMs ? (entry.promise as Promise<T>) : null;
  }

  function put(method: ReadMethod, argument: unknown, promise: Promise<unknown>): void {
    // Nobody may be waiting yet: an early failure must not surface as an unhandled rejection.
    promise.catch(() => undefined);
    entries.set(stableKey(method, argument), { promise, at: clock.now() });
  }

  const wrapped: MainApi = {
    ...api,
    wallets: (options?: CallOptions) => take('wallets', null) ?? api.wallets(options),
    totalBalance: (query, options) => take('totalBalance', query) ?? api.totalBalance(query, options),
    balances: (accountIndex, options) => take('balances', accountIndex) ?? api.balances(accountIndex, options),
    history: (query, options) => take('history', query) ?? api.history(query, options),
  };

  return {
    api: wrapped,
    warmUpHome(accountIndex) {
      put('wallets', null, api.wallets());
      const total = { accountIndex, boostNotification: true };
      put('totalBalance', total, api.totalBalance(total));
      put('balances', accountIndex, api.balances(accountIndex));
      const history = { accountIndex, offset: 0, limit: HISTORY_PAGE_SIZE };
      put('history', history, api.history(history));
    },
  };
}
