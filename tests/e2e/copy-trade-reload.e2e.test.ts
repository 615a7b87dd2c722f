/**
 * Copy trading's form across a reload of the mini app (issue 24 finish): a user half-way through
 * the form (address, network, token, deposit 150, ante 20) reloads the webview on the deposit step
 * and is back on it with the same values; the messenger's back from it goes to the network chooser
 * (seed 001 §2), not wherever the history points.
 */
import { describe, expect, it } from 'vitest';
import type { Browser } from './support/browser';
import { COPY_TRADE_LEADER, fillCopyTradeDeposit, openFundedCopyTrade } from './support/copy-trade-steps';
import type { Stack } from './support/stack';
import { useStackAndBrowser } from './support/stack-and-browser';

let stack: Stack;
let browser: Browser;

useStackAndBrowser({}, (running) => ({ stack, browser } = running));

const USER = 'new:2424011';

describe('the copy-trade form across a reload', () => {
  it('a reload on the deposit returns to it with the same deposit and ante; back goes to the network chooser', async () => {
    const { page, app } = await openFundedCopyTrade(stack, browser, USER);
    await fillCopyTradeDeposit(app, COPY_TRADE_LEADER, '150');
    await app.getByTestId('copy-trade-ante-slider').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => app.getByTestId('copy-trade-per-trade').textContent()).toContain('30.0000');

    // The webview reloads where it is.
    const frame = page.frames().find((candidate) => candidate.url().includes('/copyTrade/traderDeposit'));
    expect(frame).toBeDefined();
    await frame?.goto(frame.url());
    await app.getByTestId('copy-trade-deposit').waitFor({ timeout: 20_000 });
    expect(await app.getByTestId('copy-trade-deposit-input').inputValue()).toBe('150');
    expect(await app.getByTestId('copy-trade-per-trade').textContent()).toContain('30.0000');

    await page.getByTestId('host-back').click();
    await app.getByTestId('copy-trade-networks').waitFor({ timeout: 20_000 });
    expect(page.frames().some((candidate) => candidate.url().includes('/copyTrade/chooseTokens'))).toBe(true);
    await page.close();
  });
});
