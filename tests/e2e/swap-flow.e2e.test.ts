/**
 * Swaps (issue 4), end to end in Chromium through the messenger host page: a fresh user with a
 * deposit swaps USDT to ETH on Arbitrum from a launch start parameter (preselected /swap), then
 * across networks through the pickers, sees the route, the impact warning on a large amount,
 * confirms once (the host logs web_app_close) and finds balances and history changed after a
 * relaunch; a user with no ETH for gas is blocked with 'Insufficient funds'; the TON restriction
 * of the pickers; en and ru.
 */
import type { FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatStartParam } from '../../domain/launch/start-param';
import { appFrame, homeSwapAction } from './support/app-frame';
import type { Browser } from './support/browser';
import { deposit, tokenAddress as lookUpToken } from './support/sandbox-control';
import type { Stack } from './support/stack';
import { useStackAndBrowser } from './support/stack-and-browser';

let stack: Stack;
let browser: Browser;

useStackAndBrowser({}, (running) => ({ stack, browser } = running));

const ETH = '0x0000000000000000000000000000000000000000';
const tokenAddress = (symbol: string, chainId: string | number): Promise<string> => lookUpToken(stack, symbol, chainId);
const fund = (userId: number, chainId: string | number, address: string, amount: string): Promise<void> =>
  deposit(stack, { userId, chainId, tokenAddress: address, amount });

async function open(userId: number, lang: 'en' | 'ru', startParam?: string): Promise<{ page: Page; app: FrameLocator }> {
  const page = await browser.context.newPage();
  await page.goto(stack.hostPage({ user: `new:${String(userId)}`, lang, ...(startParam ? { startParam } : {}) }));
  return { page, app: appFrame(page) };
}

const side = (app: FrameLocator, which: 'from' | 'to') => app.getByTestId(`swap-${which}-token`);
const closes = (page: Page) => page.locator('[data-testid="host-log-row"][data-event-type="web_app_close"]');

async function waitForQuote(app: FrameLocator): Promise<void> {
  await app.locator('[data-testid="swap-quote"][data-state="quote"]').waitFor({ timeout: 15_000 });
}

/** Opens a side's picker, filters by chain and picks a token. */
async function pick(app: FrameLocator, which: 'from' | 'to', symbol: string, chain: string): Promise<void> {
  await side(app, which).click();
  await app.locator(`[data-testid="picker-chains"] button[data-chain="${chain}"]`).click();
  await app.locator(`[data-testid="picker-row"][data-symbol="${symbol}"][data-chain="${chain}"]`).click();
  await app.locator(`[data-testid="swap-${which}-token"][data-symbol="${symbol}"][data-chain="${chain}"]`).waitFor();
}

const chainsOffered = (app: FrameLocator) =>
  app.locator('[data-testid="picker-chains"] button:not([data-chain="all"])').evaluateAll((buttons) => buttons.map((b) => (b as HTMLElement).dataset.chain ?? ''));
const rowChains = (app: FrameLocator) => app.locator('[data-testid="picker-row"]').evaluateAll((rows) => rows.map((r) => (r as HTMLElement).dataset.chain ?? ''));

async function confirmOnce(page: Page, app: FrameLocator): Promise<void> {
  await app.getByTestId('swap-confirm').click();
  await app.getByTestId('swap-step').first().waitFor();
  await app.getByTestId('confirm-swap').click();
  await expect.poll(() => closes(page).count(), { timeout: 15_000 }).toBe(1);
}

describe('swapping', () => {
  const userId = 2_400_001;

  it('swaps USDT to ETH on Arbitrum from a start parameter, once, and the app closes', async () => {
    const usdt = await tokenAddress('USDT', 42161);
    await fund(userId, 42161, usdt, '1000');
    await fund(userId, 42161, ETH, '0.05');
    await fund(userId, 10, ETH, '0.05');
    const startParam = formatStartParam({ swap: { from: usdt, to: ETH, chainId: 42161 } });
    if (startParam === null) throw new Error('the start parameter cannot be built');

    const { page, app } = await open(userId, 'en', startParam);
    await app.locator('[data-testid="swap-from-token"][data-symbol="USDT"][data-chain="42161"]').waitFor();
    await app.locator('[data-testid="swap-to-token"][data-symbol="ETH"][data-chain="42161"]').waitFor();
    await app.getByTestId('swap-amount').fill('100');
    await waitForQuote(app);
    expect(await app.getByTestId('swap-receive').textContent()).toContain('ETH');
    expect(await app.getByTestId('swap-minimum').textContent()).toContain('ETH');
    expect(await app.getByTestId('swap-gas').textContent()).toContain('ETH');
    await confirmOnce(page, app);
    await page.close();
  });

  it('swaps across networks through the pickers, warning about the impact of a large amount', async () => {
    const { page, app } = await open(userId, 'en');
    await app.getByTestId('total-balance').waitFor();
    await homeSwapAction(app).click();
    await pick(app, 'from', 'USDT', '42161');
    await pick(app, 'to', 'ETH', '10');

    await app.getByTestId('swap-amount').fill('5000000');
    await waitForQuote(app);
    const warning = app.getByTestId('swap-impact-warning');
    expect(await warning.textContent()).toMatch(/^High price impact \(\d+(\.\d+)?%\)$/);
    expect(await app.getByTestId('swap-confirm').isDisabled()).toBe(true);

    await app.getByTestId('swap-amount').fill('50');
    await waitForQuote(app);
    expect(await app.getByTestId('swap-two-gas-note').isVisible()).toBe(true);
    await app.getByTestId('swap-confirm').click();
    await app.locator('[data-testid="swap-step"][data-type="cross"]').first().waitFor();
    await app.getByTestId('confirm-swap').click();
    await expect.poll(() => closes(page).count(), { timeout: 15_000 }).toBe(1);
    await page.close();

    // Relaunched, the wallet shows both swaps and the ETH they bought.
    const again = await open(userId, 'en');
    await again.app.locator('[data-testid="history-row"][data-type="swap"]').nth(1).waitFor();
    expect(await again.app.locator('[data-testid="history-row"][data-type="swap"]').count()).toBe(2);
    const usdtRow = again.app.locator('[data-testid="token-row"][data-symbol="USDT"]');
    await usdtRow.first().waitFor();
    expect(await usdtRow.first().textContent()).toContain('850');
    await again.page.close();
  });
});

describe('what the swap screens refuse (ru)', () => {
  const userId = 2_400_002;

  it("blocks a swap with no ETH for gas with 'Insufficient funds', and keeps TON pairs on TON", async () => {
    const usdt = await tokenAddress('USDT', 42161);
    await fund(userId, 42161, usdt, '20');
    await fund(userId, 'TON', 'TON', '3');
    const startParam = formatStartParam({ swap: { from: usdt, to: ETH, chainId: 42161 } });
    if (startParam === null) throw new Error('the start parameter cannot be built');

    const { page, app } = await open(userId, 'ru', startParam);
    await app.locator('[data-testid="swap-to-token"][data-symbol="ETH"]').waitFor();
    await app.getByTestId('swap-amount').fill('10');
    await waitForQuote(app);
    await app.getByTestId('swap-block').waitFor();
    expect(await app.getByTestId('swap-block').textContent()).toBe('Недостаточно средств');
    expect(await app.getByTestId('swap-confirm').isDisabled()).toBe(true);

    // Facing an EVM token, the picker offers no TON network and no TON token.
    await side(app, 'from').click();
    await app.getByRole('heading', { name: 'Выберите токен для отправки' }).waitFor();
    await app.locator('[data-testid="picker-row"]').first().waitFor();
    const evmChains = await chainsOffered(app);
    expect(evmChains).not.toContain('TON');
    expect(evmChains).toContain('42161');
    expect(await rowChains(app)).not.toContain('TON');
    expect(await app.getByTestId('picker-search').getAttribute('placeholder')).toBe('поиск монеты');
    await page.close();

    // Facing TON, only TON.
    const tonParam = formatStartParam({ swap: { from: 'TON', to: await tokenAddress('USDT', 'TON'), chainId: 'TON' } });
    if (tonParam === null) throw new Error('the start parameter cannot be built');
    const ton = await open(userId, 'ru', tonParam);
    await ton.app.locator('[data-testid="swap-from-token"][data-symbol="TON"]').waitFor();
    await side(ton.app, 'to').click();
    await ton.app.getByRole('heading', { name: 'Выберите токен для получения' }).waitFor();
    await ton.app.locator('[data-testid="picker-row"]').first().waitFor();
    expect(await chainsOffered(ton.app)).toEqual(['TON']);
    expect(new Set(await rowChains(ton.app))).toEqual(new Set(['TON']));
    await ton.page.close();
  });
});
