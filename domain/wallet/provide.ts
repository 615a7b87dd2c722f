/** The only place where the wallet home and history machines meet the ports. */
import { fromPromise } from 'xstate';
import type { Logger } from '../shared/logger';
import type { AppVisibility } from '../shared/polling';
import type { TokensApi } from '../tokens/port';
import type { WalletApi } from './port';
import type { PageRequest } from '../shared/paged-list-machine';
import type { Page } from '../shared/paging';
import { failureOf } from '../shared/api-failure';
import { logFailureWith, logNamedFailureWith } from '../shared/failures';
import { providePolling } from '../shared/polling';
import { historyMachine, type HistoryInput } from './history-machine';
import { HISTORY_PAGE_SIZE, historyPage, historyPageQuery } from './history-paging';
import { asHomeHistory, walletHomeMachine, type HomeRefresh } from './home-machine';
import type { BalanceEntry } from '../tokens/types';
import type { HistoryEntry, TotalBalance, WalletAccount } from './types';

export function provideHistory(ports: { readonly walletApi: WalletApi; readonly logger: Logger }) {
  return historyMachine.provide({
    actors: {
      loadPage: fromPromise<Page<HistoryEntry>, PageRequest<HistoryInput>>(async ({ input, signal }) => {
        const query = historyPageQuery(input.query.accountIndex, input.cursor, input.limit);
        return historyPage(await ports.walletApi.history(query, { signal }), query);
      }),
    },
    actions: {
      logFailure: logFailureWith(ports.logger, 'history page'),
    },
  });
}

type HomePorts = { readonly walletApi: WalletApi; readonly tokensApi: TokensApi; readonly logger: Logger };

/** One part of a refresh: its answer, or null once a failure was logged (an abort is not logged). */
async function part<T>(what: string, call: Promise<T>, logger: Logger): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    const failure = failureOf(error);
    if (failure.type !== 'aborted') logger.warn(`home refresh: ${what} failed`, failure);
    return null;
  }
}

/** The home's refresh: the total, the balances and the first history page, side by side. */
export async function refreshHome(ports: HomePorts, accountIndex: number, signal: AbortSignal): Promise<HomeRefresh> {
  const query = historyPageQuery(accountIndex, null, HISTORY_PAGE_SIZE);
  const [totalBalance, balances, entries] = await Promise.all([
    part('totalBalance', ports.walletApi.totalBalance({ accountIndex, boostNotification: true }, { signal }), ports.logger),
    part('balances', ports.tokensApi.balances(accountIndex, { signal }), ports.logger),
    part('history', ports.walletApi.history(query, { signal }), ports.logger),
  ]);
  return { accountIndex, totalBalance, balances, historyPage: entries ? historyPage(entries, query) : null };
}

const accountOf = (subject: unknown): number => (subject as { readonly accountIndex: number }).accountIndex;

export interface WalletHomeHooks {
  /** Called with the newly selected account; the UI writes it to the selectedWalletIndex query. */
  readonly persistSelectedWallet?: (accountIndex: number) => void;
}

export function provideWalletHome(ports: HomePorts & { readonly visibility: AppVisibility }, hooks: WalletHomeHooks = {}) {
  return walletHomeMachine.provide({
    actors: {
      loadWallets: fromPromise<readonly WalletAccount[]>(({ signal }) => ports.walletApi.wallets({ signal })),
      loadTotalBalance: fromPromise<TotalBalance, { readonly accountIndex: number }>(({ input, signal }) =>
        ports.walletApi.totalBalance({ accountIndex: input.accountIndex, boostNotification: true }, { signal }),
      ),
      loadBalances: fromPromise<readonly BalanceEntry[], { readonly accountIndex: number }>(({ input, signal }) =>
        ports.tokensApi.balances(input.accountIndex, { signal }),
      ),
      history: asHomeHistory(provideHistory(ports)),
      refreshHome: fromPromise<HomeRefresh, { readonly accountIndex: number }>(({ input, signal }) => refreshHome(ports, input.accountIndex, signal)),
      refresher: providePolling((signal, subject) => refreshHome(ports, accountOf(subject), signal), ports, 'home refresh'),
    },
    actions: {
      logFailure: logNamedFailureWith(ports.logger),
      persistSelectedWallet: (_, params) => hooks.persistSelectedWallet?.(params.accountIndex),
    },
  });
}
