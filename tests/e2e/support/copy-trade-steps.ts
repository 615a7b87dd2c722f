/**
 * Copy trading's shared steps through the host page (issue 24), for the copy-trade e2e tests and
 * the screenshots: a new user funded with 200 USDT on Arbitrum with the copy-trade entry open, and
 * the form walked from the address to a typed deposit (USDT on Arbitrum).
 */
import type { FrameLocator, Page } from 'playwright-core';
import { appFrame } from './app-frame';
import type { Browser } from './browser';
import { deposit, tokenAddress } from './sandbox-control';
import type { Stack } from './stack';

export const COPY_TRADE_LEADER = '0x1111111111111111111111111111111111111111';

/** `user` ('new:<id>') opens the app (which creates the wallet), gets 200 USDT on Arbitrum, and opens copy trading from the mining home. */
export async function openFundedCopyTrade(stack: Stack, browser: Browser, user: string): Promise<{ page: Page; app: FrameLocator }> {
  const page = await browser.context.newPage();
  await page.goto(stack.hostPage({ user, lang: 'en' }));
  const app = appFrame(page);
  await app.getByTestId('menu-mining').waitFor({ timeout: 20_000 });
  await deposit(stack, { userId: Number(user.slice(4)), chainId: 42161, tokenAddress: await tokenAddress(stack, 'USDT', 42161), amount: '200' });
  await app.getByTestId('menu-mining').click();
  await app.getByTestId('tile-copy-trade').click();
  await app.getByTestId('copy-trade-address').waitFor({ timeout: 20_000 });
  return { page, app };
}

/** From the address screen: follows `leader`, picks Arbitrum and USDT, and types `amount` as the deposit. */
export async function fillCopyTradeDeposit(app: FrameLocator, leader: string, amount: string): Promise<void> {
  await app.getByTestId('copy-trade-address-input').fill(leader);
  await app.getByTestId('copy-trade-address-submit').click();
  await app.getByTestId('copy-trade-network-42161').click();
  await app.getByTestId('copy-trade-token-USDT').click();
  await app.getByTestId('copy-trade-deposit-input').fill(amount);
}
