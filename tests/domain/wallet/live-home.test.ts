/**
 * The live home (issue 12): refresh on showing the app again, on request and by polling while
 * visible, on the manual clock and a fake visibility port; what is shown stays until the answers
 * come, and new history entries never move the list under a scrolled user.
 */
import { createActor, waitFor as waitForActor, type AnyActorRef, type SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import { HOME_POLL_INTERVAL_MS, selectHomeView, type WalletHomeSnapshot } from '../../../domain/wallet/home-machine';
import { provideWalletHome } from '../../../domain/wallet/provide';
import type { BalanceEntry } from '../../../domain/tokens/types';
import type { HistoryEntry, TotalBalance } from '../../../domain/wallet/types';
import type { ApiFailure } from '../../../domain/shared/api-failure';
import { fakeMainApi, fakeVisibility, mainPorts, recordingLogger, type MainApiMethod } from '../../support/fake-ports';
import { manualClock } from '../../support/manual-clock';
import { aBalance, aDeposit, aTotalBalance, aWallet, deposits } from '../../support/mothers';

function startLiveHome(options: { readonly visible?: boolean } = {}) {
  // Mutable, read at each call: the test moves money on the "server" between polls.
  const totals: Record<number, TotalBalance> = { 0: aTotalBalance('10') };
  const balances: Record<number, readonly BalanceEntry[]> = { 0: [aBalance('TON', '10')] };
  const history: Record<number, readonly HistoryEntry[]> = { 0: deposits(12, 10) };
  const failures: Partial<Record<MainApiMethod, ApiFailure>> = {};
  const mainApi = fakeMainApi({ wallets: [aWallet(0), aWallet(1)], totalBalances: totals, balances, history, failures });
  const clock = manualClock();
  const visibility = fakeVisibility(options.visible ?? true);
  const logger = recordingLogger();
  const actor = createActor(provideWalletHome({ ...mainPorts(mainApi), logger, visibility }), { input: { accountIndex: 0 }, clock }).start();
  const depositArrives = (n: number, usd: string) => {
    totals[0] = aTotalBalance(usd);
    balances[0] = [aBalance('TON', usd)];
    history[0] = [aDeposit(n), ...(history[0] ?? [])];
  };
  return { actor, mainApi, clock, visibility, logger, depositArrives, failures };
}

const settled = (s: WalletHomeSnapshot) => !s.context.history.loading && !s.matches({ active: { totalBalance: 'loading' } }) && !s.matches({ active: { balances: 'loading' } });
const ids = (s: WalletHomeSnapshot) => selectHomeView(s).history.entries.map((entry) => entry.id);
/** Fails fast instead of hanging to the test's timeout. */
const waitFor = <A extends AnyActorRef>(actor: A, predicate: (snapshot: SnapshotFrom<A>) => boolean) => waitForActor(actor, predicate, { timeout: 2000 });
/** Lets the fake's answers (a macrotask) land. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the live home', () => {
  it('polls every 30 s while the home is shown and visible, not at once (the first load just ran)', async () => {
    const { actor, mainApi, clock, depositArrives } = startLiveHome();
    await waitFor(actor, settled);
    actor.send({ type: 'live.start' });
    await flush();
    expect(mainApi.count('totalBalance')).toBe(1);

    depositArrives(0, '15');
    clock.advance(HOME_POLL_INTERVAL_MS - 1);
    await flush();
    expect(mainApi.count('totalBalance')).toBe(1);
    clock.advance(1);
    await waitFor(actor, (s) => s.context.totalBalance?.totalBalanceUsd === '15');
    expect([mainApi.count('wallets'), mainApi.count('totalBalance'), mainApi.count('balances'), mainApi.count('history')]).toEqual([1, 2, 2, 2]);
    expect(ids(actor.getSnapshot())[0]).toBe('deposit-0');
    expect(ids(actor.getSnapshot())).toHaveLength(11);

    clock.advance(HOME_POLL_INTERVAL_MS);
    await flush();
    expect(mainApi.count('totalBalance')).toBe(3);
  });

  it('does not poll while the app is hidden, and refreshes at once when it is shown again', async () => {
    const { actor, mainApi, clock, visibility, depositArrives } = startLiveHome();
    await waitFor(actor, settled);
    actor.send({ type: 'live.start' });
    visibility.set(false);
    clock.advance(10 * HOME_POLL_INTERVAL_MS);
    await flush();
    expect(mainApi.count('totalBalance')).toBe(1);

    depositArrives(0, '20');
    visibility.set(true);
    await waitFor(actor, (s) => s.context.totalBalance?.totalBalanceUsd === '20');
    expect(mainApi.count('totalBalance')).toBe(2);
  });

  it('does not poll on other screens; coming back to the home refreshes at once', async () => {
    const { actor, mainApi, clock, depositArrives } = startLiveHome();
    await waitFor(actor, settled);
    actor.send({ type: 'live.start' });
    actor.send({ type: 'live.stop' });
    clock.advance(5 * HOME_POLL_INTERVAL_MS);
    await flush();
    expect(mainApi.count('totalBalance')).toBe(1);

    depositArrives(0, '30');
    actor.send({ type: 'live.start' });
    await waitFor(actor, (s) => s.context.totalBalance?.totalBalanceUsd === '30');
  });

  it('a refresh asked for (the pull) polls at once and restarts the interval; the old figures stay until the answer', async () => {
    const { actor, mainApi, clock, depositArrives } = startLiveHome();
    await waitFor(actor, settled);
    actor.send({ type: 'live.start' });
    clock.advance(HOME_POLL_INTERVAL_MS / 2);
    depositArrives(0, '40');
    actor.send({ type: 'wallet.refresh' });
    const during = selectHomeView(actor.getSnapshot());
    expect(during.refreshing).toBe(true);
    expect(during.totalBalanceUsd).toBe('10.00');
    expect(during.history.entries).toHaveLength(10);
    expect(during.tokens.items).toHaveLength(1);
    await waitFor(actor, (s) => !s.context.refreshing);
    expect(selectHomeView(actor.getSnapshot()).totalBalanceUsd).toBe('40.00');
    expect(mainApi.count('totalBalance')).toBe(2);

    clock.advance(HOME_POLL_INTERVAL_MS - 1);
    await flush();
    expect(mainApi.count('totalBalance')).toBe(2);
    clock.advance(1);
    await flush();
    expect(mainApi.count('totalBalance')).toBe(3);
  });

  it('scrolled down, new entries wait behind the pill; the list does not move until the user asks', async () => {
    const { actor, clock, depositArrives } = startLiveHome();
    await waitFor(actor, settled);
    actor.send({ type: 'live.start' });
    actor.send({ type: 'view.scrolled', atTop: false });
    const before = ids(actor.getSnapshot());
    depositArrives(0, '50');
    depositArrives(1, '55');
    clock.advance(HOME_POLL_INTERVAL_MS);
    await waitFor(actor, (s) => selectHomeView(s).history.newCount === 2);
    expect(ids(actor.getSnapshot())).toEqual(before);
    // The total and balances are not a list under the finger: they update.
    expect(selectHomeView(actor.getSnapshot()).totalBalanceUsd).toBe('55.00');

    actor.send({ type: 'history.showNew' });
    expect(ids(actor.getSnapshot())).toEqual(['deposit-1', 'deposit-0', ...before]);
    expect(selectHomeView(actor.getSnapshot()).history.newCount).toBe(0);
  });

  it('after new entries went on top, the next page continues where the server now has it (nothing repeated or skipped)', async () => {
    const { actor, clock, depositArrives } = startLiveHome();
    await waitFor(actor, settled);
    actor.send({ type: 'live.start' });
    depositArrives(0, '60');
    clock.advance(HOME_POLL_INTERVAL_MS);
    await waitFor(actor, (s) => ids(s)[0] === 'deposit-0');
    actor.send({ type: 'history.loadMore' });
    await waitFor(actor, (s) => !s.context.history.loading && s.context.history.done);
    expect(ids(actor.getSnapshot())).toEqual(['deposit-0', ...deposits(12, 10).map((entry) => entry.id)]);
  });

  it('a failed part of a refresh is logged and keeps what was shown; the other parts still update', async () => {
    const { actor, clock, logger, failures, depositArrives } = startLiveHome();
    await waitFor(actor, settled);
    actor.send({ type: 'live.start' });
    failures.balances = { type: 'server', status: 500 };
    depositArrives(0, '65');
    clock.advance(HOME_POLL_INTERVAL_MS);
    await waitFor(actor, () => logger.lines.some((line) => line.message === 'home refresh: balances failed'));
    const view = selectHomeView(actor.getSnapshot());
    expect(view.tokens.items.map((token) => token.usdAmount)).toEqual(['10']);
    expect(view.totalBalanceUsd).toBe('65.00');
  });

  it('an answer for an account no longer shown is dropped', async () => {
    const { actor, mainApi, depositArrives } = startLiveHome();
    await waitFor(actor, settled);
    depositArrives(0, '70');
    actor.send({ type: 'wallet.refresh' });
    actor.send({ type: 'wallet.select', accountIndex: 1 });
    await waitFor(actor, settled);
    await flush();
    expect(actor.getSnapshot().context.totalBalance?.totalBalanceUsd).toBe('0');
    expect(mainApi.count('totalBalance')).toBe(3);
  });
});
