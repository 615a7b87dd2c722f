/**
 * Donations (issue 23), end to end in Chromium through the messenger host page, en and ru: bob goes
 * from the auction's donate card to the offers and the hall of fame, donates 100 TON from his
 * balance (the purchase's confirmation and success), and appears in the hall of fame with his name
 * and comment shown as text (a hostile name stays inert). Before that his external wallet declines
 * the donation: back at the ways to pay with a short note (seed 001 §4, issue 44).
 */
import { describe, expect, it } from 'vitest';
import type { Browser } from './support/browser';
import { appFrame } from './support/app-frame';
import { finishPurchase, paidIntents, payWith } from './support/purchase';
import { deposit, seedUser, tokenAddress } from './support/sandbox-control';
import type { Stack } from './support/stack';
import { useStackAndBrowser } from './support/stack-and-browser';

let stack: Stack;
let browser: Browser;

// A stack of its own: it uses the seed user bob (docs/decisions/testing.md, "One stack and one browser per end-to-end worker").
useStackAndBrowser({ isolatedStack: true }, (running) => ({ stack, browser } = running));

describe.each([
  ['en', 'Hall of fame', '<img src=x onerror=alert(1)>Bob', 'The wallet declined the payment. Nothing was sent.'],
  ['ru', 'Зал славы', '<b>Боб</b>', 'Кошелёк отклонил платёж. Ничего не отправлено.'],
] as const)('a hall-of-fame donation in %s', (lang, hallTitle, name, declinedNote) => {
  it('bob donates 100 TON from his balance and appears in the hall of fame', async () => {
    const bob = await seedUser(stack, 'bob');
    await deposit(stack, { userId: bob.id, chainId: 'TON', tokenAddress: await tokenAddress(stack, 'TON', 'TON'), amount: '101' });
    const paidBefore = (await paidIntents(stack, bob.id, 'donation')).length;
    const page = await browser.context.newPage();
    await page.goto(stack.hostPage({ user: 'bob', lang }));
    const app = appFrame(page);
    await app.getByTestId('menu-mining').click();
    await app.getByTestId('mining-guild').waitFor({ timeout: 15_000 });
    await app.getByTestId('tile-auction').click();
    await app.getByTestId('auction-donate-link').click();
    await app.getByTestId('donate-offer-sbt').waitFor({ timeout: 15_000 });
    expect(await app.getByTestId('donate-offer-chat').textContent()).toContain('27.1828');
    await app.getByTestId('donate-open-hall-of-fame').click();
    await app.getByTestId('hall-of-fame-form').waitFor({ timeout: 15_000 });
    expect(await app.locator('h1').last().textContent()).toBe(hallTitle);
    expect(await app.getByTestId('hall-of-fame-amount').inputValue()).toBe('100');
    await app.getByTestId('hall-of-fame-name').fill(name);
    await app.getByTestId('hall-of-fame-comment').fill(`${lang}: <script>alert(1)</script>`);
    await app.getByTestId('hall-of-fame-donate').click();
    // His external wallet says no: the ways to pay again, with a note, no failure and no Try again.
    await app.getByTestId('donation-pay-external').click();
    await page.getByTestId('host-wallet-reject').click();
    await app.getByTestId('donation-declined').waitFor({ timeout: 15_000 });
    expect(await app.getByTestId('donation-declined').textContent()).toBe(declinedNote);
    expect(await app.getByTestId('donation-failure').count()).toBe(0);
    await payWith(page, app, 'donation', 'internal');
    await finishPurchase(app, 'donation');
    const entry = app.getByTestId('hall-of-fame-entry').filter({ hasText: `${lang}: <script>alert(1)</script>` });
    await entry.waitFor({ timeout: 15_000 });
    expect(await entry.getByTestId('hall-of-fame-name-shown').textContent()).toBe(name);
    // Shown as text: no element was made of it.
    expect(await app.locator('[data-testid="hall-of-fame"] img, [data-testid="hall-of-fame"] b, [data-testid="hall-of-fame"] script').count()).toBe(0);
    const paid = await paidIntents(stack, bob.id, 'donation');
    expect(paid.length).toBe(paidBefore + 1);
    expect(paid.at(-1)).toMatchObject({ way: 'internal', amount: '100000000000', currency: 'TON' });
    await page.close();
  });
});
