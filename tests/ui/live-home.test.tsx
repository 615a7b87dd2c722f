/**
 * The live home on screen (issue 12): the refresh button and the pull-down gesture refresh the
 * total, tokens and history without blanking them; coming back to the app refreshes; new history
 * entries wait behind a pill while the page is scrolled down.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BalanceEntry } from '../../domain/tokens/types';
import type { HistoryEntry, TotalBalance } from '../../domain/wallet/types';
import { fakeMainApi, fakeVisibility, mainPorts } from '../support/fake-ports';
import { deferred } from '../support/deferred';
import { aBalance, aDeposit, aTotalBalance, deposits } from '../support/mothers';
import { renderApp, testPorts } from '../support/render';

function liveHome() {
  const totals: Record<number, TotalBalance> = { 0: aTotalBalance('10') };
  const balances: Record<number, readonly BalanceEntry[]> = { 0: [aBalance('TON', '10')] };
  const history: Record<number, readonly HistoryEntry[]> = { 0: deposits(3, 10) };
  const mainApi = fakeMainApi({ totalBalances: totals, balances, history });
  const visibility = fakeVisibility();
  const ports = { ...testPorts(), ...mainPorts(mainApi), visibility };
  const depositArrives = (n: number, usd: string) => {
    totals[0] = aTotalBalance(usd);
    balances[0] = [aBalance('TON', usd)];
    history[0] = [aDeposit(n), ...(history[0] ?? [])];
  };
  return { ports, mainApi, visibility, depositArrives };
}

async function openHome() {
  const live = liveHome();
  await renderApp({ ports: live.ports });
  await screen.findByTestId('total-balance');
  await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(3));
  return live;
}

const total = () => screen.getByTestId('total-balance').textContent;
const historyIds = () => screen.getAllByTestId('history-row').map((row) => row.querySelector('span span')?.textContent ?? row.textContent);

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  fireEvent.scroll(window);
}

afterEach(() => {
  scrollTo(0);
});

describe('the live home', () => {
  it('the refresh button keeps the figures shown until the new ones arrive', async () => {
    const { mainApi, depositArrives } = await openHome();
    depositArrives(0, '25');
    const answer = deferred<TotalBalance>();
    const realTotal = mainApi.totalBalance.bind(mainApi);
    let held = true;
    (mainApi as { totalBalance: typeof mainApi.totalBalance }).totalBalance = (query, options) => (held ? answer.promise : realTotal(query, options));

    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    expect(screen.getByTestId('home-refresh').getAttribute('aria-busy')).toBe('true');
    expect(total()).toBe('$10.00');
    expect(screen.getAllByTestId('history-row')).toHaveLength(3);
    expect(screen.getByTestId('pull-indicator').dataset.state).toBe('refreshing');

    held = false;
    answer.resolve(aTotalBalance('25'));
    await waitFor(() => expect(total()).toBe('$25.00'));
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(4));
    expect(screen.getByTestId('home-refresh').getAttribute('aria-busy')).toBe('false');
  });

  it('a pull down from the top of the page refreshes once it passes the threshold; a short one does not', async () => {
    const { mainApi, depositArrives } = await openHome();
    const home = screen.getByTestId('pull-indicator').parentElement!;

    fireEvent.touchStart(home, { touches: [{ clientY: 100 }] });
    fireEvent.touchMove(home, { touches: [{ clientY: 130 }] });
    expect(screen.getByTestId('pull-indicator').dataset.state).toBe('pulling');
    expect(within(screen.getByTestId('pull-indicator')).getByText('Pull to refresh')).toBeTruthy();
    fireEvent.touchEnd(home);
    expect(mainApi.count('totalBalance')).toBe(1);

    depositArrives(0, '30');
    fireEvent.touchStart(home, { touches: [{ clientY: 100 }] });
    fireEvent.touchMove(home, { touches: [{ clientY: 220 }] });
    expect(screen.getByTestId('pull-indicator').dataset.state).toBe('ready');
    expect(within(screen.getByTestId('pull-indicator')).getByText('Release to refresh')).toBeTruthy();
    fireEvent.touchEnd(home);
    await waitFor(() => expect(total()).toBe('$30.00'));
    expect(mainApi.count('totalBalance')).toBe(2);
  });

  it('a pull that starts below the top of the page is a scroll, not a refresh', async () => {
    const { mainApi } = await openHome();
    const home = screen.getByTestId('pull-indicator').parentElement!;
    scrollTo(200);
    fireEvent.touchStart(home, { touches: [{ clientY: 100 }] });
    fireEvent.touchMove(home, { touches: [{ clientY: 300 }] });
    fireEvent.touchEnd(home);
    expect(screen.getByTestId('pull-indicator').dataset.state).toBe('idle');
    expect(mainApi.count('totalBalance')).toBe(1);
  });

  it('coming back to the app refreshes at once', async () => {
    const { visibility, depositArrives } = await openHome();
    act(() => visibility.set(false));
    depositArrives(0, '40');
    act(() => visibility.set(true));
    await waitFor(() => expect(total()).toBe('$40.00'));
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(4));
  });

  it('scrolled down, new transactions wait behind a pill; pressing it puts them on top', async () => {
    const { depositArrives } = await openHome();
    const scrolled = vi.fn();
    // jsdom does not lay out, so it has no scrollIntoView; the screen scrolls to the new entries.
    Element.prototype.scrollIntoView = scrolled;
    const before = historyIds();
    scrollTo(400);
    depositArrives(0, '50');
    depositArrives(1, '55');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    const pill = await screen.findByRole('button', { name: '2 new transactions' });
    expect(total()).toBe('$55.00');
    expect(historyIds()).toEqual(before);

    await userEvent.setup().click(pill);
    expect(screen.getAllByTestId('history-row')).toHaveLength(5);
    expect(screen.queryByTestId('history-new')).toBeNull();
    expect(document.activeElement?.id).toBe('history-title');
    expect(scrolled).toHaveBeenCalledOnce();
  });
});
