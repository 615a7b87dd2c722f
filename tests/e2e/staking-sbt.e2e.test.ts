/**
 * The staked SBT (issue 22), end to end in Chromium through the messenger host page, en and ru: a
 * seed user with a deposit of 5000 SWITCH or more sees the SBT claim card on her deposits, claims it
 * with the sandbox's external wallet (the host page's Approve), and the server mints it once; a
 * wallet that cannot be connected, or that refuses, shows the seed's 'Error while connecting wallet
 * or receiving transaction for SBT' and mints nothing.
 */
import type { FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sandboxControlHeaders } from '../../sandbox/platform/http/control-header';
import { initDataFor } from '../sandbox/platform-support';
import { appFrame } from './support/app-frame';
import type { Browser } from './support/browser';
import { finishPurchase } from './support/purchase';
import type { Stack } from './support/stack';
import { useStackAndBrowser } from './support/stack-and-browser';

let stack: Stack;
let browser: Browser;

// A stack of its own: it uses the seed users alice and bob (docs/decisions/testing.md, "One stack and one browser per end-to-end worker").
useStackAndBrowser({ isolatedStack: true }, (running) => ({ stack, browser } = running));

/** Twice the amount mined (the staking control; so 'all-in' is not offered) and a free deposit, made through the mining API as the user. */
async function stakeAs(userId: number, amount: string, period: string): Promise<void> {
  const credited = await fetch(`${stack.sandbox.urls.mining}/sandbox/staking/mined`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...sandboxControlHeaders },
    body: JSON.stringify({ userId, amount: String(2 * Number(amount)) }),
  });
  expect(credited.status).toBe(200);
  const headers = { telegramRawData: initDataFor(stack.sandbox.deps, { id: userId, first_name: 'Tester' }), 'content-type': 'application/json', 'Idempotency-Key': `sbt-e2e-${crypto.randomUUID()}` };
  const staked = await fetch(`${stack.sandbox.urls.mining}/deposit`, { method: 'POST', headers, body: JSON.stringify({ amount, period }) });
  expect(staked.status).toBe(200);
}

/** The user's page on /mining (its record made), then staked, then on the deposits screen. */
async function openDeposits(user: string, userId: number, lang: 'en' | 'ru', stake: { amount: string; period: string }): Promise<{ page: Page; app: FrameLocator }> {
  const page = await browser.context.newPage();
  await page.goto(stack.hostPage({ user, lang }));
  const app = appFrame(page);
  await app.getByTestId('menu-mining').click();
  await app.getByTestId('mining-guild').waitFor({ timeout: 15_000 });
  await stakeAs(userId, stake.amount, stake.period);
  await app.getByTestId('tile-staking').click();
  await app.getByTestId('staking-deposits-link').click();
  await app.getByTestId('staking-deposits-list').waitFor({ timeout: 15_000 });
  return { page, app };
}

const minted = async (userId: number): Promise<string[]> =>
  (await stack.sandbox.deps.db.query<{ staking_period: string }>(`select staking_period from staking_sbts where user_id = $1`, [userId])).rows.map((row) => row.staking_period);

describe.each([
  ['en', 'alice', 1001, '1 year', 'Your soulbound tokens: 1 year'],
  ['ru', 'bob', 1002, '1 год', 'Ваши soulbound-токены: 1 год'],
] as const)('the staked SBT in %s', (lang, user, userId, periodName, mintedText) => {
  it(`${user} with a deposit of 5000 claims the SBT with the external wallet, minted once`, async () => {
    const { page, app } = await openDeposits(user, userId, lang, { amount: '5000', period: '1y' });
    const card = app.getByTestId('staking-sbt-card');
    await card.waitFor();
    expect(await card.textContent()).toContain(periodName);
    await card.click();
    await app.getByTestId('staking-sbt-pay-external').click();
    await page.getByTestId('host-wallet-approve').click();
    await finishPurchase(app, 'staking-sbt');
    await expect.poll(async () => app.getByTestId('staking-sbt-minted').textContent(), { timeout: 15_000 }).toBe(mintedText);
    expect(await app.getByTestId('staking-sbt-card').count()).toBe(0);
    expect(await minted(userId)).toEqual(['1y']);
    await page.close();
  });
});

describe('the SBT wallet error', () => {
  it('a wallet that cannot be connected: the seed’s message, nothing minted (en)', async () => {
    const userId = 2_422_301;
    const { page, app } = await openDeposits(`new:${userId}`, userId, 'en', { amount: '6000', period: '6m' });
    // The sandbox wallet cannot be reached: connecting fails as a disconnected wallet would.
    await page.route(/\/sandbox-wallet$/, (route) => route.abort());
    await app.getByTestId('staking-sbt-card').click();
    await app.getByTestId('staking-sbt-pay-external').click();
    await app.getByTestId('staking-sbt-failed').waitFor({ timeout: 15_000 });
    expect(await app.getByTestId('staking-sbt-failed').textContent()).toContain('Error while connecting wallet or receiving transaction for SBT');
    expect(await app.getByTestId('staking-sbt-failure').textContent()).toContain('The wallet was disconnected');
    expect(await minted(userId)).toEqual([]);
    await page.close();
  });

  it('a wallet that refuses the transaction: the seed’s message, nothing minted (ru)', async () => {
    const userId = 2_422_302;
    const { page, app } = await openDeposits(`new:${userId}`, userId, 'ru', { amount: '6000', period: '6m' });
    await app.getByTestId('staking-sbt-card').click();
    await app.getByTestId('staking-sbt-pay-external').click();
    await page.getByTestId('host-wallet-reject').click();
    await app.getByTestId('staking-sbt-failed').waitFor({ timeout: 15_000 });
    expect(await app.getByTestId('staking-sbt-failed').textContent()).toContain('Ошибка при подключении кошелька или получении транзакции для SBT');
    expect(await minted(userId)).toEqual([]);
    await page.close();
  });
});
