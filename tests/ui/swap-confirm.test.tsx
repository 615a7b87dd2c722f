/**
 * /confirmSwap and /presetSwapTokens/to in the app: the read-only summary of the route steps, the
 * minimum received and the gas; a burst of presses swaps once with one idempotency key and closes
 * the app; a failed swap retried with the same key; a direct visit without a quote; the preset pair.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../domain/shared/api-failure';
import type { FetchRouteRequest, Quote, TonSimulateRequest } from '../../domain/swap/types';
import { aGas, aQuote } from '../support/mothers';
import { amountField, confirmButton, ETH_ARB, quoteState, sideShows, swapApp, TON, USDT_ARB, USDT_TON } from './swap-support';

const crossChainQuote = (request: FetchRouteRequest | TonSimulateRequest): Promise<Quote> => {
  const amount = 'amount' in request ? request.amount : request.offer_amount;
  const base = aQuote(USDT_ARB, { ...ETH_ARB, chainId: 10 }, amount, {
    toAmount: '600000000000000000',
    toAmountMin: '597000000000000000',
    gases: [
      aGas({ chainId: 42161, printAmount: '0.0004', amountUSD: '1.28', tokensAmount: '0.5' }),
      aGas({ chainId: 10, printAmount: '0.0002', amountUSD: '0.64', tokensAmount: '0.1' }),
    ],
  });
  return Promise.resolve({
    ...base,
    route: {
      ...base.route,
      gasCostUSD: '1.92',
      steps: [
        {
          type: 'swap',
          viaTool: { key: 'uniswap', name: 'Uniswap <b>v3</b>', logoURI: 'https://logos.example/uniswap.svg' },
          from: { symbol: 'USDT', chainId: 42161, printAmount: '2000' },
          to: { symbol: 'ETH', chainId: 42161, printAmount: '0.61' },
        },
        {
          type: 'cross',
          viaTool: { key: 'stargate', name: 'Stargate', logoURI: 'javascript:alert(1)' },
          from: { symbol: 'ETH', chainId: 42161, printAmount: '0.61' },
          to: { symbol: 'ETH', chainId: 10, printAmount: '0.6' },
        },
      ],
    },
  });
};

async function onConfirm(options: Parameters<typeof swapApp>[0] = {}) {
  const app = await swapApp({
    path: '/',
    startSwap: { from: USDT_ARB, to: ETH_ARB },
    quote: crossChainQuote,
    balances: [{ ...USDT_ARB, tokensAmount: '5000', usdAmount: '5000', tokensCost: '1' }],
    ...options,
  });
  await sideShows('from', 'USDT');
  await userEvent.type(amountField(), '2000');
  await quoteState('quote');
  await userEvent.click(confirmButton());
  await waitFor(() => expect(app.history.location.pathname).toBe('/confirmSwap'));
  await screen.findByRole('heading', { name: 'Confirm swap' }, { timeout: 4000 });
  return app;
}

describe('the swap confirmation', () => {
  it('summarises the route steps, the minimum received and the gas', async () => {
    await onConfirm();
    const steps = screen.getAllByTestId('swap-step');
    expect(steps.map((step) => step.dataset.type)).toEqual(['swap', 'cross']);
    expect(steps[0]!.textContent).toContain('Swap');
    expect(steps[0]!.textContent).toContain('via Uniswap <b>v3</b>');
    expect(within(steps[0]!).getByTestId('swap-step-tool-key').textContent).toBe('uniswap');
    expect(steps[0]!.querySelector('img')?.getAttribute('src')).toBe('https://logos.example/uniswap.svg');
    expect(within(steps[0]!).getByTestId('swap-step-amounts').textContent).toBe('2\u202f000 USDT (ARB) → 0.61 ETH (ARB)');
    expect(steps[1]!.textContent).toContain('Bridge');
    expect(steps[1]!.querySelector('img')).toBeNull();
    expect(within(steps[1]!).getByTestId('swap-step-amounts').textContent).toBe('0.61 ETH (ARB) → 0.6 ETH (OP)');
    expect(screen.getByTestId('confirm-minimum').textContent).toBe('0.597 ETH');
    expect(screen.getByTestId('confirm-gas').textContent).toBe('0.0004 ETH (ARB) + 0.0002 ETH (OP) ($1.92)');
  });

  it('swaps once for a burst of presses, with one idempotency key, then closes the app', async () => {
    const { mainApi, ports } = await onConfirm({ overrides: { swap: async () => ({ swapId: 's-1', status: 'completed' }) } });
    const button = screen.getByTestId('confirm-swap');
    const user = userEvent.setup();
    await user.click(button);
    await user.click(button);
    await user.click(button);
    await waitFor(() => expect(ports.messenger.log.closed).toBe(1), { timeout: 3000 });
    expect(mainApi.calls.swap).toHaveLength(1);
    const [request, options] = mainApi.calls.swap[0]!;
    expect(request).toEqual({ routeId: 'route-USDT-ETH-2000000000', accountIndex: 0 });
    expect(options.idempotencyKey).toMatch(/^swap-[0-9a-f-]{36}$/);
  });

  it('shows a failed swap and retries it with the same key', async () => {
    let attempts = 0;
    const { mainApi, ports } = await onConfirm({
      overrides: {
        swap: async () => {
          attempts += 1;
          if (attempts === 1) throw new ApiError({ type: 'rejected', status: 409, message: 'The route expired' });
          return { swapId: 's-2', status: 'completed' };
        },
      },
    });
    await userEvent.click(screen.getByTestId('confirm-swap'));
    expect((await screen.findByTestId('confirm-failure', {}, { timeout: 3000 })).textContent).toBe('The route expired');
    expect(ports.messenger.log.closed).toBe(0);
    await userEvent.click(screen.getByTestId('confirm-swap'));
    await waitFor(() => expect(ports.messenger.log.closed).toBe(1), { timeout: 3000 });
    const keys = mainApi.calls.swap.map(([, options]) => options.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('returns to /swap when opened without a quote', async () => {
    const { history } = await swapApp({ path: '/confirmSwap' });
    await waitFor(() => expect(history.location.pathname).toBe('/swap'), { timeout: 4000 });
  });
});

describe('the preset swap picker', () => {
  it('takes the suggested token, stores the pair and opens /swap with both tokens', async () => {
    const { history, mainApi } = await swapApp({
      path: '/presetSwapTokens/to',
      overrides: {
        presetTokens: async () => ({ from: TON, to: USDT_TON }),
        createPresetSwap: async () => ({ id: 'preset-1' }),
      },
    });
    const suggested = await screen.findByTestId('preset-suggested', {}, { timeout: 4000 });
    expect(screen.getByRole('heading', { name: 'Swap TON to…' })).toBeTruthy();
    expect(suggested.dataset.symbol).toBe('USDT');
    await userEvent.click(suggested);
    await waitFor(() => expect(history.location.pathname).toBe('/swap'));
    await sideShows('from', 'TON');
    await sideShows('to', 'USDT');
    expect(mainApi.calls.createPresetSwap[0]?.[0]).toEqual({
      from: { address: 'TON', chainId: 'TON' },
      to: { address: USDT_TON.address, chainId: 'TON' },
    });
  });
});
