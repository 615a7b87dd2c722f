import { createActor, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { GROUP_SEPARATOR } from '../../../domain/money/format';
import { selectHomeView, type WalletHomeSnapshot } from '../../../domain/wallet/home-machine';
import { provideWalletHome } from '../../../domain/wallet/provide';
import type { BalanceEntry } from '../../../domain/tokens/types';
import type { HistoryEntry, TotalBalance } from '../../../domain/wallet/types';
import { fakeMainApi, fakeVisibility, recordingLogger, type FakeMainApiOptions, mainPorts } from '../../support/fake-ports';
import { deferred } from '../../support/deferred';
import { aBalance, aTotalBalance, aWallet, deposits } from '../../support/mothers';

const ACCOUNT_0 = {
  balances: [aBalance('DOGE', '1'), aBalance('TON', '250.5'), aBalance('ETH', '1200'), aBalance('USDT', '99.99')],
  total: aTotalBalance('1551.49', { hasTrades: true }),
};
const ACCOUNT_2 = { balances: [aBalance('ARB', '5')], total: aTotalBalance('5') };

function startHome(options: FakeMainApiOptions = {}, accountIndex = 0) {
  const mainApi = fakeMainApi({
    wallets: [aWallet(0, { totalBalanceUsd: '1551.49' }), aWallet(1), aWallet(2, { totalBalanceUsd: '5' })],
    totalBalances: { 0: ACCOUNT_0.total, 2: ACCOUNT_2.total },
    balances: { 0: ACCOUNT_0.balances, 2: ACCOUNT_2.balances },
    history: { 0: deposits(12), 2: deposits(3, 100) },
    ...options,
  });
  const logger = recordingLogger();
  const persistSelectedWallet = vi.fn();
  const actor = createActor(provideWalletHome({ ...mainPorts(mainApi), logger, visibility: fakeVisibility() }, { persistSelectedWallet }), { input: { accountIndex } }).start();
  return { actor, mainApi, logger, persistSelectedWallet };
}

const loaded = (s: WalletHomeSnapshot) =>
  !s.matches({ active: { wallets: 'loading' } }) &&
  !s.matches({ active: { totalBalance: 'loading' } }) &&
  !s.matches({ active: { balances: 'loading' } }) &&
  !s.context.history.loading;

describe('walletHomeMachine', () => {
  it('loads wallets, total balance (with the boost notice) and balances in parallel, plus the first history page', async () => {
    const { actor, mainApi } = startHome();
    // All three requests leave before any answer arrives.
    expect([mainApi.count('wallets'), mainApi.count('totalBalance'), mainApi.count('balances'), mainApi.count('history')]).toEqual([1, 1, 1, 1]);
    expect(mainApi.calls.totalBalance[0]?.[0]).toEqual({ accountIndex: 0, boostNotification: true });
    expect(mainApi.calls.balances[0]?.[0]).toBe(0);
    expect(mainApi.calls.history[0]?.[0]).toEqual({ accountIndex: 0, offset: 0, limit: 10 });

    await waitFor(actor, loaded);
    const view = selectHomeView(actor.getSnapshot());
    expect(view.totalBalanceUsd).toBe(`1${GROUP_SEPARATOR}551.49`);
    expect(view.hasTrades).toBe(true);
    expect(view.tokens).toMatchObject({ placeholder: false, hasMore: true, expanded: false, loading: false });
    expect(view.tokens.items.map((t) => t.symbol)).toEqual(['ETH', 'TON', 'USDT']);
    expect(view.history.entries).toHaveLength(10);
    expect(view.history.canLoadMore).toBe(true);
    expect(view.wallets.map((w) => [w.accountIndex, w.checked, w.totalBalanceUsd])).toEqual([
      [0, true, `1${GROUP_SEPARATOR}551.49`],
      [1, false, '0.00'],
      [2, false, '5.00'],
    ]);
    expect(view.wallets[0]?.evmAddressShort).toMatch(/^0x00…0000$/);
    expect(view.wallets[0]?.tonAddressShort).toHaveLength(9);
  });

  it('toggles between 3 tokens and all of them', async () => {
    const { actor } = startHome();
    await waitFor(actor, loaded);
    actor.send({ type: 'tokens.toggle' });
    expect(selectHomeView(actor.getSnapshot()).tokens.items.map((t) => t.symbol)).toEqual(['ETH', 'TON', 'USDT', 'DOGE']);
    actor.send({ type: 'tokens.toggle' });
    expect(selectHomeView(actor.getSnapshot()).tokens.items).toHaveLength(3);
  });

  it('shows the placeholder tokens when the account holds nothing', async () => {
    const { actor } = startHome({}, 1);
    await waitFor(actor, loaded);
    const { tokens } = selectHomeView(actor.getSnapshot());
    expect(tokens.placeholder).toBe(true);
    expect(tokens.items.map((t) => t.symbol)).toEqual(['TON', 'ETH', 'USDT']);
  });

  it('one failing load is only logged; the others still arrive', async () => {
    const { actor, logger } = startHome({ failures: { totalBalance: { type: 'server', status: 500 } } });
    await waitFor(actor, loaded);
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ active: { totalBalance: 'failed', balances: 'loaded', wallets: 'loaded' } })).toBe(true);
    expect(selectHomeView(snapshot).totalBalanceUsd).toBeNull();
    expect(selectHomeView(snapshot).tokens.items).toHaveLength(3);
    expect(logger.lines).toEqual([{ level: 'warn', message: 'totalBalance failed', detail: { type: 'server', status: 500 } }]);
  });

  it('forwards loadMore to the history and mirrors its pages', async () => {
    const { actor, mainApi } = startHome();
    await waitFor(actor, loaded);
    actor.send({ type: 'history.loadMore' });
    expect(actor.getSnapshot().context.history.loading).toBe(true);
    await waitFor(actor, loaded);
    expect(mainApi.calls.history.map(([q]) => q.offset)).toEqual([0, 10]);
    expect(selectHomeView(actor.getSnapshot()).history).toMatchObject({ done: true, canLoadMore: false });
    expect(actor.getSnapshot().context.history.entries).toHaveLength(12);
  });

  it('selecting a wallet discards the old data, reloads everything for the new index and persists the choice', async () => {
    const { actor, mainApi, persistSelectedWallet } = startHome();
    await waitFor(actor, loaded);
    actor.send({ type: 'tokens.toggle' });
    actor.send({ type: 'wallet.select', accountIndex: 2 });

    expect(persistSelectedWallet).toHaveBeenCalledWith(2);
    const switching = actor.getSnapshot().context;
    expect(switching).toMatchObject({ accountIndex: 2, totalBalance: null, balances: null, expanded: false });
    expect(switching.history.entries).toEqual([]);
    expect(mainApi.calls.totalBalance.at(-1)?.[0]).toEqual({ accountIndex: 2, boostNotification: true });
    expect(mainApi.calls.balances.at(-1)?.[0]).toBe(2);
    expect(mainApi.calls.history.at(-1)?.[0]).toEqual({ accountIndex: 2, offset: 0, limit: 10 });

    await waitFor(actor, loaded);
    const view = selectHomeView(actor.getSnapshot());
    expect(view.totalBalanceUsd).toBe('5.00');
    expect(view.tokens.items.map((t) => t.symbol)).toEqual(['ARB']);
    expect(view.history.entries.map((e) => e.id)).toEqual(deposits(3, 100).map((e) => e.id));
    expect(view.wallets.find((w) => w.checked)?.accountIndex).toBe(2);
  });

  it('stale answers for a wallet left behind never land', async () => {
    const late = {
      total: deferred<TotalBalance>(),
      balances: deferred<readonly BalanceEntry[]>(),
      history: deferred<readonly HistoryEntry[]>(),
    };
    const base = fakeMainApi({
      totalBalances: { 2: ACCOUNT_2.total },
      balances: { 2: ACCOUNT_2.balances },
      history: { 2: deposits(3, 100) },
    });
    // Account 1's answers ignore the abort signal and arrive only when the test says so.
    const { actor, mainApi, persistSelectedWallet } = startHome({
      overrides: {
        totalBalance: (q, o) => (q.accountIndex === 1 ? late.total.promise : base.totalBalance(q, o)),
        balances: (index, o) => (index === 1 ? late.balances.promise : base.balances(index, o)),
        history: (q, o) => (q.accountIndex === 1 ? late.history.promise : base.history(q, o)),
      },
    });
    await waitFor(actor, loaded);
    actor.send({ type: 'wallet.select', accountIndex: 1 });
    actor.send({ type: 'wallet.select', accountIndex: 2 });
    expect(persistSelectedWallet.mock.calls).toEqual([[1], [2]]);
    // Account 1 was asked for, then left behind before it answered.
    expect(mainApi.calls.balances.map(([index]) => index)).toEqual([0, 1, 2]);
    await waitFor(actor, loaded);

    late.total.resolve(aTotalBalance('999999'));
    late.balances.resolve([aBalance('STALE', '999999')]);
    late.history.resolve(deposits(10, 500));
    await new Promise((resolve) => setTimeout(resolve, 10));

    const { context } = actor.getSnapshot();
    expect(context.accountIndex).toBe(2);
    expect(context.totalBalance).toEqual(ACCOUNT_2.total);
    expect(context.balances?.map((b) => b.symbol)).toEqual(['ARB']);
    expect(context.history.entries.map((e) => e.id)).toEqual(deposits(3, 100).map((e) => e.id));
  });

  it('selecting the shown wallet or an impossible index does nothing', async () => {
    const { actor, mainApi, persistSelectedWallet } = startHome();
    await waitFor(actor, loaded);
    for (const accountIndex of [0, -1, 1.5, Number.NaN, 1001]) actor.send({ type: 'wallet.select', accountIndex });
    expect(persistSelectedWallet).not.toHaveBeenCalled();
    expect(mainApi.count('balances')).toBe(1);
  });

  it('a refresh asks again for the total, balances and first history page while keeping what is shown', async () => {
    const { actor, mainApi } = startHome();
    await waitFor(actor, loaded);
    actor.send({ type: 'wallet.refresh' });
    expect(actor.getSnapshot().context.balances).toHaveLength(4);
    expect(selectHomeView(actor.getSnapshot()).history.entries).toHaveLength(10);
    expect(selectHomeView(actor.getSnapshot()).refreshing).toBe(true);
    await waitFor(actor, (s) => !s.context.refreshing);
    expect([mainApi.count('wallets'), mainApi.count('totalBalance'), mainApi.count('balances'), mainApi.count('history')]).toEqual([1, 2, 2, 2]);
    expect(selectHomeView(actor.getSnapshot()).history.entries).toHaveLength(10);
  });

  it('stopping the home aborts every request in flight', () => {
    const signals: (AbortSignal | undefined)[] = [];
    const hang = (o?: { signal?: AbortSignal | undefined }) => {
      signals.push(o?.signal);
      return new Promise<never>(() => {});
    };
    const { actor } = startHome({
      overrides: { wallets: hang, totalBalance: (_q, o) => hang(o), balances: (_i, o) => hang(o), history: (_q, o) => hang(o) },
    });
    expect(signals).toHaveLength(4);
    actor.stop();
    expect(signals.every((signal) => signal?.aborted)).toBe(true);
  });
});
