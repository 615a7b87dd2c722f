/**
 * The wallet home (seed 000 §2): wallets for the picker, the total balance, the token list and the
 * history of one account. The three loads run in parallel and fail independently: a failure is
 * only logged (seed 000 §8) and the others carry on. Selecting another wallet discards the old
 * account's data and reloads; answers still in flight for the old account are dropped because
 * leaving the state stops (and aborts) their actors.
 */
import { assign, fromPromise, sendParent, sendTo, setup, type SnapshotFrom } from 'xstate';
import type { ApiFailure } from '../shared/api-failure';
import { failureParamsOf, isAborted } from '../shared/failures';
import { formatUsd } from '../money/format';
import { MAX_ACCOUNT_INDEX } from './account-index';
import { shortenAddress } from './address';
import { historyMachine, type HistoryView } from './history-machine';
import { notProvided } from '../shared/not-provided';
import { sortBalances, visibleTokens, type VisibleTokens } from './token-list';
import type { BalanceEntry } from '../tokens/types';
import type { TotalBalance, WalletAccount } from './types';

export interface WalletHomeInput {
  readonly accountIndex: number;
}

export interface WalletHomeContext {
  readonly accountIndex: number;
  /** The user's accounts (not per account, so kept across a wallet switch). */
  readonly wallets: readonly WalletAccount[] | null;
  readonly totalBalance: TotalBalance | null;
  /** Sorted by usdAmount descending. */
  readonly balances: readonly BalanceEntry[] | null;
  /** The token list shows everything instead of the first 3. */
  readonly expanded: boolean;
  /** Mirror of the history child's view, kept current by its 'history.changed' reports. */
  readonly history: HistoryView;
}

/** Sent by the history child; carries the account so a report of a replaced child is ignored. */
export interface HistoryChangedEvent {
  readonly type: 'history.changed';
  readonly accountIndex: number;
  readonly view: HistoryView;
}

export type WalletHomeEvent =
  | { readonly type: 'wallet.select'; readonly accountIndex: number }
  | { readonly type: 'wallet.refresh' }
  | { readonly type: 'tokens.toggle' }
  | { readonly type: 'history.loadMore' }
  | HistoryChangedEvent;

export type HomeLoad = 'wallets' | 'totalBalance' | 'balances';

const LOADING_HISTORY: HistoryView = { entries: [], loading: true, done: false, failed: false };

/**
 * The history machine as the home runs it: its change hook reports to the home. Applied both to
 * the placeholder and to the provided machine (see provide.ts).
 */
export function asHomeHistory(machine: typeof historyMachine): typeof historyMachine {
  return machine.provide({
    actions: {
      changed: sendParent(({ context }, params: { readonly loading: boolean }) => ({
        type: 'history.changed',
        accountIndex: context.query.accountIndex,
        view: { entries: context.items, done: context.done, failed: context.failure !== null, loading: params.loading },
      })),
    },
  });
}

export const walletHomeMachine = setup({
  types: {} as { context: WalletHomeContext; events: WalletHomeEvent; input: WalletHomeInput },
  actors: {
    loadWallets: fromPromise<readonly WalletAccount[]>(notProvided),
    loadTotalBalance: fromPromise<TotalBalance, { readonly accountIndex: number }>(notProvided),
    loadBalances: fromPromise<readonly BalanceEntry[], { readonly accountIndex: number }>(notProvided),
    history: asHomeHistory(historyMachine),
  },
  actions: {
    logFailure: (_, _params: { readonly what: HomeLoad; readonly failure: ApiFailure }) => notProvided(),
    /** Tells the outside which account is shown; the UI maps it to the selectedWalletIndex query. */
    persistSelectedWallet: (_, _params: { readonly accountIndex: number }) => notProvided(),
  },
  guards: {
    isOtherAccount: ({ context, event }) =>
      event.type === 'wallet.select' &&
      Number.isInteger(event.accountIndex) &&
      event.accountIndex >= 0 &&
      event.accountIndex <= MAX_ACCOUNT_INDEX &&
      event.accountIndex !== context.accountIndex,
    isCurrentHistory: ({ context, event }) => event.type === 'history.changed' && event.accountIndex === context.accountIndex,
    isAborted,
  },
}).createMachine({
  id: 'walletHome',
  context: ({ input }) => ({
    accountIndex: input.accountIndex,
    wallets: null,
    totalBalance: null,
    balances: null,
    expanded: false,
    history: LOADING_HISTORY,
  }),
  on: {
    'tokens.toggle': { actions: assign({ expanded: ({ context }) => !context.expanded }) },
    'history.changed': {
      guard: 'isCurrentHistory',
      actions: assign({ history: ({ event }) => event.view }),
    },
  },
  initial: 'active',
  states: {
    active: {
      description: 'Showing one account; its three loads and its history run side by side.',
      type: 'parallel',
      invoke: { id: 'history', src: 'history', input: ({ context }) => ({ accountIndex: context.accountIndex }) },
      on: {
        'wallet.select': {
          guard: 'isOtherAccount',
          target: 'active',
          reenter: true,
          actions: [
            assign(({ event }) => ({
              accountIndex: event.accountIndex,
              totalBalance: null,
              balances: null,
              expanded: false,
              history: LOADING_HISTORY,
            })),
            { type: 'persistSelectedWallet', params: ({ event }) => ({ accountIndex: event.accountIndex }) },
          ],
        },
        // Keeps what is shown until the new answers arrive (no flash of empty content).
        'wallet.refresh': { target: 'active', reenter: true },
        'history.loadMore': { actions: sendTo('history', { type: 'list.loadMore' }) },
      },
      states: {
        wallets: {
          initial: 'loading',
          states: {
            loading: {
              description: 'Fetching the wallet list for the picker.',
              invoke: {
                src: 'loadWallets',
                onDone: { target: 'loaded', actions: assign({ wallets: ({ event }) => event.output }) },
                onError: [
                  { guard: 'isAborted', target: 'failed' },
                  { target: 'failed', actions: { type: 'logFailure', params: failureParamsOf('wallets') } },
                ],
              },
            },
            loaded: { description: 'The wallet list is known.' },
            failed: { description: 'The wallet list could not be loaded (logged); the picker shows what it has.' },
          },
        },
        totalBalance: {
          initial: 'loading',
          states: {
            loading: {
              description: 'Fetching the total USD balance, asking the server about the boost notice.',
              invoke: {
                src: 'loadTotalBalance',
                input: ({ context }) => ({ accountIndex: context.accountIndex }),
                onDone: { target: 'loaded', actions: assign({ totalBalance: ({ event }) => event.output }) },
                onError: [
                  { guard: 'isAborted', target: 'failed' },
                  { target: 'failed', actions: { type: 'logFailure', params: failureParamsOf('totalBalance') } },
                ],
              },
            },
            loaded: { description: 'The total balance is known.' },
            failed: { description: 'The total balance could not be loaded (logged only).' },
          },
        },
        balances: {
          initial: 'loading',
          states: {
            loading: {
              description: 'Fetching the token balances of the account.',
              invoke: {
                src: 'loadBalances',
                input: ({ context }) => ({ accountIndex: context.accountIndex }),
                onDone: { target: 'loaded', actions: assign({ balances: ({ event }) => sortBalances(event.output) }) },
                onError: [
                  { guard: 'isAborted', target: 'failed' },
                  { target: 'failed', actions: { type: 'logFailure', params: failureParamsOf('balances') } },
                ],
              },
            },
            loaded: { description: 'The token balances are known.' },
            failed: { description: 'The balances could not be loaded (logged only); the placeholder tokens show.' },
          },
        },
      },
    },
  },
});

export type WalletHomeSnapshot = SnapshotFrom<typeof walletHomeMachine>;

export interface WalletOption {
  readonly accountIndex: number;
  readonly evmAddress: string;
  readonly tonAddress: string;
  /** Shortened for display (first 4 and last 4). */
  readonly evmAddressShort: string;
  readonly tonAddressShort: string;
  /** Formatted USD, two decimals, no symbol. */
  readonly totalBalanceUsd: string;
  readonly checked: boolean;
}

export interface HomeView {
  readonly accountIndex: number;
  /** Formatted USD (no symbol); null until the first answer or when it failed. */
  readonly totalBalanceUsd: string | null;
  readonly totalBalanceLoading: boolean;
  readonly hasTrades: boolean;
  readonly isNotifyForBoost: boolean;
  readonly tokens: VisibleTokens & { readonly expanded: boolean; readonly loading: boolean };
  readonly history: HistoryView & { readonly canLoadMore: boolean };
  readonly wallets: readonly WalletOption[];
  readonly walletsLoading: boolean;
}

const isLoading = (snapshot: WalletHomeSnapshot, load: HomeLoad): boolean => snapshot.matches({ active: { [load]: 'loading' } });

/** The total-balance part of the home view. */
export function selectTotalView(snapshot: WalletHomeSnapshot): Pick<HomeView, 'totalBalanceUsd' | 'totalBalanceLoading' | 'hasTrades' | 'isNotifyForBoost'> {
  const total = snapshot.context.totalBalance;
  return {
    totalBalanceUsd: total ? formatUsd(total.totalBalanceUsd) : null,
    totalBalanceLoading: isLoading(snapshot, 'totalBalance'),
    hasTrades: total?.hasTrades ?? false,
    isNotifyForBoost: total?.isNotifyForBoost ?? false,
  };
}

/** The token-list part of the home view. */
export function selectTokensView(snapshot: WalletHomeSnapshot): HomeView['tokens'] {
  const { context } = snapshot;
  return { ...visibleTokens(context.balances ?? [], context.expanded), expanded: context.expanded, loading: isLoading(snapshot, 'balances') };
}

/** The history part of the home view. */
export function selectHistoryView(snapshot: WalletHomeSnapshot): HomeView['history'] {
  const { history } = snapshot.context;
  return { ...history, canLoadMore: !history.loading && !history.done };
}

/** The accounts, for the picker and the header. */
export function selectWalletsView(snapshot: WalletHomeSnapshot): Pick<HomeView, 'wallets' | 'walletsLoading'> {
  const { context } = snapshot;
  return {
    wallets: (context.wallets ?? []).map((wallet) => ({
      accountIndex: wallet.accountIndex,
      evmAddress: wallet.address,
      tonAddress: wallet.tonUnbouncableAddress,
      evmAddressShort: shortenAddress(wallet.address),
      tonAddressShort: shortenAddress(wallet.tonUnbouncableAddress),
      totalBalanceUsd: formatUsd(wallet.totalBalanceUsd),
      checked: wallet.accountIndex === context.accountIndex,
    })),
    walletsLoading: isLoading(snapshot, 'wallets'),
  };
}

/** Everything the wallet screens show; the parts above let a screen follow only what it shows. */
export function selectHomeView(snapshot: WalletHomeSnapshot): HomeView {
  return {
    accountIndex: snapshot.context.accountIndex,
    ...selectTotalView(snapshot),
    tokens: selectTokensView(snapshot),
    history: selectHistoryView(snapshot),
    ...selectWalletsView(snapshot),
  };
}
