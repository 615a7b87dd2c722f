/**
 * Send (issue 5), end to end in Chromium through the messenger host page: alice sends USDT to bob
 * and both histories show it; the form's own errors in en and ru; the server's dry-run refusals
 * land under the field they name.
 */
import type { FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appFrame } from './support/app-frame';
import type { Browser } from './support/browser';
import type { Stack } from './support/stack';
import { useStackAndBrowser } from './support/stack-and-browser';
import { deposit, seedUser, tokenAddress as lookUpToken, type SandboxUser } from './support/sandbox-control';

let stack: Stack;
let browser: Browser;


// A stack of its own: it moves money between the seed users alice and bob (docs/decisions/testing.md, "One stack and one browser per end-to-end worker").
useStackAndBrowser({ isolatedStack: true }, (running) => ({ stack, browser } = running));

const sandboxUser = (key: string): Promise<SandboxUser> => seedUser(stack, key);
const tokenAddress = (symbol: string, chainId: string | number): Promise<string> => lookUpToken(stack, symbol, chainId);
const fund = (userId: number, chainId: string | number, address: string, amount: string): Promise<void> =>
  deposit(stack, { userId, chainId, tokenAddress: address, amount });

/** Opens the app for a user and walks from the home's send action to the details of one token. */
async function openSendDetails(user: string, lang: 'en' | 'ru', symbol: string, chain: string): Promise<{ page: Page; app: FrameLocator }> {
  const page = await browser.context.newPage();
  await page.goto(stack.hostPage({ user, lang }));
  const app = appFrame(page);
  // The home must have started (the frame loads twice while the host launches it) before leaving it.
  await app.getByTestId('total-balance').waitFor();
  await app.locator('a[href*="/send"]').first().click();
  await app.locator(`[data-testid="send-tokens"] button[data-symbol="${symbol}"][data-chain="${chain}"]`).click();
  await app.getByTestId('send-balance').waitFor();
  return { page, app };
}

const addressField = (app: FrameLocator) => app.locator('input[aria-describedby="send-address-error"]');
const amountField = (app: FrameLocator) => app.locator('input[aria-describedby="send-amount-error"]');
const continueButton = (app: FrameLocator) => app.locator('button[type="submit"]');

describe('sending', () => {
  it('alice sends USDT to bob, and both histories show it', async () => {
    const [alice, bob] = await Promise.all([sandboxUser('alice'), sandboxUser('bob')]);
    const usdt = await tokenAddress('USDT', 'TON');
    await fund(alice.id, 'TON', usdt, '10');
    const bobAddress = bob.accounts[0]!.tonUnbouncableAddress;

    const { page, app } = await openSendDetails('alice', 'en', 'USDT', 'TON');
    await addressField(app).fill(bobAddress);
    await amountField(app).fill('1,25');
    expect(await amountField(app).inputValue()).toBe('1.25');
    await app.locator('textarea').fill('for the tickets');
    await continueButton(app).click();

    await app.getByTestId('send-summary-recipient').waitFor();
    expect(await app.getByTestId('send-summary-recipient').textContent()).toBe(bobAddress);
    expect(await app.getByTestId('send-summary-amount').textContent()).toBe('1.25 USDT');
    expect(await app.getByTestId('send-summary-fee').textContent()).toBe('0.006 – 0.05 TON');
    expect(await app.getByTestId('send-summary-total').textContent()).toBe('1.25 USDT + 0.05 TON');
    expect(await app.getByTestId('send-summary-comment').textContent()).toBe('for the tickets');
    await app.getByRole('button', { name: 'Confirm and send' }).click();

    await app.getByRole('heading', { name: 'Sent' }).waitFor();
    await app.getByRole('button', { name: 'View in bot' }).waitFor();
    await app.getByRole('link', { name: 'Back to the wallet' }).click();
    await app.locator('[data-testid="history-row"][data-type="withdrawal"]').first().waitFor();
    expect(await app.locator('[data-testid="history-row"][data-type="withdrawal"]').first().textContent()).toContain('1.25 USDT');
    await page.close();

    const bobPage = await browser.context.newPage();
    await bobPage.goto(stack.hostPage({ user: 'bob', lang: 'en' }));
    const bobApp = appFrame(bobPage);
    const deposit = bobApp.locator('[data-testid="history-row"][data-type="deposit"]', { hasText: 'USDT' }).first();
    await deposit.waitFor();
    expect(await deposit.textContent()).toContain('+1.25 USDT');
    await bobPage.close();
  });
});

describe('the form refuses what its rules refuse', () => {
  const cases = [
    { lang: 'en', invalidAddress: 'Invalid address', notEnough: 'Not enough balance' },
    { lang: 'ru', invalidAddress: 'Неверный адрес', notEnough: 'Недостаточно средств' },
  ] as const;

  for (const { lang, invalidAddress, notEnough } of cases) {
    it(`shows an invalid address and an overdraft (${lang})`, async () => {
      const { page, app } = await openSendDetails('carol', lang, 'TON', 'TON');
      await addressField(app).fill('0x1234');
      await expect.poll(() => app.getByTestId('send-address-error').textContent()).toBe(invalidAddress);
      await amountField(app).fill('1000000');
      await expect.poll(() => app.getByTestId('send-amount-error').textContent()).toBe(notEnough);
      expect(await continueButton(app).isDisabled()).toBe(true);
      await page.close();
    });
  }
});

describe("the server's dry run", () => {
  // The server's refusals in the user's language, by their code (issue 12, defect 3).
  const REFUSALS = {
    en: {
      decimals: 'USDT has at most 6 decimals',
      invalid: 'Invalid address',
      own: 'This is the address of the sending wallet',
      dns: 'TON DNS names cannot be used yet: paste the wallet address',
    },
    ru: {
      decimals: 'У USDT не больше 6 знаков после запятой',
      invalid: 'Неверный адрес',
      own: 'Это адрес кошелька-отправителя',
      dns: 'Имена TON DNS пока не поддерживаются: вставьте адрес кошелька',
    },
  } as const;

  for (const lang of ['en', 'ru'] as const) {
    it(`puts a refusal of the amount under the amount and one of the address under the address, in the user's language (${lang})`, async () => {
      const text = REFUSALS[lang];
      const dave = await sandboxUser('dave');
      const bob = await sandboxUser('bob');
      const usdt = await tokenAddress('USDT', 'TON');
      await fund(dave.id, 'TON', 'TON', '2');
      await fund(dave.id, 'TON', usdt, '5');

      const { page, app } = await openSendDetails('dave', lang, 'USDT', 'TON');
      // Seven decimals pass the form's rules; USDT has six, which only the server knows.
      await addressField(app).fill(bob.accounts[0]!.tonUnbouncableAddress);
      await amountField(app).fill('1.1234567');
      await continueButton(app).click();
      await expect.poll(() => app.getByTestId('send-amount-error').textContent()).toBe(text.decimals);
      expect(await app.getByTestId('send-address-error').textContent()).toBe('');

      // A well-formed address with a broken checksum: the form accepts it, the server does not.
      const good = bob.accounts[0]!.tonUnbouncableAddress;
      const broken = good.slice(0, 20) + (good[20] === 'A' ? 'B' : 'A') + good.slice(21);
      await amountField(app).fill('1');
      await addressField(app).fill(broken);
      expect(await app.getByTestId('send-address-error').textContent()).toBe('');
      await continueButton(app).click();
      await expect.poll(() => app.getByTestId('send-address-error').textContent()).toBe(text.invalid);
      expect(await app.getByTestId('send-amount-error').textContent()).toBe('');

      await addressField(app).fill(dave.accounts[0]!.tonUnbouncableAddress);
      await continueButton(app).click();
      await expect.poll(() => app.getByTestId('send-address-error').textContent()).toBe(text.own);

      await addressField(app).fill('alice.ton');
      await continueButton(app).click();
      await expect.poll(() => app.getByTestId('send-address-error').textContent()).toBe(text.dns);
      await page.close();
    });
  }
});
