/**
 * Copy trading's form across a reload of the mini app (issue 24 finish): a user half-way through
 * the form (address, network, token, deposit 150, ante 20) reloads the webview on the deposit step
 * and is back on it with the same values; the messenger's back from it goes to the network chooser
 * (seed 001 §2), not wherever the history points.
 */
import { describe, expect, it } from 'vitest';
import { appFrame } from './support/app-frame';
import type { Browser } from './support/browser';
import { deposit, tokenAddress } from './support/sandbox-control';
import type { Stack } from './support/stack';
import { useStackAndBrowser } from './support/stack-and-browser';

let stack: Stack;
let browser: Browser;

useStackAndBrowser({}, (running) => ({ stack, browser } = running));

const LEADER = '0x1111111111111111111111111111111111111111';
const USER = 'new:2424011';

describe('the copy-trade form across a reload', () => {
  it('a reload on the deposit returns to it with the same deposit and ante; back goes to the network chooser', async () => {
    const page = await browser.context.newPage();
    await page.goto(stack.hostPage({ user: USER, lang: 'en' }));
    const app = appFrame(page);
    await app.getByTestId('menu-mining').waitFor({ timeout: 20_000 });
    await deposit(stack, { userId: Number(USER.slice(4)), chainId: 42161, tokenAddress: await tokenAddress(stack, 'USDT', 42161), amount: '200' });

    await app.getByTestId('menu-mining').click();
    await app.getByTestId('tile-copy-trade').click();
    await app.getByTestId('copy-trade-address-input').fill(LEADER);
    await app.getByTestId('copy-trade-address-submit').click();
    await app.getByTestId('copy-trade-network-42161').click();
    await app.getByTestId('copy-trade-token-USDT').click();
    await app.getByTestId('copy-trade-deposit-input').fill('150');
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
