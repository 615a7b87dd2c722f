/** The mining area through the host page: a user on /mining, and the figures its screens show. */
import type { FrameLocator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { HEADERS } from '../../../adapters/http/contract/common';
import { recordContract } from '../../../adapters/http/contract/mining/record';
import { initDataFor } from '../../sandbox/platform-support';
import { appFrame } from './app-frame';
import type { Browser } from './browser';
import type { Stack } from './stack';

/** A new page for the user (new on the sandbox), on /mining once the record is shown. */
export async function openMining(stack: Stack, browser: Browser, userId: number, lang: 'en' | 'ru'): Promise<{ page: Page; app: FrameLocator }> {
  const page = await browser.context.newPage();
  await page.goto(stack.hostPage({ user: `new:${String(userId)}`, lang }));
  const app = appFrame(page);
  await app.getByTestId('menu-mining').click();
  await app.getByTestId('mining-guild').waitFor({ timeout: 15_000 });
  return { page, app };
}

/**
 * A user's first launch as the server sees it: the call that creates the mining record, as the app
 * sends it on its first /mining (with the launch's referral code, `ref-<code>` in the start
 * parameter, when there is one). For a test whose subject comes after that launch: launching the
 * app only to make the record costs a whole boot of the app in Chromium (docs/decisions/testing.md
 * "The suite's time"); the launch itself is tested where it is the subject (mining-home, frens).
 */
export async function createMiningRecord(stack: Stack, userId: number, options: { readonly ref?: number; readonly firstName?: string } = {}): Promise<void> {
  const response = await fetch(`${stack.sandbox.urls.mining}${recordContract.createUserMining.path}`, {
    method: 'POST',
    headers: { [HEADERS.initData]: initDataFor(stack.sandbox.deps, { id: userId, first_name: options.firstName ?? 'Tester' }), 'content-type': 'application/json' },
    body: JSON.stringify(options.ref === undefined ? {} : { ref: String(options.ref) }),
  });
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ created: true, referral: options.ref === undefined ? 'none' : 'accepted' });
}

/** The number in a test id's text (an amount with its unit). */
export const amountOf = async (app: FrameLocator, testId: string): Promise<number> => Number(((await app.getByTestId(testId).textContent()) ?? '').replace(/[^\d.]/g, ''));

/**
 * Swaps `amount` of the pair the swap screen shows: the quote, the confirmation, and the app closing
 * as it does after a swap (the host page logs web_app_close once).
 */
export async function swapAndClose(page: Page, app: FrameLocator, amount: string): Promise<void> {
  await app.getByTestId('swap-amount').fill(amount);
  await app.locator('[data-testid="swap-quote"][data-state="quote"]').waitFor({ timeout: 15_000 });
  await app.getByTestId('swap-confirm').click();
  await app.getByTestId('swap-step').first().waitFor();
  await app.getByTestId('confirm-swap').click();
  await expect.poll(() => page.locator('[data-testid="host-log-row"][data-event-type="web_app_close"]').count(), { timeout: 15_000 }).toBe(1);
}
