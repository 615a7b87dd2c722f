/**
 * A transaction's receipt (issue 38), through the host page: tapping a history row opens
 * /history/{id} with the sender's full address, which copies with the copy feedback of seed 000
 * (the clipboard then holds it); the same link opened cold by another user is "no such
 * transaction". In en and ru.
 */
import { describe, expect, it } from 'vitest';
import { appFrame, appFrameHandle } from './support/app-frame';
import type { Browser } from './support/browser';
import { deposit } from './support/sandbox-control';
import type { Stack } from './support/stack';
import { useStackAndBrowser } from './support/stack-and-browser';

let stack: Stack;
let browser: Browser;

useStackAndBrowser({ permissions: ['clipboard-read', 'clipboard-write'] }, (running) => ({ stack, browser } = running));

const SENDER = 'UQBvW8Z5huBkMJYdnfAEM5JqTNkuWX3diqYENkWsIL0XggGG';

describe('the receipt', () => {
  for (const [lang, userId, otherId, copied, notFound] of [
    ['en', 2_380_011, 2_380_012, 'Address copied', 'There is no such transaction in your wallet.'],
    ['ru', 2_380_021, 2_380_022, 'Адрес скопирован', 'В вашем кошельке нет такой транзакции.'],
  ] as const) {
    it(`opens from a history row and copies the sender's address; another user's link is not found (${lang})`, async () => {
      await deposit(stack, { userId, chainId: 'TON', tokenAddress: 'TON', amount: '3.25', from: SENDER });
      const page = await browser.context.newPage();
      await page.goto(stack.hostPage({ user: `new:${String(userId)}`, lang }));
      const app = appFrame(page);
      const row = app.getByTestId('history-row').first();
      await row.waitFor({ timeout: 20_000 });
      await row.getByRole('link').click();
      await app.locator('[data-testid="receipt-page"][data-state="ready"]').waitFor({ timeout: 20_000 });
      const frame = await appFrameHandle(page, stack.appUrl);
      const path = new URL(frame.url()).pathname;
      expect(path).toMatch(/^\/history\/op_/);
      expect(await app.getByTestId('receipt-amount-in').textContent()).toContain('+3.25 TON');
      expect(await app.getByTestId('receipt-address').textContent()).toBe(SENDER);
      // The date with the real month (PRODUCT.md).
      const now = new Date();
      expect(await app.getByTestId('receipt-date').textContent()).toContain(`/${String(now.getMonth() + 1).padStart(2, '0')}/${String(now.getFullYear())}`);

      await app.getByTestId('receipt-counterparty').getByRole('button').click();
      await app.getByText(copied).waitFor();
      expect(await app.locator('[data-copy-feedback]').getAttribute('data-copy-feedback')).toBe('copied');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(SENDER);
      await page.close();

      // The same link, opened cold by someone else.
      const other = await browser.context.newPage();
      await other.goto(stack.hostPage({ user: `new:${String(otherId)}`, lang }));
      await appFrame(other).getByTestId('total-balance').waitFor({ timeout: 20_000 });
      const otherFrame = await appFrameHandle(other, stack.appUrl);
      await otherFrame.evaluate((to) => {
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await appFrame(other).getByTestId('receipt-not-found').waitFor({ timeout: 20_000 });
      expect(await appFrame(other).getByTestId('receipt-not-found').textContent()).toBe(notFound);
      await other.close();
    });
  }
});
