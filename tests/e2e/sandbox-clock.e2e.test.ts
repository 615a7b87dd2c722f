/**
 * The sandbox clock end to end (issue 19), in Chromium through the messenger host page: the page
 * shows the sandbox's time and its +6 h moves it for the whole stack; the app, launched again,
 * shows the storage that filled meanwhile (and its session, signed in real time, still holds).
 * The helper the features' end-to-end tests use (advanceSandboxClock) moves it the same way, and a
 * claim then pays what the moved time accrued.
 */
import type { FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appFrame } from './support/app-frame';
import type { Browser } from './support/browser';
import { advanceSandboxClock, sandboxTime } from './support/sandbox-control';
import type { Stack } from './support/stack';
import { useStackAndBrowser } from './support/stack-and-browser';

const HOUR = 3_600_000;

let stack: Stack;
let browser: Browser;

// A stack of its own: it moves the sandbox clock (docs/decisions/testing.md, "One stack and one browser per end-to-end worker").
useStackAndBrowser({ isolatedStack: true }, (running) => ({ stack, browser } = running));

const amountOf = async (app: FrameLocator, testId: string): Promise<number> => Number(((await app.getByTestId(testId).textContent()) ?? '').replace(/[^\d.]/g, ''));

async function openMining(page: Page): Promise<FrameLocator> {
  const app = appFrame(page);
  await app.getByTestId('menu-mining').click();
  await app.getByTestId('mining-guild').waitFor({ timeout: 15_000 });
  return app;
}

/** Launches the app again from the host page (a new iframe, a new read of the server). */
async function relaunch(page: Page): Promise<void> {
  await page.getByTestId('host-reload').click();
  await appFrame(page).getByTestId('menu-mining').waitFor({ timeout: 15_000 });
}

describe('the sandbox clock', () => {
  it('moves 6 h on from the host page, and the relaunched app shows the storage full', async () => {
    const page = await browser.context.newPage();
    await page.goto(stack.hostPage({ user: 'new:2419001', lang: 'en' }));
    let app = await openMining(page);
    expect(await amountOf(app, 'mining-mined')).toBeLessThan(0.01);
    await expect.poll(() => page.getByTestId('host-clock-ahead').textContent()).toBe('real time');
    const before = await sandboxTime(stack);

    await page.getByTestId('host-clock-plus-6h').click();
    await expect.poll(() => page.getByTestId('host-clock-ahead').textContent()).toBe('+6 h ahead of real time');
    expect((await sandboxTime(stack)) - before).toBeGreaterThanOrEqual(6 * HOUR);
    expect(await page.locator('[data-testid="host-log-row"][data-event-type="clock.moved"]').count()).toBe(1);

    await relaunch(page);
    app = await openMining(page);
    await expect.poll(() => amountOf(app, 'mining-mined'), { timeout: 15_000 }).toBe(6);
    await page.close();
  });

  it('moves by advanceSandboxClock for tests, and a claim pays the hours it moved', async () => {
    const page = await browser.context.newPage();
    await page.goto(stack.hostPage({ user: 'new:2419002', lang: 'en' }));
    await openMining(page);
    await advanceSandboxClock(stack, 2 * HOUR);
    await relaunch(page);
    const app = await openMining(page);
    await expect.poll(() => amountOf(app, 'mining-mined'), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    await app.getByTestId('claim-button').click();
    await app.getByTestId('claim-done').waitFor({ timeout: 15_000 });
    const got = await amountOf(app, 'mining-got');
    expect(got).toBeGreaterThanOrEqual(2);
    expect(got).toBeLessThan(2.01);
    await page.close();
  });
});
