/**
 * Confirm money with biometrics (issue 37) through the host page: the person turns it on in
 * /settings, sends, the host's prompt is denied: nothing goes out, the message shows, the form keeps
 * its values; confirming again and granting sends exactly one transfer. In en and ru, with the
 * message's screenshots at 320 and 412 px when BIOMETRY_SHOTS names a folder.
 */
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appFrame, appFrameHandle } from './support/app-frame';
import { seriousViolations } from './support/axe';
import type { Browser } from './support/browser';
import type { Stack } from './support/stack';
import { useStackAndBrowser } from './support/stack-and-browser';
import { createAccount, deposit, tokenAddress } from './support/sandbox-control';

let stack: Stack;
let browser: Browser;

// The worker's shared stack: each test sends from a new user of its own to another's account.
useStackAndBrowser({}, (running) => ({ stack, browser } = running));

const DENIED = {
  en: 'Biometric confirmation was denied. Nothing was sent. Confirm again to try once more.',
  ru: 'Подтверждение биометрией отклонено. Ничего не отправлено. Подтвердите ещё раз, чтобы попробовать снова.',
} as const;
const CONFIRM = { en: 'Confirm and send', ru: 'Подтвердить и отправить' } as const;

/**
 * Every /transfer the app sent, with its idempotency key: the dry run carries none, a real transfer
 * one (the body is a stream the browser does not show, so the key tells them apart).
 */
function transfers(page: Page): { key: string | null }[] {
  const sent: { key: string | null }[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/transfer') sent.push({ key: request.headers()['idempotency-key'] ?? null });
  });
  return sent;
}

describe('biometric confirmation of a send', () => {
  // New users numbered 2,446,021 and 2,446,031 (no other file uses 2,446,xxx); each sends to a user 1 above.
  for (const [lang, userId] of [
    ['en', 2_446_021],
    ['ru', 2_446_031],
  ] as const) {
    it(`denied sends nothing and keeps the form; granted sends once (${lang})`, async () => {
      const usdt = await tokenAddress(stack, 'USDT', 'TON');
      await deposit(stack, { userId, chainId: 'TON', tokenAddress: 'TON', amount: '2' });
      await deposit(stack, { userId, chainId: 'TON', tokenAddress: usdt, amount: '10' });
      const to = (await createAccount(stack, userId + 1)).tonUnbouncableAddress;

      const page = await browser.context.newPage();
      const sent = transfers(page);
      await page.goto(stack.hostPage({ user: `new:${String(userId)}`, lang }));
      const app = appFrame(page);
      await app.getByTestId('total-balance').waitFor({ timeout: 20_000 });
      await page.getByTestId('host-settings').click({ timeout: 20_000 });
      await app.getByTestId('settings-biometrics').check();
      await app.getByTestId('settings-screen').waitFor();
      await page.getByTestId('host-back').click();
      await app.getByTestId('total-balance').waitFor();

      await app.locator('a[href*="/send"]').first().click();
      await app.locator('[data-testid="send-tokens"] button[data-symbol="USDT"][data-chain="TON"]').click();
      await app.locator('input[aria-describedby="send-address-error"]').fill(to);
      await app.locator('input[aria-describedby="send-amount-error"]').fill('1.5');
      await app.locator('button[type="submit"]').click();
      await app.getByTestId('send-summary-amount').waitFor();

      // First confirmation: the messenger asks access once (granted), then the prompt (denied).
      await app.getByRole('button', { name: CONFIRM[lang] }).click();
      await page.getByTestId('host-biometry-grant').click();
      await expect.poll(() => page.getByTestId('host-biometry-kind').textContent()).toBe('Confirm with biometrics');
      expect(await page.getByTestId('host-biometry-reason').textContent()).toContain('1.5 USDT');
      await page.getByTestId('host-biometry-deny').click();
      await expect.poll(() => app.getByTestId('biometric-notice').textContent()).toBe(DENIED[lang]);
      expect(await app.getByTestId('send-summary-amount').textContent()).toBe('1.5 USDT');
      expect(await app.getByTestId('send-summary-recipient').textContent()).toBe(to);
      // Only the dry run went out: nothing moved.
      expect(sent).toEqual([{ key: null }]);
      expect(await page.locator('[data-testid="host-log-row"][data-event-type="web_app_biometry_request_auth"]').count()).toBe(1);
      // The confirmation with the refusal's message: no serious accessibility violation.
      expect(await seriousViolations(await appFrameHandle(page, stack.appUrl))).toEqual([]);
      const shots = process.env.BIOMETRY_SHOTS;
      for (const width of [320, 412]) {
        await page.setViewportSize({ width, height: 800 });
        if (shots) await page.screenshot({ path: `${shots}/biometric-denied-${lang}-${width}.png`, fullPage: true });
      }

      // Again, granted: exactly one transfer goes out.
      await app.getByRole('button', { name: CONFIRM[lang] }).click();
      await page.getByTestId('host-biometry-grant').click();
      await expect.poll(() => sent.length, { timeout: 20_000 }).toBe(2);
      expect(sent[1]?.key).toMatch(/^send-/);
      expect(await page.locator('[data-testid="host-log-row"][data-event-type="web_app_biometry_request_auth"]').count()).toBe(2);
      await page.close();
    });
  }
});
