/**
 * The swap screen's steps that the layout walk (wallet-tour.ts) and the loading-order styles test
 * (styles.e2e.test.ts) share: written once, so the two cannot drift apart.
 */
import type { FrameLocator } from 'playwright-core';

/**
 * With the "from" picker open on /swap: USDT to ETH, both on Arbitrum, 10 USDT, until the quote
 * shows. The user holds USDT and ETH on Arbitrum (the pickers list what the user holds first).
 */
export async function quoteUsdtToEthOnArbitrum(app: FrameLocator): Promise<void> {
  await app.locator('[data-testid="picker-chains"] button[data-chain="42161"]').click();
  await app.locator('[data-testid="picker-row"][data-symbol="USDT"][data-chain="42161"]').click();
  await app.getByTestId('swap-to-token').click();
  await app.locator('[data-testid="picker-chains"] button[data-chain="42161"]').click();
  await app.locator('[data-testid="picker-row"][data-symbol="ETH"][data-chain="42161"]').click();
  await app.locator('[data-testid="swap-to-token"][data-symbol="ETH"]').waitFor();
  await app.getByTestId('swap-amount').fill('10');
  await app.locator('[data-testid="swap-quote"][data-state="quote"]').waitFor({ timeout: 15_000 });
}
