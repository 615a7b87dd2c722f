/**
 * The wallet home (seed 000 §2): wallets for the picker, the total balance, the token list and the
 * history of one account. The three loads run in parallel and fail independently: a failure is
 * only logged (seed 000 §8) and the others carry on. Selecting another wallet discards the old
 * account's data and reloads; answers still in flight for the old account are dropped because
 * leaving the state stops (and aborts) their actors.
 *
 * A live home (issue 12): while the home screen is shown ('live.start' / 'live.stop'), the shared
 * polling machine refreshes the total, the balances and the first history page every
 * HOME_POLL_INTERVAL_MS while the app is visible, at once when it becomes visible again, and on
 * 'wallet.refresh' (the pull-down gesture, the refresh button, a finished send). A refresh keeps
 * what is shown until its answers arrive. New history entries go on top only while the user is at
 * the top of the page; otherwise they wait behind a 'new transactions' pill (history.showNew), so
 * the list never moves under the user's finger.
 */
import { assign, enqueueActions, fromPromise, sendParent, sendTo, setup, type SnapshotFrom } from 'xstate';
import { pollingMachine, type PollAnswerEvent, type PollingInput } from '../shared/polling';
import { freshItems, type Page } from '../shared/paging';
import type { ApiFailure } from '../shared/api-failure';
import { failureParamsOf, isAborted } from '../shared/failures';
import { formatUsd } from '../money/format';
import { MAX_ACCOUNT_INDEX } from './account-index';
import { shortenAddress } from './address';
import { historyKey, historyMachine, type HistoryView } from './history-machine';
import { notProvided } from '../shared/not-provided';
import { sortBalances, visibleTokens, type VisibleTokens } from './token-list';
import type { BalanceEntry } from '../tokens/types';
import type { HistoryEntry, TotalBalance, WalletAccount } from './types';

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
  /** The home screen is shown, so it refreshes itself (see 'live.start'). */
  readonly live: boolean;
  /** The user is at the top of the page, where new history entries may appear without moving anything under them. */
  readonly atTop: boolean;
  /** A refreshed first history page with entries not shown yet, held while the user is scrolled down. */
  readonly pendingHistory: Page<HistoryEntry> | null;
  /** A refresh the user asked for is on its way (the pull indicator spins); background polls do not set it. */
  readonly refreshing: boolean;
  /** The home screen was left since the data was last loaded, so coming back refreshes at once. */
  readonly stale: boolean;
}

/** What one refresh of the home brought; null for a part that failed (logged by the provider). */
export interface HomeRefresh {
  readonly accountIndex: number;
  readonly totalBalance: TotalBalance | null;
  readonly balances: readonly BalanceEntry[] | null;
  readonly historyPage: Page<HistoryEntry> | null;
}

/**
 * How often a visible home asks again (docs/decisions/wallet-home.md, "A live home"): a deposit shows within
 * 30 s while the user watches, and within a second of coming back to the app, which is when most
 * deposits made elsewhere are looked for.
 */
export const HOME_POLL_INTERVAL_MS = 30_000;

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
  /** The new entries held behind the pill go on top (the screen scrolls to them). */
  | { readonly type: 'history.showNew' }
  /** The home screen was shown or left. */
  | { readonly type: 'live.start' }
  | { readonly type: 'live.stop' }
  /** Whether the page is scrolled to its top; sent when that changes. */
  | { readonly type: 'view.scrolled'; readonly atTop: boolean }
  /** Sent by the refresher (the shared polling) with a refresh's answers. */
  | PollAnswerEvent<HomeRefresh>
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

const refresherInput = ({ context }: { readonly context: WalletHomeContext }): PollingInput => ({
  intervalMs: HOME_POLL_INTERVAL_MS,
  // Coming back to the home refreshes at once; entering it with the account just loaded does not.
  pollAtStart: context.stale,
  subject: { accountIndex: context.accountIndex },
});

export const walletHomeMachine = setup({
  types: {} as { context: WalletHomeContext; events: WalletHomeEvent; input: WalletHomeInput },
  actors: {
    loadWallets: fromPromise<readonly WalletAccount[]>(notProvided),
    loadTotalBalance: fromPromise<TotalBalance, { readonly accountIndex: number }>(notProvided),
    loadBalances: fromPromise<readonly BalanceEntry[], { readonly accountIndex: number }>(notProvided),
    history: asHomeHistory(historyMachine),
    /** One refresh: total, balances and the first history page, each failure logged and answered as null. */
    refreshHome: fromPromise<HomeRefresh, { readonly accountIndex: number }>(notProvided),
    refresher: pollingMachine,
  },
  actions: {
    logFailure: (_, _params: { readonly what: HomeLoad; readonly failure: ApiFailure }) => notProvided(),
    /** Tells the outside which account is shown; the UI maps it to the selectedWalletIndex query. */
    persistSelectedWallet: (_, _params: { readonly accountIndex: number }) => notProvided(),
    /**
     * A refresh's answers replace what is shown, part by part (a failed part keeps the old data).
     * Answers for an account no longer shown are dropped. New history entries go on top only at
     * the top of the page; further down they wait for the pill.
     */
    applyRefresh: enqueueActions(({ context, enqueue }, params: { readonly refresh: HomeRefresh }) => {
      const { refresh } = params;
      enqueue.assign({ refreshing: false, stale: false });
      if (refresh.accountIndex !== context.accountIndex) return;
      enqueue.assign({
        totalBalance: refresh.totalBalance ?? context.totalBalance,
        balances: refresh.balances ? sortBalances(refresh.balances) : context.balances,
      });
      const page = refresh.historyPage;
      if (page === null) return;
      if (context.atTop) {
        enqueue.sendTo('history', { type: 'list.refreshFirst', page });
        enqueue.assign({ pendingHistory: null });
      } else if (freshItems(context.history.entries, page.items, historyKey).length > 0) {
        enqueue.assign({ pendingHistory: page });
      }
    }),
  },
  guards: {
    isOtherAccount: ({ context, event }) =>
      event.type === 'wallet.select' &&
      Number.isInteger(event.accountIndex) &&
      event.accountIndex >= 0 &&
      event.accountIndex <= MAX_ACCOUNT_INDEX &&
      event.accountIndex !== context.accountIndex,
    isCurrentHistory: ({ context, event }) => event.type === 'history.changed' && event.accountIndex === context.accountIndex,
    isLive: ({ context }) => context.live,
    isNotLive: ({ context }) => !context.live,
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
    live: false,
    atTop: true,
    pendingHistory: null,
    refreshing: false,
    stale: false,
  }),
  on: {
    'view.scrolled': { actions: assign({ atTop: ({ event }) => event.atTop }) },
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
              pendingHistory: null,
              refreshing: false,
              stale: false,
            })),
            { type: 'persistSelectedWallet', params: ({ event }) => ({ accountIndex: event.accountIndex }) },
          ],
        },
        'history.loadMore': { actions: sendTo('history', { type: 'list.loadMore' }) },
        'poll.answer': { actions: { type: 'applyRefresh', params: ({ event }) => ({ refresh: event.output }) } },
        'history.showNew': {
          guard: ({ context }) => context.pendingHistory !== null,
          actions: [sendTo('history', ({ context }) => ({ type: 'list.refreshFirst', page: context.pendingHistory as Page<HistoryEntry> })), assign({ pendingHistory: null })],
        },
      },
      states: {
        live: {
          description: 'Whether the home refreshes itself: only while its screen is shown.',
          initial: 'check',
          on: {
            'live.start': { guard: 'isNotLive', target: '.polling', actions: assign({ live: true }) },
            'live.stop': { target: '.still', actions: assign({ live: false, stale: true }) },
          },
          states: {
            check: {
              description: "Entering the account's data: refresh only if the home screen is shown.",
              always: [{ guard: 'isLive', target: 'polling' }, { target: 'still' }],
            },
            still: {
              description: 'Another screen is shown (the wallet view, refill): no polling; a refresh asks once.',
              on: { 'wallet.refresh': { target: 'refreshing', actions: assign({ refreshing: true }) } },
            },
            refreshing: {
              description: 'One refresh asked while the home is not shown (after a send); what is shown stays meanwhile.',
              invoke: {
                src: 'refreshHome',
                input: ({ context }) => ({ accountIndex: context.accountIndex }),
                onDone: { target: 'still', actions: { type: 'applyRefresh', params: ({ event }) => ({ refresh: event.output }) } },
                // Each part's failure was logged and answered as null; only an abort gets here.
                onError: { target: 'still', actions: assign({ refreshing: false }) },
              },
            },
            polling: {
              description: 'The home is shown: the refresher polls while the app is visible; a refresh asks it at once.',
              invoke: { id: 'refresher', src: 'refresher', input: refresherInput },
              on: { 'wallet.refresh': { actions: [assign({ refreshing: true }), sendTo('refresher', { type: 'poll.now' })] } },
            },
          },
        },
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
  readonly history: HistoryView & {
    readonly canLoadMore: boolean;
    /** Entries waiting behind the 'new transactions' pill. */
    readonly newCount: number;
  };
  readonly refreshing: boolean;
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
  const { history, pendingHistory } = snapshot.context;
  const newCount = pendingHistory ? freshItems(history.entries, pendingHistory.items, historyKey).length : 0;
  return { ...history, canLoadMore: !history.loading && !history.done, newCount };
}

/** Whether a refresh the user asked for is on its way. */
export function selectRefreshing(snapshot: WalletHomeSnapshot): boolean {
  return snapshot.context.refreshing;
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
    refreshing: selectRefreshing(snapshot),
    ...selectWalletsView(snapshot),
  };
}
