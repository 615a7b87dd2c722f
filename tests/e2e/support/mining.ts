/** The mining area through the host page: a user on /mining, and the figures its screens show. */
import type { FrameLocator, Page } from 'playwright-core';
import { expect } from 'vitest';
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
