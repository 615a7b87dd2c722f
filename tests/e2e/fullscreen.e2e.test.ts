/**
 * Full screen on phones (issue 37) through the host page, in en and ru: launched as the iPhone
 * client, the app asks for full screen, the host grants it with the status bar, the messenger's
 * floating controls and the home indicator as insets, and the header starts below the top insets
 * while the bottom menu ends above the bottom one, on the home and on a scrolled sub-screen. The
 * web client is never asked for full screen.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE_INSETS } from '../../sandbox/host/client/phone-protocol';
import { appFrame, appFrameHandle } from './support/app-frame';
import type { Browser } from './support/browser';
import { insetFindings, insetPlacement } from './support/phone-insets';
import type { Stack } from './support/stack';
import { useStackAndBrowser } from './support/stack-and-browser';

let stack: Stack;
let browser: Browser;

useStackAndBrowser({}, (running) => ({ stack, browser } = running));

const rows = (page: Page, eventType: string) => page.locator(`[data-testid="host-log-row"][data-event-type="${eventType}"]`);

describe.each([
  ['en', 2_437_021],
  ['ru', 2_437_022],
] as const)('full screen in %s', (lang, userId) => {
  it('on a phone: full screen asked for and granted, the header and the bottom menu clear of the insets', async () => {
    const page = await browser.context.newPage();
    await page.goto(stack.hostPage({ user: `new:${String(userId)}`, lang, platform: 'ios' }));
    const app = appFrame(page);
    await app.getByTestId('total-balance').waitFor({ timeout: 20_000 });
    await page.locator('[data-testid="host-phone"][data-fullscreen="true"]').waitFor({ timeout: 15_000 });
    expect(await rows(page, 'web_app_request_fullscreen').count()).toBe(1);
    const frame = await appFrameHandle(page, stack.appUrl);
    const insetTop = PHONE_INSETS.safe.top + PHONE_INSETS.content.top;
    await expect.poll(async () => (await insetPlacement(frame)).insetTop, { timeout: 10_000 }).toBe(insetTop);

    const home = await insetPlacement(frame);
    expect(home.insetBottom).toBe(PHONE_INSETS.safe.bottom);
    expect(home.headerContentTop).toBeGreaterThanOrEqual(insetTop);
    expect(insetFindings(home)).toEqual([]);

    // A long screen scrolled to its end: the sticky menu still ends above the home indicator.
    await app.getByTestId('menu-mining').click();
    await app.getByTestId('mining-guild').waitFor({ timeout: 15_000 });
    await frame.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const mining = await insetPlacement(frame);
    expect(mining.menuEntriesBottom).toBeLessThanOrEqual(mining.viewportHeight - PHONE_INSETS.safe.bottom + 0.5);
    expect(insetFindings(mining)).toEqual([]);
    await page.close();
  });
});

describe('full screen in the web client', () => {
  it('is never asked for: the window stays, with no insets', async () => {
    const page = await browser.context.newPage();
    await page.goto(stack.hostPage({ user: 'new:2437023', lang: 'en' }));
    await appFrame(page).getByTestId('total-balance').waitFor({ timeout: 20_000 });
    await expect.poll(() => rows(page, 'web_app_ready').count(), { timeout: 10_000 }).toBe(1);
    expect(await rows(page, 'web_app_request_fullscreen').count()).toBe(0);
    expect(await page.getByTestId('host-phone').getAttribute('data-fullscreen')).toBe('false');
    await page.close();
  });
});
