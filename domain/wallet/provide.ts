/** The only place where the wallet home and history machines meet the ports. */
import { fromPromise } from 'xstate';
import type { Ports } from '../ports';
import type { PageRequest } from '../shared/paged-list-machine';
import type { Page } from '../shared/paging';
import { logFailureWith, logNamedFailureWith } from '../shared/failures';
import { historyMachine, type HistoryInput } from './history-machine';
import { historyPage, historyPageQuery } from './history-paging';
import { asHomeHistory, walletHomeMachine } from './home-machine';
import type { BalanceEntry } from '../tokens/types';
import type { HistoryEntry, TotalBalance, WalletAccount } from './types';

export function provideHistory(ports: Pick<Ports, 'walletApi' | 'logger'>) {
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

export interface WalletHomeHooks {
  /** Called with the newly selected account; the UI writes it to the selectedWalletIndex query. */
  readonly persistSelectedWallet?: (accountIndex: number) => void;
}

export function provideWalletHome(ports: Pick<Ports, 'walletApi' | 'tokensApi' | 'logger'>, hooks: WalletHomeHooks = {}) {
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
    },
    actions: {
      logFailure: logNamedFailureWith(ports.logger),
      persistSelectedWallet: (_, params) => hooks.persistSelectedWallet?.(params.accountIndex),
    },
  });
}
