/**
 * TON Connect in production (issue 26): with the app configured for TON Connect, paying from an
 * external wallet opens the library's connect modal, styled, under the app's real policy (the
 * production build served with its Content-Security-Policy), and no directive is violated
 * (tests/e2e/support/setup.ts fails the test on any). No network here: the modal renders from the
 * library's bundled wallet list. Closing it is a plain refusal: nothing is charged.
 */
import { describe, expect, it } from 'vitest';
import { appFrame } from './support/app-frame';
import type { Browser } from './support/browser';
import { paidIntents } from './support/purchase';
import type { Stack } from './support/stack';
import { useStackAndBrowser } from './support/stack-and-browser';

let stack: Stack;
let browser: Browser;

useStackAndBrowser({ stack: { externalWallet: 'tonconnect' } }, (running) => ({ stack, browser } = running));

describe('the TON Connect modal', () => {
  it('opens styled under the production policy, with no violation; closing it charges nothing', async () => {
    const userId = 2_612_001;
    const page = await browser.context.newPage();
    await page.goto(stack.hostPage({ user: `new:${String(userId)}`, lang: 'en' }));
    const app = appFrame(page);
    await app.getByTestId('total-balance').waitFor();
    await app.getByTestId('menu-mining').click();
    await app.getByTestId('open-autoclaim').click();
    await app.getByTestId('autoclaim-pay-external').click();

    const modal = app.locator('[data-tc-modal="true"]');
    await modal.waitFor({ timeout: 20_000 });
    // Styled: goober's rules reached the page (through the constructed stylesheet), so the modal's
    // backdrop is the library's fixed, full-window, dimmed layer, not an unstyled block in the flow.
    const backdrop = await modal.evaluate((element) => {
      const style = getComputedStyle(element);
      return { position: style.position, background: style.backgroundColor, width: element.getBoundingClientRect().width };
    });
    expect(backdrop).toEqual({ position: 'fixed', background: 'rgba(0, 0, 0, 0.4)', width: expect.any(Number) });
    expect(backdrop.width).toBeGreaterThan(300);
    // The bundled wallet list is in the modal.
    await expect.poll(() => modal.getByText(/Tonkeeper|Wallet/).count(), { timeout: 10_000 }).toBeGreaterThan(0);

    // Closing the modal is the user's refusal: a translated message, a retry, and nothing charged.
    await page.keyboard.press('Escape');
    await app.locator('[data-tc-modal="true"]').waitFor({ state: 'detached', timeout: 10_000 });
    expect(await app.getByTestId('autoclaim-failed').textContent()).toContain('The wallet rejected the payment.');
    // A refusal is not fixed by buying TON: retry and other ways, no go-to-swap.
    expect(await app.getByTestId('autoclaim-retry').count()).toBe(1);
    expect(await app.getByTestId('autoclaim-go-to-swap').count()).toBe(0);
    expect(await paidIntents(stack, userId, 'autoclaim')).toEqual([]);
    await page.close();
  });
});
