/** The only place where the wallet home and history machines meet the ports. */
import { fromPromise } from 'xstate';
import type { Ports } from '../ports';
import { historyMachine, type HistoryPageRequest } from './history-machine';
import { asHomeHistory, walletHomeMachine } from './home-machine';
import type { BalanceEntry, HistoryEntry, TotalBalance, WalletAccount } from './types';

export function provideHistory(ports: Pick<Ports, 'mainApi' | 'logger'>) {
  return historyMachine.provide({
    actors: {
      loadPage: fromPromise<readonly HistoryEntry[], HistoryPageRequest>(({ input, signal }) => ports.mainApi.history(input, { signal })),
    },
    actions: {
      logFailure: (_, params) => ports.logger.warn('history page failed', params.failure),
    },
  });
}

export interface WalletHomeHooks {
  /** Called with the newly selected account; the UI writes it to the selectedWalletIndex query. */
  readonly persistSelectedWallet?: (accountIndex: number) => void;
}

export function provideWalletHome(ports: Pick<Ports, 'mainApi' | 'logger'>, hooks: WalletHomeHooks = {}) {
  return walletHomeMachine.provide({
    actors: {
      loadWallets: fromPromise<readonly WalletAccount[]>(({ signal }) => ports.mainApi.wallets({ signal })),
      loadTotalBalance: fromPromise<TotalBalance, { readonly accountIndex: number }>(({ input, signal }) =>
        ports.mainApi.totalBalance({ accountIndex: input.accountIndex, boostNotification: true }, { signal }),
      ),
      loadBalances: fromPromise<readonly BalanceEntry[], { readonly accountIndex: number }>(({ input, signal }) =>
        ports.mainApi.balances(input.accountIndex, { signal }),
      ),
      history: asHomeHistory(provideHistory(ports)),
    },
    actions: {
      logFailure: (_, params) => ports.logger.warn(`${params.what} failed`, params.failure),
      persistSelectedWallet: (_, params) => hooks.persistSelectedWallet?.(params.accountIndex),
    },
  });
}
