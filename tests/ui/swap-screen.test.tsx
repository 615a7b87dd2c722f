/**
 * /swap in the app (jsdom, fake ports): the start parameter's preselected pair, the amount field,
 * the three quote states (searching, the quote, no route with Retry), the price impact warning,
 * the confirm button's disabled reasons, Max, flip, the two-gas-fees sheet, and Russian.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../domain/shared/api-failure';
import type { FetchRouteRequest, TonSimulateRequest } from '../../domain/swap/types';
import { aGas, aHolding, aQuote } from '../support/mothers';
import { amountField, confirmButton, ETH_ARB, quoteArea, quoteState, sideShows, swapApp, TON, USDT_ARB, USDT_TON } from './swap-support';

const evmAmount = (request: FetchRouteRequest | TonSimulateRequest) => ('amount' in request ? request.amount : request.offer_amount);

/** USDT on Arbitrum to ETH on Arbitrum, with plenty of ETH for gas unless told otherwise. */
function usdtToEth(overrides: Parameters<typeof aQuote>[3] = {}) {
  return (request: FetchRouteRequest | TonSimulateRequest) =>
    Promise.resolve(
      aQuote(USDT_ARB, ETH_ARB, evmAmount(request), {
        toAmount: '500000000000000000',
        toAmountMin: '497500000000000000',
        gases: [aGas({ chainId: 42161, printAmount: '0.0004', amountUSD: '1.28', tokensAmount: '0.5' })],
        ...overrides,
      }),
    );
}

async function preselected(options: Parameters<typeof swapApp>[0] = {}) {
  const app = await swapApp({ path: '/', startSwap: { from: USDT_ARB, to: ETH_ARB }, quote: usdtToEth(), ...options });
  await sideShows('from', 'USDT');
  await sideShows('to', 'ETH');
  return app;
}

describe('the swap form', () => {
  it('opens /swap from a start parameter with both tokens set, then searches, quotes and enables confirm', async () => {
    const { history, mainApi } = await preselected();
    expect(history.location.pathname).toBe('/swap');
    expect(quoteArea().getAttribute('data-state')).toBe('idle');
    expect(confirmButton().disabled).toBe(true);

    const user = userEvent.setup();
    expect(amountField().placeholder).toBe('0.00');
    expect(amountField().getAttribute('inputmode')).toBe('decimal');
    await user.type(amountField(), '1,5x.3');
    expect(amountField().value).toBe('1.53');

    await quoteState('searching');
    expect(within(quoteArea()).getByRole('status').textContent).toBe('Searching for a route…');
    expect(quoteArea().getAttribute('aria-live')).toBe('polite');
    expect(confirmButton().disabled).toBe(true);

    await quoteState('quote');
    expect(mainApi.calls.fetchRoute).toHaveLength(1);
    expect(mainApi.calls.fetchRoute[0]?.[0]).toMatchObject({ amount: '1530000', fromChainId: 42161, toChainId: 42161, accountIndex: 0 });
    expect(screen.getByTestId('swap-receive').textContent).toContain('0.5 ETH');
    expect(screen.getByTestId('swap-receive-amount').textContent).toBe('0.5');
    expect(screen.getByTestId('swap-minimum').textContent).toBe('0.4975 ETH');
    expect(screen.getByTestId('swap-gas').textContent).toContain('0.0004 ETH');
    expect(screen.getByTestId('swap-impact').textContent).toBe('0.3%');
    expect(screen.queryByTestId('swap-impact-warning')).toBeNull();
    expect(confirmButton().disabled).toBe(false);

    await user.click(confirmButton());
    await waitFor(() => expect(history.location.pathname).toBe('/confirmSwap'));
  });

  it("shows 'Couldn't find the route' when the quote fails, and Retry asks again", async () => {
    let calls = 0;
    const { mainApi } = await preselected({
      quote: (request) => {
        calls += 1;
        return calls === 1 ? Promise.reject(new ApiError({ type: 'rejected', status: 404, message: 'No route' })) : usdtToEth()(request);
      },
    });
    await userEvent.type(amountField(), '2');
    await quoteState('no-route');
    expect(within(quoteArea()).getByRole('alert').textContent).toContain("Couldn't find the route");
    expect(confirmButton().disabled).toBe(true);
    expect(confirmButton().getAttribute('data-block')).toBe('no-route');

    await userEvent.click(within(quoteArea()).getByRole('button', { name: 'Retry' }));
    await quoteState('quote');
    expect(mainApi.calls.fetchRoute).toHaveLength(2);
  });

  it('warns about a high price impact, in red above 5 percent', async () => {
    let impact = '3.456';
    await preselected({ quote: (request) => usdtToEth({ priceImpactPercent: impact })(request) });
    await userEvent.type(amountField(), '5');
    await quoteState('quote');
    const warning = screen.getByTestId('swap-impact-warning');
    expect(warning.textContent).toBe('High price impact (3.46%)');
    expect(warning.getAttribute('data-status')).toBe('warning');
    expect(warning.className).not.toMatch(/swapWarningDanger/);

    impact = '7';
    await userEvent.type(amountField(), '0');
    await waitFor(() => expect(screen.getByTestId('swap-impact-warning').getAttribute('data-status')).toBe('danger'), { timeout: 4000 });
    expect(screen.getByTestId('swap-impact-warning').textContent).toBe('High price impact (7%)');
    expect(screen.getByTestId('swap-impact-warning').className).toMatch(/swapWarningDanger/);
  });

  it("blocks confirm with 'Insufficient funds' when the gas is not covered", async () => {
    await preselected({
      quote: usdtToEth({ gases: [aGas({ chainId: 42161, printAmount: '0.0004', tokensAmount: '0.0001' })] }),
    });
    await userEvent.type(amountField(), '1');
    await quoteState('quote');
    expect(screen.getByTestId('swap-block').textContent).toBe('Insufficient funds');
    expect(confirmButton().disabled).toBe(true);
    expect(confirmButton().getAttribute('aria-describedby')).toBe(screen.getByTestId('swap-block').id);
  });

  it('blocks confirm when the amount is above the balance', async () => {
    await preselected({ balances: [aHolding(USDT_ARB, '10'), aHolding(ETH_ARB, '1')] });
    await userEvent.type(amountField(), '10.5');
    await quoteState('quote');
    expect(confirmButton().getAttribute('data-block')).toBe('amount-above-balance');
    expect(screen.getByTestId('swap-block').textContent).toBe('The amount is above your balance');
    expect(confirmButton().disabled).toBe(true);
  });

  it('Max fills the balance less the margin, a second press clears; flip swaps the sides and clears the amount', async () => {
    await preselected({ balances: [aHolding(USDT_ARB, '10'), aHolding(ETH_ARB, '1')] });
    const max = screen.getByTestId('swap-max');
    await waitFor(() => expect((max as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByTestId('swap-from-balance').textContent).toBe('Balance: 10');
    await userEvent.click(max);
    expect(amountField().value).toBe('9.999999');
    expect(max.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(max);
    expect(amountField().value).toBe('');
    expect(max.getAttribute('aria-pressed')).toBe('false');

    await userEvent.type(amountField(), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Flip the tokens' }));
    await sideShows('from', 'ETH');
    await sideShows('to', 'USDT');
    expect(amountField().value).toBe('');
  });

  it('Enter closes the amount field', async () => {
    await preselected();
    const user = userEvent.setup();
    await user.click(amountField());
    expect(document.activeElement).toBe(amountField());
    await user.keyboard('1{Enter}');
    expect(document.activeElement).not.toBe(amountField());
  });

  it('explains the two gas fees in a bottom sheet', async () => {
    await preselected();
    await userEvent.type(amountField(), '1');
    await quoteState('quote');
    await userEvent.click(screen.getByRole('button', { name: 'About gas fees' }));
    const sheet = await screen.findByRole('dialog', { name: 'Gas fees' });
    expect(within(sheet).getByTestId('two-gas-explanation').textContent).toMatch(/two networks incurs two gas fees/);
    await userEvent.click(within(sheet).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("says 'Couldn't find specified token' when the start parameter names an unknown token", async () => {
    await swapApp({ path: '/swap', startSwap: { from: { ...USDT_ARB, address: `0x${'9'.repeat(40)}` }, to: ETH_ARB } });
    expect((await screen.findByTestId('swap-preset-failure')).textContent).toBe("Couldn't find specified token");
    await sideShows('to', 'ETH');
  });

  it('says an amount below the token\'s smallest unit is too small (issue 12, defect 5)', async () => {
    const { mainApi } = await preselected();
    await userEvent.type(amountField(), '0.0000001'); // USDT has 6 decimals
    await waitFor(() => expect(screen.getByTestId('swap-amount-too-small').textContent).toBe('The amount is too small: it is less than the smallest unit of the token.'));
    expect(quoteArea().textContent).not.toContain('Choose both tokens');
    expect(confirmButton().disabled).toBe(true);
    expect(mainApi.calls.fetchRoute ?? []).toHaveLength(0);
  });

  it('says the amount is too small in Russian', async () => {
    await preselected({ language: 'ru' });
    await userEvent.type(amountField(), '0.0000001');
    await waitFor(() => expect(screen.getByTestId('swap-amount-too-small').textContent).toBe('Сумма слишком мала: она меньше наименьшей единицы токена.'));
  });

  it('names the chain of each gas fee of a cross-chain quote, as the confirm screen does (issue 12, defect 7)', async () => {
    const twoGases = [
      aGas({ chainId: 42161, printAmount: '0.0004', amountUSD: '1.28', tokensAmount: '0.5' }),
      aGas({ chainId: 10, printAmount: '0.0002', amountUSD: '0.64', tokensAmount: '0.5' }),
    ];
    await preselected({ quote: usdtToEth({ gases: twoGases }) });
    await userEvent.type(amountField(), '1');
    await quoteState('quote');
    expect(screen.getByTestId('swap-gas').textContent).toContain('0.0004 ETH (ARB) + 0.0002 ETH (OP)');
  });

  it.each([
    ['stonfi', '0.08 – 0.22 TON'],
    ['stonfi_v2', '0.08 – 0.3 TON'],
  ])('shows the TON swap gas as the range of seed 000 §9 (%s: %s; issue 12, defect 4)', async (tool, range) => {
    await swapApp({
      path: '/',
      startSwap: { from: TON, to: USDT_TON },
      quote: (request) => Promise.resolve(aQuote(TON, USDT_TON, evmAmount(request), { tool })),
    });
    await sideShows('from', 'TON');
    await sideShows('to', 'USDT');
    await userEvent.type(amountField(), '1');
    await quoteState('quote');
    expect(screen.getByTestId('swap-gas').textContent).toBe(range);
  });

  it('starts again with a purchase asked for while the swap is open (Buy SWITCH on /swap), and keeps the flow through its pickers', async () => {
    const { history } = await swapApp({ path: `/swap?to=${USDT_TON.address}&chainId=TON` });
    await sideShows('from', 'TON');
    await sideShows('to', 'USDT');
    await userEvent.type(amountField(), '2');
    // The pickers' addresses carry no preset: the form survives the round trip.
    history.push('/selectNetwork/to');
    await waitFor(() => expect(history.location.pathname).toBe('/selectNetwork/to'));
    history.back();
    await sideShows('from', 'TON');
    expect(amountField().value).toBe('2');
    // Another purchase, asked for by a link while the form is open.
    history.push(`/swap?to=${USDT_ARB.address}&chainId=42161`);
    await sideShows('from', 'ETH');
    await sideShows('to', 'USDT');
    expect(amountField().value).toBe('');
  });

  it('speaks Russian', async () => {
    await preselected({ language: 'ru', quote: usdtToEth({ priceImpactPercent: '2.5' }) });
    expect(screen.getByRole('heading', { name: 'Обмен' })).toBeTruthy();
    await userEvent.type(amountField(), '1');
    await quoteState('quote');
    expect(screen.getByTestId('swap-impact-warning').textContent).toBe('Высокое влияние на цену (2.5%)');
    expect(confirmButton().textContent).toBe('Перейти к обмену');
  });
});
