/**
 * Mining in pictures (issue 38), end to end in Chromium through the messenger host page, en and ru:
 * a new user claims on the mining home and today's bar and its table row say the amount claimed;
 * the staking form draws the chosen deposit's projected balance with its unlock mark and says it in
 * words, its two ends' dates each whole on a line at 320 px; the auction draws the share by day with today marked and says which day it is.
 */
import type { FrameLocator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sandboxControlHeaders } from '../../sandbox/platform/http/control-header';
import type { Browser } from './support/browser';
import { openMining } from './support/mining';
import type { Stack } from './support/stack';
import { useStackAndBrowser } from './support/stack-and-browser';
import { setPhoneWidth } from './support/wallet-tour';

let stack: Stack;
let browser: Browser;

useStackAndBrowser({}, (running) => ({ stack, browser } = running));

/** The amount in a text ("Claimed 0.001234 SWITCH"), as the app formatted it. */
const amountIn = (text: string | null): string => /([\d\u202f\u00a0 .,]+)\s*SWITCH/.exec(text ?? '')?.[1]?.trim() ?? '';

const todayRow = (app: FrameLocator) => app.locator('[data-testid^="mined-row-"]').last();

describe.each([
  ['en', 2_838_001, 'today', 'Unlock', 'today is day 1: 5%'],
  ['ru', 2_838_002, 'сегодня', 'Разблокировка', 'сегодня день 1: 5%'],
] as const)('mining charts in %s', (lang, userId, today, unlock, auctionToday) => {
  it('claim on the mining home: today’s bar and its row say the amount; staking projects the deposit; the auction marks today', async () => {
    const { page, app } = await openMining(stack, browser, userId, lang);
    // Nothing mined yet: 30 empty days, today marked.
    await app.getByTestId('mined-chart-summary').waitFor({ timeout: 15_000 });
    expect(await app.locator('[data-testid="mined-bars"] [data-bar]').count()).toBe(30);
    expect(await app.locator('[data-testid="mined-bars"] [data-bar]').last().getAttribute('data-marked')).toBe('true');
    expect(await todayRow(app).locator('[data-kind="claims"]').textContent()).toBe('0');

    await app.locator('[data-testid="claim-button"]:not([disabled])').click({ timeout: 15_000 });
    await app.getByTestId('claim-done').waitFor({ timeout: 15_000 });
    const claimed = amountIn(await app.getByTestId('claim-done').textContent());
    expect(claimed).not.toBe('');
    await expect.poll(() => todayRow(app).locator('[data-kind="claims"]').textContent(), { timeout: 15_000 }).toBe(claimed);
    expect(await todayRow(app).locator('[data-kind="total"]').textContent()).toBe(claimed);
    // The bar is drawn (its claims segment beside today's marker) and the summary says it.
    expect(await app.locator('[data-testid="mined-bars"] [data-bar]').last().locator('rect').count()).toBe(2);
    const summary = (await app.getByTestId('mined-chart-summary').textContent()) ?? '';
    expect(summary).toContain(`${today} ${claimed} SWITCH`);

    // Staking: 50 % of 1000 mined SWITCH for 3 months.
    const credit = await fetch(`${stack.sandbox.urls.mining}/sandbox/staking/mined`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...sandboxControlHeaders },
      body: JSON.stringify({ userId, amount: '1000' }),
    });
    expect(credit.status).toBe(200);
    await app.getByTestId('tile-staking').click();
    await app.getByTestId('staking-form').waitFor({ timeout: 20_000 });
    await app.getByTestId('staking-period').click();
    await app.getByTestId('staking-config-3m').click();
    await app.getByTestId('staking-preset-50').click();
    await app.getByTestId('stake-projection').waitFor();
    expect(await app.getByTestId('stake-projection-line-unlock').count()).toBe(1);
    const projection = (await app.getByTestId('stake-projection-summary').textContent()) ?? '';
    expect(projection).toMatch(/\b500 SWITCH/);
    expect(projection).toContain('(UTC)');
    expect(await app.getByTestId('stake-projection').textContent()).toContain(unlock);
    // At 320 px each end's date stays whole on its line ('29 нояб.' / '2026 г.' was cut in two); the
    // unlock may go under the start.
    await setPhoneWidth(page, 320);
    await expect
      .poll(() =>
        app.getByTestId('stake-projection-ends').evaluate((ends) =>
          [...ends.children].map((end) => {
            const range = document.createRange();
            range.selectNodeContents(end);
            return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
          }),
        ),
      )
      .toEqual([1, 1]);

    // The auction: its share by day, today marked.
    await app.getByTestId('menu-mining').click();
    await app.getByTestId('tile-auction').click();
    await app.getByTestId('auction-share-chart').waitFor({ timeout: 15_000 });
    expect(await app.locator('[data-testid="auction-share-bars"] [data-bar]').count()).toBe(20);
    expect(await app.locator('[data-testid="auction-share-bars"] [data-marked="true"]').getAttribute('data-bar')).toBe('1');
    expect(await app.getByTestId('auction-share-chart-summary').textContent()).toContain(auctionToday);
    expect(await app.getByTestId('auction-share-row-1').getAttribute('aria-current')).toBe('date');
    await page.close();
  });
});
