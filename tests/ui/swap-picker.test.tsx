/**
 * The token pickers (/selectNetwork/from and /to) in the app: skeleton rows while loading, rows
 * with 4-decimal amounts and USD, the chain filter, the search, the empty state's paste action,
 * choosing a token (back to /swap with it set), the TON restriction, hostile names as text.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { KnownTokensPage } from '../../domain/tokens/types';
import { deferred } from '../support/deferred';
import { aKnownToken } from '../support/mothers';
import { CATALOGUE, sideShows, swapApp, TON } from './swap-support';

const rows = () => screen.queryAllByTestId('picker-row');
const rowKeys = () => rows().map((row) => `${row.dataset.symbol ?? ''}/${row.dataset.chain ?? ''}`);
const chainButtons = () => within(screen.getByTestId('picker-chains')).getAllByRole('button');

async function openPicker(side: 'from' | 'to', options: Parameters<typeof swapApp>[0] = {}) {
  const app = await swapApp(options);
  await userEvent.click(await screen.findByTestId(`swap-${side}-token`, {}, { timeout: 4000 }));
  await waitFor(() => expect(app.history.location.pathname).toBe(`/selectNetwork/${side}`));
  return app;
}

describe('the token picker', () => {
  it('shows skeleton rows, then the coins with 4-decimal amounts, chain and USD', async () => {
    const page = deferred<KnownTokensPage>();
    await openPicker('from', { overrides: { knownTokens: () => page.promise } });
    expect((await screen.findAllByTestId('picker-skeleton')).length).toBeGreaterThan(0);
    expect(screen.getByRole('list', { name: 'Tokens' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Choose the token to send' })).toBeTruthy();
    page.resolve({ tokens: CATALOGUE, tokensCount: CATALOGUE.length, offset: 0 });
    await waitFor(() => expect(rows()).toHaveLength(CATALOGUE.length));
    expect(screen.queryAllByTestId('picker-skeleton')).toHaveLength(0);
    const ton = rows()[0]!;
    expect(ton.textContent).toContain('TON');
    expect(ton.textContent).toContain('12.3456');
    expect(ton.textContent).not.toContain('12.34567');
    expect(ton.textContent).toContain('$66.67');
    expect(screen.getByTestId('picker-search').getAttribute('placeholder')).toBe('search coin');
  });

  it('filters by chain, the selected one pressed', async () => {
    const { mainApi } = await openPicker('from');
    await waitFor(() => expect(rows()).toHaveLength(CATALOGUE.length));
    const arb = chainButtons().find((button) => button.dataset.chain === '42161')!;
    expect(arb.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(arb);
    expect(arb.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(rowKeys()).toEqual(['USDT/42161', 'ETH/42161']));
    expect(mainApi.calls.knownTokens.at(-1)?.[0]).toMatchObject({ chainId: 42161, sliceProps: { limit: 20, offset: 0 } });
  });

  it("searches by text, shows 'couldn't find tokens', and pastes a 0x clipboard value into the search", async () => {
    const address = `0x${'ab'.repeat(20)}`;
    const { mainApi, ports } = await openPicker('to', { clipboard: address });
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    await userEvent.type(screen.getByTestId('picker-search'), 'usdt');
    await waitFor(() => expect(rowKeys()).toEqual(['USDT/TON', 'USDT/42161']));
    expect(mainApi.calls.knownTokens.at(-1)?.[0]).toMatchObject({ searchText: 'usdt' });

    await userEvent.clear(screen.getByTestId('picker-search'));
    await userEvent.type(screen.getByTestId('picker-search'), 'nothing like it');
    const empty = await screen.findByTestId('picker-empty');
    expect(empty.textContent).toContain("couldn't find tokens");
    await userEvent.click(within(empty).getByRole('button', { name: 'Paste address' }));
    await waitFor(() => expect((screen.getByTestId('picker-search') as HTMLInputElement).value).toBe(address));
    await waitFor(() => expect(mainApi.calls.knownTokens.at(-1)?.[0]).toMatchObject({ tokenAddress: address }));
    expect(ports.logger.warnings).toEqual([]);
  });

  it('ignores a clipboard value that does not start with 0x', async () => {
    await openPicker('to', { clipboard: 'hello', catalogue: [] });
    const empty = await screen.findByTestId('picker-empty');
    await userEvent.click(within(empty).getByRole('button', { name: 'Paste address' }));
    expect((screen.getByTestId('picker-search') as HTMLInputElement).value).toBe('');
  });

  it('selecting a token returns to /swap with it set; facing TON, the other picker offers TON only', async () => {
    const { history } = await openPicker('from');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    await userEvent.click(rows().find((row) => row.dataset.symbol === 'TON')!);
    await waitFor(() => expect(history.location.pathname).toBe('/swap'));
    await sideShows('from', 'TON');

    await userEvent.click(screen.getByTestId('swap-to-token'));
    await waitFor(() => expect(history.location.pathname).toBe('/selectNetwork/to'));
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    expect(chainButtons().map((button) => button.dataset.chain)).toEqual(['TON']);
    expect(chainButtons()[0]!.getAttribute('aria-pressed')).toBe('true');
    expect(rowKeys().every((key) => key.endsWith('/TON'))).toBe(true);
  });

  it('renders hostile names and symbols as text', async () => {
    const hostile = '<img src=x onerror="window.__pwned=1">';
    await openPicker('from', { catalogue: [{ ...aKnownToken({ ...TON, symbol: hostile, name: hostile }, '1'), usdAmount: '1' }] });
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]!.textContent).toContain(hostile);
    expect(rows()[0]!.querySelector('img[src="x"]')).toBeNull();
  });

  it('the back button closes the picker and keeps the form', async () => {
    const { history, ports } = await openPicker('to');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    ports.messenger.pressBack();
    await waitFor(() => expect(history.location.pathname).toBe('/swap'));
    expect(screen.queryByTestId('picker-list')).toBeNull();
  });
});
