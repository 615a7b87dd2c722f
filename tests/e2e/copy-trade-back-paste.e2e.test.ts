/**
 * Copy trading through the host page (issue 24): the messenger's back from a copy-trade screen the
 * app was opened straight on (no history inside the app) goes where seed 001 §2 names (the root's
 * back asks the flow: ui/routes/back-override.ts), and Paste on the trader address reads the
 * clipboard the way the app really does (the messenger's read-clipboard request, answered by the
 * host page from its own field or the system clipboard), a failed read doing nothing but a log row.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appFrame } from './support/app-frame';
import type { Browser } from './support/browser';
import { COPY_TRADE_LEADER as LEADER, fillCopyTradeDeposit, openFundedCopyTrade } from './support/copy-trade-steps';
import type { Stack } from './support/stack';
import { useStackAndBrowser } from './support/stack-and-browser';

let stack: Stack;
let browser: Browser;

useStackAndBrowser({}, (running) => ({ stack, browser } = running));

const OTHER = '0x2222222222222222222222222222222222222222';

/** The app's frame, reached once it shows the home; its URL carries the launch data. */
function appFrameOf(page: Page) {
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
  if (!frame) throw new Error('no app frame');
  return frame;
}

/** The app's TanStack history index: 0 means nothing inside the app to go back to. */
const historyIndex = (page: Page) => appFrameOf(page).evaluate(() => (window.history.state as { __TSR_index?: number } | null)?.__TSR_index ?? null);

describe('copy trading opened straight on a screen', () => {
  it("the host page's Back from a deposit the app opened on goes to the network chooser, then to the address", async () => {
    const user = 'new:2424021';
    // The form filled once (kept on the device), then the page closed.
    const { page: first, app } = await openFundedCopyTrade(stack, browser, user);
    await fillCopyTradeDeposit(app, LEADER, '150');
    await expect.poll(() => app.getByTestId('copy-trade-per-trade').textContent()).toContain('15.0000');
    await first.close();

    // A new launch whose webview opens straight at /copyTrade/traderDeposit.
    const page = await browser.context.newPage();
    await page.goto(stack.hostPage({ user, lang: 'en' }));
    const again = appFrame(page);
    await again.getByTestId('menu-mining').waitFor({ timeout: 20_000 });
    const url = new URL(appFrameOf(page).url());
    url.pathname = '/copyTrade/traderDeposit';
    await appFrameOf(page).goto(url.toString());
    await again.getByTestId('copy-trade-deposit').waitFor({ timeout: 20_000 });
    expect(await again.getByTestId('copy-trade-deposit-input').inputValue()).toBe('150');
    expect(await historyIndex(page)).toBe(0);

    await page.getByTestId('host-back').click();
    await again.getByTestId('copy-trade-networks').waitFor({ timeout: 20_000 });
    expect(new URL(appFrameOf(page).url()).pathname).toBe('/copyTrade/chooseTokens');
    await page.getByTestId('host-back').click();
    await again.getByTestId('copy-trade-address').waitFor({ timeout: 20_000 });
    expect(new URL(appFrameOf(page).url()).pathname).toBe('/copyTrade/traderAddress');
    expect(await again.getByTestId('copy-trade-address-input').inputValue()).toBe(LEADER);
    await page.close();
  });
});

describe('Paste on the trader address', () => {
  it("reads the messenger's clipboard; a failed read changes nothing and is logged", async () => {
    const user = 'new:2424022';
    const { page, app } = await openFundedCopyTrade(stack, browser, user);

    // No text in the host's field and no permission to read the system clipboard: the host answers
    // null (and logs why); the address stays empty and Paste stays.
    const requests = page.locator('[data-testid="host-log-row"][data-event-type="web_app_read_text_from_clipboard"]');
    const unavailable = page.locator('[data-testid="host-log-row"][data-event-type="clipboard.unavailable"]');
    await app.getByTestId('copy-trade-paste').click();
    await expect.poll(() => unavailable.count(), { timeout: 15_000 }).toBe(1);
    expect(await requests.count()).toBe(1);
    expect(await app.getByTestId('copy-trade-address-input').inputValue()).toBe('');
    expect(await app.getByTestId('copy-trade-paste').isVisible()).toBe(true);

    // The host's clipboard holds an address (with spaces around it): Paste fills it in, trimmed.
    await page.getByTestId('host-clipboard').fill(`  ${LEADER}\n`);
    await app.getByTestId('copy-trade-paste').click();
    await expect.poll(() => app.getByTestId('copy-trade-address-input').inputValue()).toBe(LEADER);
    await app.getByTestId('copy-trade-clear').waitFor();

    // The system clipboard, once Chromium lets the host page read it.
    await app.getByTestId('copy-trade-clear').click();
    await page.getByTestId('host-clipboard').fill('');
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin });
    await page.bringToFront();
    await page.evaluate((text) => navigator.clipboard.writeText(text), OTHER);
    await app.getByTestId('copy-trade-paste').click();
    await expect.poll(() => app.getByTestId('copy-trade-address-input').inputValue()).toBe(OTHER);
    await app.getByTestId('copy-trade-address-submit').click();
    await app.getByTestId('copy-trade-networks').waitFor({ timeout: 20_000 });
    expect(await unavailable.count()).toBe(1);
    await page.close();
  });
});
