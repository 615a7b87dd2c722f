/**
 * /confirmSwap and /presetSwapTokens/to in the app: the read-only summary of the route steps, the
 * minimum received and the gas; a burst of presses swaps once with one idempotency key and closes
 * the app; a failed swap retried with the same key; a direct visit without a quote; the preset pair;
 * the quote's countdown and the look-again prompt (issue 12). The confirmation starts from a seeded
 * swap snapshot (tests/support/seeded.ts); one test still walks the flow to it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../domain/shared/api-failure';
import type { Quote } from '../../domain/swap/types';
import { aGas, aQuote } from '../support/mothers';
import { swapWithQuote, type SwapSeed } from '../support/seeded';
import { amountField, confirmButton, ETH_ARB, quoteState, sideShows, swapApp, TON, USDT_ARB, USDT_TON } from './swap-support';

/** The quote of 2000 USDT on Arbitrum to ETH on Optimism: two steps, two gas fees. */
const crossChain = (amount: string): Quote => {
  const base = aQuote(USDT_ARB, { ...ETH_ARB, chainId: 10 }, amount, {
    toAmount: '600000000000000000',
    toAmountMin: '597000000000000000',
    gases: [
      aGas({ chainId: 42161, printAmount: '0.0004', amountUSD: '1.28', tokensAmount: '0.5' }),
      aGas({ chainId: 10, printAmount: '0.0002', amountUSD: '0.64', tokensAmount: '0.1' }),
    ],
  });
  return {
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
  };
};

const USDT_HELD = [{ ...USDT_ARB, tokensAmount: '5000', usdAmount: '5000', tokensCost: '1' }];

/** /confirmSwap, seeded with the swap form holding the quote (no flow replayed). */
async function onConfirm(options: Parameters<typeof swapApp>[0] & { readonly lookAgain?: SwapSeed['lookAgain'] } = {}) {
  const { lookAgain, ...rest } = options;
  const seed: SwapSeed = {
    from: USDT_ARB,
    to: ETH_ARB,
    amount: '2000',
    quote: crossChain('2000000000'),
    balances: USDT_HELD,
    // The test ports' clock (tests/support/render.tsx): the countdown starts at a full minute.
    receivedAt: Date.UTC(2025, 0, 1),
    lookAgain: lookAgain ?? null,
  };
  const app = await swapApp({ path: '/confirmSwap', seeds: { swap: swapWithQuote(seed) }, ...rest });
  await screen.findByRole('heading', { name: 'Confirm swap' }, { timeout: 4000 });
  return app;
}

/** The same screen reached by the flow: preselected tokens, an amount typed, the quote, Review. */
async function onConfirmByFlow(options: Parameters<typeof swapApp>[0] = {}) {
  const app = await swapApp({
    path: '/',
    startSwap: { from: USDT_ARB, to: ETH_ARB },
    quote: (request) => Promise.resolve(crossChain('amount' in request ? request.amount : request.offer_amount)),
    balances: USDT_HELD,
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
    // Until the messenger has closed the app, the outcome and the amount show (issue 12).
    expect(screen.getByRole('heading', { name: 'Swap sent' })).toBeTruthy();
    expect(screen.getByTestId('swap-success-amount').textContent).toBe('2\u202f000 USDT → 0.6 ETH');
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

  it('reaches the same summary through the flow (preselected tokens, an amount, Review)', async () => {
    await onConfirmByFlow();
    expect(screen.getByTestId('confirm-minimum').textContent).toBe('0.597 ETH');
    expect(screen.getByTestId('quote-countdown')).toBeTruthy();
  });

  it('shows how long the quote stays valid', async () => {
    await onConfirm();
    expect(screen.getByTestId('quote-countdown').textContent).toBe('0:01:00');
    expect(screen.getByText(/Quote valid for/)).toBeTruthy();
  });

  it('a renewed quote that moved by more than 2 % waits for a look before it can be confirmed', async () => {
    const { mainApi } = await onConfirm({ lookAgain: { percent: '3.1', direction: 'down' }, overrides: { swap: async () => ({ swapId: 's-3', status: 'completed' }) } });
    const prompt = screen.getByTestId('quote-look-again');
    expect(prompt.textContent).toContain('you now get 3.1% less');
    const confirm = screen.getByTestId('confirm-swap') as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'I have checked the new quote' }));
    await waitFor(() => expect(confirm.disabled).toBe(false));
    expect(screen.queryByTestId('quote-look-again')).toBeNull();
    await userEvent.click(confirm);
    await waitFor(() => expect(mainApi.calls.swap).toHaveLength(1), { timeout: 3000 });
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

  it('drops a suggested pair the TON rule forbids; a picked TON token opens /swap with both sides filled (issue 12, defect 1)', async () => {
    const { history } = await swapApp({
      path: '/presetSwapTokens/to',
      overrides: {
        presetTokens: async () => ({ from: TON, to: USDT_ARB }),
        createPresetSwap: async () => ({ id: 'preset-2' }),
      },
    });
    const row = await waitFor(
      () => {
        const found = screen.getAllByTestId('picker-row').find((candidate) => candidate.dataset.symbol === 'USDT');
        if (!found) throw new Error('no USDT row yet');
        return found;
      },
      { timeout: 4000 },
    );
    expect(screen.queryByTestId('preset-suggested')).toBeNull();
    await userEvent.click(row);
    await waitFor(() => expect(history.location.pathname).toBe('/swap'));
    await sideShows('from', 'TON');
    await sideShows('to', 'USDT');
  });
});
