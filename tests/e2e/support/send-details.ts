/**
 * The send form's details for TON, opened as a new user with TON (and some ETH on Optimism, for an
 * ethereum: link) through the host page (the closing confirmation's and the QR scan's e2e files).
 * A new user each time, not the seed user alice: the files run on the worker's shared stack
 * (docs/decisions/testing.md, "One stack and one browser per end-to-end worker").
 */
import type { FrameLocator, Page } from 'playwright-core';
import { NATIVE_TOKEN_ADDRESS } from '../../../domain/chains';
import { appFrame } from './app-frame';
import type { Browser } from './browser';
import { deposit } from './sandbox-control';
import type { Stack } from './stack';

export async function openSendDetails(browser: Browser, stack: Stack, lang: 'en' | 'ru', userId: number): Promise<{ page: Page; app: FrameLocator }> {
  await deposit(stack, { userId, chainId: 'TON', tokenAddress: NATIVE_TOKEN_ADDRESS.ton, amount: '25' });
  await deposit(stack, { userId, chainId: 10, tokenAddress: NATIVE_TOKEN_ADDRESS.evm, amount: '0.02' });
  const page = await browser.context.newPage();
  await page.goto(stack.hostPage({ user: `new:${String(userId)}`, lang }));
  const app = appFrame(page);
  await app.getByTestId('total-balance').waitFor();
  await app.locator('a[href*="/send"]').first().click();
  await app.locator('[data-testid="send-tokens"] button[data-symbol="TON"]').first().click();
  await app.getByTestId('send-balance').waitFor();
  return { page, app };
}
