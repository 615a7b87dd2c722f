/**
 * The copy-trade flow in the whole app (issue 24): the form survives a reload (the kept draft brings
 * the flow back to the step the page was on, with its values) and the messenger's back goes where
 * seed 001 §2 names, whatever the history holds (a screen reached by a reload or a deep link after
 * another screen, an entry replaced on the way).
 */
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CopyTrades } from '../../../domain/mining/copy-trade/types';
import { fakeMessenger } from '../../support/fake-messenger';
import { renderApp, testPorts } from '../../support/render';
import { answer, copyTradeApp, copyTradePorts, DRAFT, LEADER, pathOf, TRADE, USDT } from './copy-trade-fixtures';

// The screen the user was on before the flow: a stub, so back has somewhere other than home to land.
vi.mock('../../../ui/screens/wallet/wallet-screen', () => ({ WalletScreen: () => <h2>Before the flow</h2> }));

/** The app on /wallet (a screen outside the flow), then the flow opened at `paths` (the last shown) as a reload or a link would. */
async function flowAfterAnotherScreen(path: string | string[], read: CopyTrades, storage: Record<string, string> = {}) {
  const ports = copyTradePorts(read, storage);
  const app = await renderApp({ ports, path: '/wallet' });
  await screen.findByRole('heading', { name: 'Before the flow' });
  act(() => {
    for (const entry of [path].flat()) app.history.push(entry);
  });
  return app;
}

describe('the copy-trade form across a reload', () => {
  it('a reload on the deposit comes back to it with the same deposit and ante; back goes to the network chooser', async () => {
    // The history a reload keeps: the flow's earlier steps before the deposit.
    const app = await flowAfterAnotherScreen(['/copyTrade/traderAddress', '/copyTrade/chooseNetwork', '/copyTrade/traderDeposit'], answer([], [USDT]), { 'copyTrade.draft': DRAFT });
    await screen.findByRole('heading', { name: 'Copy trade deposit' });
    expect(pathOf(app)).toBe('/copyTrade/traderDeposit');
    expect(screen.getByRole<HTMLInputElement>('slider').value).toBe('30');
    expect(screen.getByDisplayValue('150')).toBeTruthy();

    act(() => app.ports.messenger.pressBack());
    await screen.findByRole('heading', { name: 'Choose a network' });
    expect(pathOf(app)).toBe('/copyTrade/chooseTokens');
    // And back from the network chooser to the address, with it kept.
    act(() => app.ports.messenger.pressBack());
    await screen.findByRole('heading', { name: 'Copy a trader' });
    expect(pathOf(app)).toBe('/copyTrade/traderAddress');
    expect(screen.getByDisplayValue(LEADER)).toBeTruthy();
  });

  it('back from a deposit opened right after another screen still goes to the network chooser', async () => {
    const app = await flowAfterAnotherScreen('/copyTrade/traderDeposit', answer([], [USDT]), { 'copyTrade.draft': DRAFT });
    await screen.findByRole('heading', { name: 'Copy trade deposit' });
    act(() => app.ports.messenger.pressBack());
    await screen.findByRole('heading', { name: 'Choose a network' });
    expect(pathOf(app)).toBe('/copyTrade/chooseTokens');
  });

  it('a deep link into the deposit without the earlier choices goes to the entry', async () => {
    const app = await flowAfterAnotherScreen('/copyTrade/traderDeposit', answer([], [USDT]));
    await screen.findByRole('heading', { name: 'Copy a trader' });
    await waitFor(() => expect(pathOf(app)).toBe('/copyTrade/traderAddress'));
  });

  it('a corrupt kept form is dropped and the flow starts at the entry', async () => {
    const app = await flowAfterAnotherScreen('/copyTrade/traderDeposit', answer([], [USDT]), { 'copyTrade.draft': '{"accountIndex":0,"traderAddress":' });
    await screen.findByRole('heading', { name: 'Copy a trader' });
    await waitFor(() => expect(pathOf(app)).toBe('/copyTrade/traderAddress'));
    expect(app.ports.backend.data.has('copyTrade.draft')).toBe(false);
  });
});

describe("the copy-trade screens' back targets (seed 001 §2)", () => {
  it('back from the first step goes to the archive when the user has subscriptions', async () => {
    const app = await flowAfterAnotherScreen('/copyTrade/traderAddress', answer([TRADE], [USDT]));
    await screen.findByRole('heading', { name: 'Copy a trader' });
    act(() => app.ports.messenger.pressBack());
    await waitFor(() => expect(pathOf(app)).toBe('/copyTrade/traderArchive'));
    expect(await screen.findByTestId('copy-trade-archive')).toBeTruthy();
  });

  it('back from the first step goes home without subscriptions', async () => {
    const app = await flowAfterAnotherScreen('/copyTrade', answer([], [USDT]));
    await screen.findByRole('heading', { name: 'Copy a trader' });
    act(() => app.ports.messenger.pressBack());
    await waitFor(() => expect(pathOf(app)).toBe('/'));
  });

  it('back from the archive and from notBalance goes home, not to the screen before', async () => {
    const archive = await flowAfterAnotherScreen('/copyTrade', answer([TRADE], [USDT]));
    await screen.findByTestId('copy-trade-archive');
    act(() => archive.ports.messenger.pressBack());
    await waitFor(() => expect(pathOf(archive)).toBe('/'));
    archive.unmount();

    const notBalance = await flowAfterAnotherScreen('/copyTrade', answer([], []));
    await screen.findByTestId('copy-trade-not-balance');
    expect(pathOf(notBalance)).toBe('/copyTrade/notBalance');
    act(() => notBalance.ports.messenger.pressBack());
    await waitFor(() => expect(pathOf(notBalance)).toBe('/'));
  });
});

const flowOpenedStraight = copyTradeApp;

describe("the back targets with no history inside the app (the root's back asks the flow)", () => {
  it('back from a deposit the app opened on goes to the network chooser, then to the address', async () => {
    const app = await flowOpenedStraight('/copyTrade/traderDeposit', answer([], [USDT]), { 'copyTrade.draft': DRAFT });
    await screen.findByRole('heading', { name: 'Copy trade deposit' });
    expect(app.history.canGoBack()).toBe(false);
    act(() => app.ports.messenger.pressBack());
    await screen.findByRole('heading', { name: 'Choose a network' });
    expect(pathOf(app)).toBe('/copyTrade/chooseTokens');
    act(() => app.ports.messenger.pressBack());
    await screen.findByRole('heading', { name: 'Copy a trader' });
    expect(pathOf(app)).toBe('/copyTrade/traderAddress');
  });

  it('back from the network chooser the app opened on goes to the address', async () => {
    const app = await flowOpenedStraight('/copyTrade/chooseTokens', answer([], [USDT]), { 'copyTrade.draft': DRAFT });
    await screen.findByRole('heading', { name: 'Choose a network' });
    act(() => app.ports.messenger.pressBack());
    await screen.findByRole('heading', { name: 'Copy a trader' });
    expect(pathOf(app)).toBe('/copyTrade/traderAddress');
  });

  it('back from the address the app opened on goes to the archive with subscriptions', async () => {
    const app = await flowOpenedStraight('/copyTrade/traderAddress', answer([TRADE], [USDT]));
    await screen.findByRole('heading', { name: 'Copy a trader' });
    act(() => app.ports.messenger.pressBack());
    await waitFor(() => expect(pathOf(app)).toBe('/copyTrade/traderArchive'));
  });

  it.each(['/trade', '/copyTrade/trade'])('back from the trade detail the app opened on at %s goes to the archive (issue 41)', async (path) => {
    const app = await flowOpenedStraight(`${path}?tradeID=${TRADE._id}`, answer([TRADE], [USDT]), {}, { copyTrades: async () => answer([TRADE], [USDT]) });
    await screen.findByTestId('copy-trade-detail');
    expect(app.history.canGoBack()).toBe(false);
    act(() => app.ports.messenger.pressBack());
    await waitFor(() => expect(pathOf(app)).toBe('/copyTrade/traderArchive'));
    expect(await screen.findByTestId('copy-trade-archive')).toBeTruthy();
  });

  it('after the flow unmounts, back from a screen with no history goes home again', async () => {
    const app = await flowOpenedStraight('/copyTrade/traderAddress', answer([], [USDT]));
    await screen.findByRole('heading', { name: 'Copy a trader' });
    act(() => app.ports.messenger.pressBack());
    await waitFor(() => expect(pathOf(app)).toBe('/'));
    app.unmount();
    const wallet = await renderApp({ ports: testPorts({ messenger: fakeMessenger() }), path: '/wallet' });
    await screen.findByRole('heading', { name: 'Before the flow' });
    act(() => wallet.ports.messenger.pressBack());
    await waitFor(() => expect(pathOf(wallet)).toBe('/'));
  });
});

describe('the copy-trade logos (seed 001 §2, issue 41)', () => {
  it("an archive row shows the token's logo and its chain's logo", async () => {
    await copyTradeApp('/copyTrade', answer([TRADE], [USDT]));
    const row = await screen.findByTestId(`copy-trade-row-${TRADE._id}`);
    expect(row.querySelector(`img[src="${TRADE.token.logoURI}"]`)).not.toBeNull();
    expect(row.querySelector('[data-chain-logo="42161"]')).not.toBeNull();
  });

  it("the trader-address screen's four decorative logos are the chains' logos, not text", async () => {
    await copyTradeApp('/copyTrade/traderAddress', answer([], [USDT]));
    const logos = await screen.findByTestId('copy-trade-logos');
    expect([...logos.querySelectorAll('svg[data-chain-logo]')].map((logo) => logo.getAttribute('data-chain-logo'))).toEqual(['1', '10', '42161', '8453']);
    expect(logos.textContent).toBe('');
  });
});

describe('the network chooser (issue 41)', () => {
  it('shows a network with nothing fundable disabled with the reason, and offers the others', async () => {
    await copyTradeApp('/copyTrade/chooseTokens', answer([], [USDT]), { 'copyTrade.draft': DRAFT });
    await screen.findByRole('heading', { name: 'Choose a network' });
    const arbitrum = screen.getByTestId<HTMLButtonElement>('copy-trade-network-42161');
    expect(arbitrum.disabled).toBe(false);
    for (const chainId of [1, 10, 8453, 324]) {
      const empty = screen.getByTestId<HTMLButtonElement>(`copy-trade-network-${chainId}`);
      expect(empty.disabled).toBe(true);
      expect(document.getElementById(empty.getAttribute('aria-describedby') ?? '')?.textContent).toBe('No ETH, USDT, USDC or DAI here');
    }
  });
});

describe('the trade detail’s trades, a page at a time (issue 41)', () => {
  it('shows the newest page and the earlier ones on request, until the oldest is shown', async () => {
    const trade = (seq: number) => ({ seq, at: '2026-11-24T10:00:00.000Z', leader: { from: 'USDT', to: 'ETH', usd: '50', slippagePercent: '0.2' }, outcome: 'skipped' as const, reason: 'too-small' as const });
    const copyTrades = async ({ transactionsPageToken }: { transactionsPageToken?: string | undefined }) =>
      transactionsPageToken === 'older'
        ? { ...answer([TRADE], [USDT]), transactions: [trade(2), trade(1)], transactionsNextToken: null }
        : { ...answer([TRADE], [USDT]), transactions: [trade(4), trade(3)], transactionsNextToken: 'older' };
    await copyTradeApp(`/trade?tradeID=${TRADE._id}`, answer([TRADE], [USDT]), {}, { copyTrades });
    await screen.findByTestId('copy-trade-event-4');
    expect(screen.queryByTestId('copy-trade-event-2')).toBeNull();
    act(() => screen.getByRole('button', { name: 'Show earlier trades' }).click());
    await screen.findByTestId('copy-trade-event-1');
    expect(screen.getAllByTestId(/^copy-trade-event-\d+$/).map((row) => row.dataset.testid)).toEqual(['copy-trade-event-4', 'copy-trade-event-3', 'copy-trade-event-2', 'copy-trade-event-1']);
    expect(screen.queryByRole('button', { name: 'Show earlier trades' })).toBeNull();
  });
});
