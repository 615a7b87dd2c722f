/** The send form's details for TON, opened as alice through the host page (the closing confirmation's and the QR scan's e2e files). */
import type { FrameLocator, Page } from 'playwright-core';
import { appFrame } from './app-frame';
import type { Browser } from './browser';
import type { Stack } from './stack';

export async function openSendDetails(browser: Browser, stack: Stack, lang: 'en' | 'ru'): Promise<{ page: Page; app: FrameLocator }> {
  const page = await browser.context.newPage();
  await page.goto(stack.hostPage({ user: 'alice', lang }));
  const app = appFrame(page);
  await app.getByTestId('total-balance').waitFor();
  await app.locator('a[href*="/send"]').first().click();
  await app.locator('[data-testid="send-tokens"] button[data-symbol="TON"]').first().click();
  await app.getByTestId('send-balance').waitFor();
  return { page, app };
}
