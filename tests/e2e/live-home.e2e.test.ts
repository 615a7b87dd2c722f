/**
 * The live home end to end (issue 12): a deposit made through the sandbox's controls appears on a
 * home that stays open, in its total and its history, by the 30 s poll of a visible home and at
 * once when the app is shown again. The page's clock is Playwright's, so the poll's 30 s pass in
 * an instant.
 */
import type { FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HOME_POLL_INTERVAL_MS } from '../../domain/wallet/home-machine';
import { appFrame, appFrameHandle } from './support/app-frame';
import type { Browser } from './support/browser';
import type { Stack } from './support/stack';
import { useStackAndBrowser } from './support/stack-and-browser';
import { deposit } from './support/sandbox-control';

let stack: Stack;
let browser: Browser;

useStackAndBrowser({}, (running) => ({ stack, browser } = running));

async function open(userId: number, options: { readonly fakeClock?: boolean } = {}): Promise<{ page: Page; app: FrameLocator }> {
  const page = await browser.context.newPage();
  if (options.fakeClock) await page.clock.install();
  await page.goto(stack.hostPage({ user: `new:${String(userId)}`, lang: 'en' }));
  const app = appFrame(page);
  await app.getByTestId('total-balance').waitFor();
  await app.getByText('No transactions yet').waitFor();
  expect(await app.getByTestId('total-balance').textContent()).toBe('$0.00');
  return { page, app };
}

/** The app frame's page visibility, as the messenger hiding or showing the mini-app would set it. */
async function setVisible(page: Page, visible: boolean): Promise<void> {
  const frame = await appFrameHandle(page, stack.appUrl);
  await frame.evaluate((state) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    document.dispatchEvent(new Event('visibilitychange'));
  }, visible ? 'visible' : 'hidden');
}

describe('the live home', () => {
  it('shows a deposit on a visible home within one poll, without reopening (total and history)', async () => {
    const userId = 2_000_301;
    const { page, app } = await open(userId, { fakeClock: true });
    await deposit(stack, { userId, chainId: 'TON', tokenAddress: 'TON', amount: '3.5' });
    // Nothing asked yet: the home shows what it had.
    expect(await app.getByTestId('total-balance').textContent()).toBe('$0.00');

    await page.clock.fastForward(HOME_POLL_INTERVAL_MS);
    await expect.poll(() => app.getByTestId('total-balance').textContent()).not.toBe('$0.00');
    const history = app.getByTestId('history-row');
    await history.first().waitFor();
    expect(await history.first().textContent()).toContain('+3.5\u00a0TON');
    expect(await app.getByTestId('token-row').first().textContent()).toContain('3.5');
    await page.close();
  });

  it('shows a deposit made while the app was hidden as soon as it is shown again', async () => {
    const userId = 2_000_302;
    const { page, app } = await open(userId);
    await setVisible(page, false);
    await deposit(stack, { userId, chainId: 'TON', tokenAddress: 'TON', amount: '1.25' });
    await setVisible(page, true);
    await expect.poll(() => app.getByTestId('total-balance').textContent()).not.toBe('$0.00');
    await app.getByTestId('history-row').first().waitFor();
    expect(await app.getByTestId('history-row').first().textContent()).toContain('+1.25\u00a0TON');
    await page.close();
  });
});
