/**
 * Paying for any purchase of the mining area end to end, as a user does through the host page: the
 * shared purchase screens (ui/components/payment) name their controls `<testId>-pay-<way>`,
 * `<testId>-confirm`, `<testId>-success`...; the host page answers the Stars invoice and approves
 * the external wallet's transaction. And what the server recorded, read from the server, not the
 * screen. Every feature that sells something reuses these (autoclaim.e2e.test.ts shows them).
 */
import type { FrameLocator, Page } from 'playwright-core';
import type { Stack } from './stack';

export type Way = 'internal' | 'stars' | 'external';

/**
 * Chooses a way on an open purchase and pays it: the wallet way through its confirmation, Stars
 * with the host page's Pay, the external wallet with the host page's Approve.
 */
export async function payWith(page: Page, app: FrameLocator, testId: string, way: Way): Promise<void> {
  await app.getByTestId(`${testId}-pay-${way}`).click();
  if (way === 'internal') await app.getByTestId(`${testId}-confirm`).click();
  if (way === 'stars') await page.getByTestId('host-invoice-pay').click();
  if (way === 'external') await page.getByTestId('host-wallet-approve').click();
}

/** Waits for the purchase's success view and closes it with Done. */
export async function finishPurchase(app: FrameLocator, testId: string): Promise<string> {
  const success = app.getByTestId(`${testId}-success`);
  await success.waitFor();
  const text = (await success.textContent()) ?? '';
  await app.getByTestId(`${testId}-done`).click();
  return text;
}

/** The user's paid intents of a purpose, as the server recorded them. */
export async function paidIntents(stack: Stack, userId: number, purpose: string): Promise<{ way: string; amount: string; currency: string }[]> {
  const { rows } = await stack.sandbox.deps.db.query<{ way: string; amount: string; currency: string }>(
    `select way, amount_units::text as amount, currency from payment_intents where user_id = $1 and purpose = $2 and status = 'paid' order by created_at`,
    [userId, purpose],
  );
  return rows;
}
