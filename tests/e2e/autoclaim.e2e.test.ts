/**
 * Autoclaim bought three ways (issue 11), end to end in Chromium through the messenger host page,
 * by new users, in en and ru: with Stars (the host page's Pay, and its 'pending' answer), from the wallet's TON balance
 * (funded through the sandbox's deposit control), and from the sandbox external wallet (the host
 * page's approval prompt); a cancelled invoice leaves nothing charged. Each ends on /mining, which
 * says auto-claim is paid and activating (or active).
 */
import type { FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { initDataFor } from '../sandbox/platform-support';
import { appFrame } from './support/app-frame';
import type { Browser } from './support/browser';
import { finishPurchase, paidIntents, payWith } from './support/purchase';
import { deposit } from './support/sandbox-control';
import type { Stack } from './support/stack';
import { useStackAndBrowser } from './support/stack-and-browser';

let stack: Stack;
let browser: Browser;

// The worker's shared stack: its new users (2_401_001 on) are no other file's (docs/decisions/testing.md, "One stack and one browser per end-to-end worker").
useStackAndBrowser({}, (running) => ({ stack, browser } = running));

let nextUser = 2_401_000;

/** A new user opens the app, goes to /mining and opens the autoclaim sheet. */
async function openAutoclaim(lang: 'en' | 'ru', beforeSheet?: (userId: number) => Promise<void>): Promise<{ page: Page; app: FrameLocator; userId: number }> {
  const userId = (nextUser += 1);
  const page = await browser.context.newPage();
  await page.goto(stack.hostPage({ user: `new:${userId}`, lang }));
  const app = appFrame(page);
  await app.getByTestId('total-balance').waitFor();
  await beforeSheet?.(userId);
  // The bottom menu's Mining entry (the home now has other links under /mining: staking, the daily reward).
  await app.getByTestId('menu-mining').click();
  await app.getByTestId('open-autoclaim').click();
  await app.getByTestId('autoclaim-pay-stars').waitFor();
  return { page, app, userId };
}

/** Done on the success view; /mining then says auto-claim is paid (activating, or already on). */
async function finishOnMining(app: FrameLocator, successText: string): Promise<void> {
  expect(await finishPurchase(app, 'autoclaim')).toContain(successText);
  await app.locator('[data-testid="autoclaim-pending"], [data-testid="autoclaim-active"]').first().waitFor();
  expect(await app.getByTestId('open-autoclaim').count()).toBe(0);
}

/** The user's mining record and payments, read from the server (not from the screen). */
async function serverState(userId: number): Promise<{ autoclaimActive: boolean; activation: string | null; lastPayment: string | null; paid: number }> {
  const initData = initDataFor(stack.sandbox.deps, { id: userId, first_name: 'Tester' });
  const response = await fetch(`${stack.sandbox.urls.mining}/getUserMining`, { headers: { telegramRawData: initData } });
  expect(response.status).toBe(200);
  const { mining } = (await response.json()) as { mining: { autoclaimActive: boolean; dttmAutoclaimActivation: string | null; dttmLastPayment: string | null } };
  const paid = await paidIntents(stack, userId, 'autoclaim');
  return { autoclaimActive: mining.autoclaimActive, activation: mining.dttmAutoclaimActivation, lastPayment: mining.dttmLastPayment, paid: paid.length };
}

describe('buying autoclaim', () => {
  it('with Stars: the host page pays the invoice (en)', async () => {
    const { page, app, userId } = await openAutoclaim('en');
    await payWith(page, app, 'autoclaim', 'stars');
    await finishOnMining(app, 'Activation takes up to 1 hour');
    expect(await serverState(userId)).toMatchObject({ paid: 1, lastPayment: expect.any(String), activation: expect.any(String) });
    await page.close();
  });

  it("with Stars paid later: the 'pending' answer completes once the server records the payment (ru)", async () => {
    const { page, app, userId } = await openAutoclaim('ru');
    await app.getByTestId('autoclaim-pay-stars').click();
    await page.getByTestId('host-invoice-pending').click();
    // The host records the payment 3 s after answering 'pending': the app waits for the server.
    await app.getByTestId('autoclaim-paying').waitFor();
    await finishOnMining(app, 'Активация занимает до 1 часа');
    expect(await serverState(userId)).toMatchObject({ paid: 1 });
    await page.close();
  });

  it('from the wallet balance: the transfer, its fee, total and balance after are confirmed, and paid (ru)', async () => {
    const { page, app, userId } = await openAutoclaim('ru', (id) => deposit(stack, { userId: id, chainId: 'TON', tokenAddress: 'TON', amount: '2' }));
    await app.getByTestId('autoclaim-pay-internal').click();
    expect(await app.getByTestId('autoclaim-transfer-amount').textContent()).toBe('1 TON');
    // The fee is shown before anything moves: 1 TON and 0.006 TON of fee leave 0.994 of 2.
    expect(await app.getByTestId('autoclaim-transfer-fee').textContent()).toBe('0.006 TON');
    expect(await app.getByTestId('autoclaim-transfer-total').textContent()).toBe('1.006 TON');
    expect(await app.getByTestId('autoclaim-balance-after').textContent()).toBe('0.994 TON');
    await app.getByTestId('autoclaim-confirm').click();
    await finishOnMining(app, 'Активация занимает до 1 часа');
    expect(await serverState(userId)).toMatchObject({ paid: 1 });
    await page.close();
  });

  it('from the wallet balance holding exactly the price: the dry run says not enough (the fee), go-to-swap offered (en)', async () => {
    const { page, app, userId } = await openAutoclaim('en', (id) => deposit(stack, { userId: id, chainId: 'TON', tokenAddress: 'TON', amount: '1' }));
    await app.getByTestId('autoclaim-pay-internal').click();
    expect(await app.getByTestId('autoclaim-failure').textContent()).toBe('Not enough balance');
    await app.getByTestId('autoclaim-go-to-swap').waitFor();
    expect(await serverState(userId)).toMatchObject({ paid: 0, activation: null });
    await page.close();
  });

  it('from the external wallet: the host page approves the transaction (en)', async () => {
    const { page, app, userId } = await openAutoclaim('en');
    await payWith(page, app, 'autoclaim', 'external');
    await finishOnMining(app, 'Activation takes up to 1 hour');
    expect(await serverState(userId)).toMatchObject({ paid: 1 });
    await page.close();
  });

  it('cancelling the Stars invoice is a plain choice: nothing charged, back at the ways, no error (ru)', async () => {
    const { page, app, userId } = await openAutoclaim('ru');
    await app.getByTestId('autoclaim-pay-stars').click();
    await page.getByTestId('host-invoice-cancel').click();
    expect(await app.getByTestId('autoclaim-cancelled').textContent()).toBe('Платёж отменён. Ничего не списано.');
    expect(await app.getByTestId('autoclaim-failed').count()).toBe(0);
    await app.getByTestId('autoclaim-pay-stars').waitFor();
    expect(await serverState(userId)).toEqual({ autoclaimActive: false, activation: null, lastPayment: null, paid: 0 });
    await app.getByRole('button', { name: 'Закрыть' }).click();
    await app.getByTestId('open-autoclaim').waitFor();
    await page.close();
  });
});
