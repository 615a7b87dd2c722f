import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HistoryEntry } from '../../domain/wallet/types';
import { fakeMainApi, mainPorts, type FakeMainApiOptions } from '../support/fake-ports';
import { aBalance, aDeposit, aTotalBalance, aWallet, deposits } from '../support/mothers';
import { bootApp } from '../../ui/boot';
import { PATHS } from '../../ui/routes/paths';
import { createI18n } from '../../ui/i18n/i18n';
import { createAppRouter } from '../../ui/routes/router';
import { renderApp, testConfig, testPorts } from '../support/render';

function portsWith(api: FakeMainApiOptions) {
  const mainApi = fakeMainApi(api);
  return { ...testPorts(), ...mainPorts(mainApi), mainApi };
}

async function home(api: FakeMainApiOptions = {}, path = '/') {
  const ports = portsWith(api);
  const app = await renderApp({ ports, path });
  await screen.findByTestId('total-balance');
  return { ...app, mainApi: ports.mainApi, ports };
}

const rows = () => screen.queryAllByTestId('token-row');
const rowSymbols = () => rows().map((row) => `${row.dataset.symbol ?? ''}/${row.dataset.chain ?? ''}`);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the wallet home: total and tokens', () => {
  it('shows the total in USD with two decimals', async () => {
    await home({ totalBalances: { 0: aTotalBalance('1234.5') } });
    expect(screen.getByTestId('total-balance').textContent).toBe('$1\u202f234.50');
  });

  it('shows the placeholders TON, ETH and USDT on OP when the account holds nothing', async () => {
    await home({ balances: { 0: [] } });
    await waitFor(() => expect(rowSymbols()).toEqual(['TON/TON', 'ETH/1', 'USDT/10']));
    const usdt = rows()[2]!;
    expect(within(usdt).getByText('OP')).toBeTruthy();
    expect(within(usdt).getByText('$0.00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('shows the 3 richest tokens, all of them after "Show more", and 3 again after "Show less"', async () => {
    const balances = [
      aBalance('DAI', '5', { tokensAmount: '5.123456789' }),
      aBalance('TON', '120', { chainId: 'TON', address: 'TON', tokensAmount: '22.2' }),
      aBalance('USDT', '300.005'),
      aBalance('ETH', '1500'),
      aBalance('NOT', '0.5'),
    ];
    await home({ balances: { 0: balances } });
    await waitFor(() => expect(rowSymbols()).toEqual(['ETH/1', 'USDT/1', 'TON/TON']));
    expect(within(rows()[1]!).getByText('$300.01')).toBeTruthy();

    const user = userEvent.setup();
    const more = screen.getByRole('button', { name: 'Show more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await user.click(more);
    expect(rowSymbols()).toEqual(['ETH/1', 'USDT/1', 'TON/TON', 'DAI/1', 'NOT/1']);
    // Token amounts are cut to 6 decimals, rounding down.
    expect(within(rows()[3]!).getByText('5.123456')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Show less' }));
    expect(rows()).toHaveLength(3);
  });

  it('renders token symbols from the server as text, never as markup', async () => {
    await home({ balances: { 0: [aBalance('<img src=x onerror=alert(1)>', '10')] } });
    await waitFor(() => expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy());
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('keeps the screen working when balances, total and history fail, and only logs', async () => {
    const ports = portsWith({
      failures: { balances: { type: 'server', status: 500 }, totalBalance: { type: 'unreachable' }, history: { type: 'server', status: 502 } },
    });
    await renderApp({ ports });
    await waitFor(() => expect(ports.logger.warnings.length).toBeGreaterThanOrEqual(3));
    expect(screen.queryByTestId('total-balance')).toBeNull();
    expect(screen.getByText('Total balance unavailable')).toBeTruthy();
    await waitFor(() => expect(rowSymbols()).toEqual(['TON/TON', 'ETH/1', 'USDT/10']));
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();
  });

  it('links send, swap and staking to their screens, or disables them with a reason while a screen does not exist', async () => {
    // Adapts as later issues add their routes (send exists since issue 4).
    const known = createAppRouter({ history: createMemoryHistory(), i18n: createI18n('en') }).routesByPath as Record<string, unknown>;
    await home();
    const entries = [
      { name: 'Send', path: PATHS.send, reason: 'Sending is not available yet.' },
      { name: 'Swap', path: PATHS.swap, reason: 'Swapping is not available yet.' },
    ];
    for (const { name, path, reason } of entries) {
      if (path in known) {
        expect(screen.getByRole('link', { name }).getAttribute('href')?.split('?')[0]).toBe(path);
      } else {
        const button = screen.getByRole('button', { name });
        expect((button as HTMLButtonElement).disabled).toBe(true);
        expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(reason);
      }
    }
    // The staking card and the bottom menu's entry both lead to staking once its screens exist.
    if (PATHS.miningStaking in known) expect(screen.getAllByRole('link', { name: /Staking/ }).map((link) => link.getAttribute('href')?.split('?')[0])).toContain(PATHS.miningStaking);
    else {
      expect(screen.getByText('Stake SWITCH and earn rewards.')).toBeTruthy();
      expect(screen.queryByRole('link', { name: /Staking/ })).toBeNull();
      expect(screen.queryByText('Coming soon')).toBeNull();
    }
  });
});

describe('the wallet home under StrictMode', () => {
  it('loads everything although the actor is stopped and restarted on mount', async () => {
    const ports = portsWith({ totalBalances: { 0: aTotalBalance('42') }, balances: { 0: [aBalance('ETH', '42')] }, history: { 0: deposits(2) } });
    const element = await bootApp({ config: testConfig(), ports, search: '', history: createMemoryHistory({ initialEntries: ['/'] }) });
    render(<StrictMode>{element}</StrictMode>);
    expect((await screen.findByTestId('total-balance')).textContent).toBe('$42.00');
    await waitFor(() => expect(rowSymbols()).toEqual(['ETH/1']));
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(2));
  });
});

describe('the wallet home: history', () => {
  const swap: HistoryEntry = {
    id: 'swap-1',
    type: 'swap',
    createdAt: '2025-03-07T12:00:00.000Z',
    fromToken: { symbol: 'TON', decimals: 9 },
    toToken: { symbol: 'USDT', decimals: 6 },
    fromAmount: '1500000000',
    toAmount: '8123456',
  };
  const withdrawal: HistoryEntry = {
    id: 'out-1',
    type: 'withdrawal',
    createdAt: '2024-12-31T12:00:00.000Z',
    to: 'UQBvW8Z5huBkMJYdnfAEM5JqTNkuWX3diqYENkWsIL0XggGG',
    symbol: 'ETH',
    amount: '123456789012345678',
    decimals: 18,
  };

  it('formats amounts to 8 decimals, each joined to its symbol by a no-break space (issue 41), and dates as DD/MM/YYYY with the real month', async () => {
    await home({ history: { 0: [aDeposit(0, { createdAt: '2025-01-09T12:00:00.000Z', amount: '123456789012', decimals: 9 }), swap, withdrawal] } });
    const list = await screen.findByTestId('history-list');
    await waitFor(() => expect(within(list).getAllByTestId('history-row')).toHaveLength(3));
    const [deposit, swapRow, out] = within(list).getAllByTestId('history-row');
    expect(deposit!.textContent).toContain('+123.45678901\u00a0TON');
    expect(deposit!.textContent).toContain('09/01/2025');
    expect(swapRow!.textContent).toContain('1.5\u00a0TON → 8.123456\u00a0USDT');
    expect(swapRow!.textContent).toContain('07/03/2025');
    expect(out!.textContent).toContain('Withdrawal to UQBv…ggGG');
    expect(out!.textContent).toContain('−0.12345678\u00a0ETH');
    expect(out!.textContent).toContain('31/12/2024');
    // Each kind has its own decorative icon: in, swap, out (issue 12).
    const icons = [deposit, swapRow, out].map((row) => row!.querySelector('svg[aria-hidden="true"]')?.innerHTML);
    expect(icons.every(Boolean)).toBe(true);
    expect(new Set(icons).size).toBe(3);
  });

  it('says so when there are no transactions', async () => {
    await home({ history: { 0: [] } });
    expect(await screen.findByText('No transactions yet')).toBeTruthy();
    expect(screen.queryByTestId('history-row')).toBeNull();
  });

  it('loads 10 more when the scroll trigger becomes visible, until a page has fewer than 10', async () => {
    const observers: { callback: IntersectionObserverCallback; options: IntersectionObserverInit | undefined; target: Element | null }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        readonly entry: (typeof observers)[number];
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          this.entry = { callback, options, target: null };
          observers.push(this.entry);
        }
        observe(target: Element) {
          this.entry.target = target;
        }
        disconnect() {
          this.entry.target = null;
        }
      },
    );
    const { mainApi } = await home({ history: { 0: deposits(25) } });
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(10));

    const reveal = () => {
      const live = observers.filter((observer) => observer.target);
      expect(live).toHaveLength(1);
      expect(live[0]!.options?.threshold).toBe(0.1);
      act(() => live[0]!.callback([{ isIntersecting: true, target: live[0]!.target! } as IntersectionObserverEntry], {} as IntersectionObserver));
    };

    reveal();
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(20));
    reveal();
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(25));
    expect(screen.queryByTestId('history-trigger')).toBeNull();
    expect(mainApi.calls.history.map(([query]) => [query.offset, query.limit])).toEqual([
      [0, 10],
      [10, 10],
      [20, 10],
    ]);
  });

  it('offers a button instead when the browser cannot observe visibility', async () => {
    await home({ history: { 0: deposits(12) } });
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(10));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(12));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});

describe('the deposit drawer', () => {
  it('is a modal dialog with the TON and EVM addresses, closed by Escape', async () => {
    const wallet = aWallet(0);
    await home({ wallets: [wallet] });
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Deposit' });
    await user.click(opener);

    // The drawer is its own chunk (ui/screens/wallet/home-sheets.tsx): it may take a moment.
    const dialog = await screen.findByRole('dialog', { name: 'Deposit' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await waitFor(() => expect(within(dialog).getByTestId('deposit-ton-address').textContent).toBe(wallet.tonUnbouncableAddress));
    expect(within(dialog).getByTestId('deposit-evm-address').textContent).toBe(wallet.address);
    expect(within(dialog).getByText('ETH, OP, ARB, Base, ZKSync')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Deposit with a QR code' })).toBeTruthy();

    // Focus stays inside while tabbing.
    for (let i = 0; i < 6; i += 1) await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('copies an address with feedback', async () => {
    const wallet = aWallet(0);
    const { ports } = await home({ wallets: [wallet] });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByTestId('deposit-evm-address').textContent).toBe(wallet.address));
    await user.click(within(dialog).getByRole('button', { name: 'Copy EVM address' }));
    expect(await within(dialog).findByText('Address copied')).toBeTruthy();
    expect(ports.messenger.log.copied).toEqual([wallet.address]);
  });
});
