/**
 * The auction (issue 23), end to end in Chromium through the messenger host page, en and ru:
 * alice mines, opens the auction from the mining home's tile, claims all, waits through the
 * processing sheet (the sandbox's send lands 5 s later, the screen polls every 10 s: the test moves
 * both clocks there rather than wait) to the full-screen success, and her wallet shows the SWITCH; a new user without TON for the gas gets
 * the insufficient-balance sheet with the TON needed and the deposit address; claim and stake
 * leaves stakingPart of the share as a 3-month staking deposit the staking screen lists, and the
 * success and the last claim say how much; a send the host page fails shows the failure sheet
 * until it is acknowledged, and the acknowledgement is kept on the device across a reload.
 */
import type { FrameLocator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUCTION_POLL_MS } from '../../domain/mining/auction/rules';
import { SEND_MS } from '../../sandbox/mining/auction/config';
import type { Browser } from './support/browser';
import { appFrame } from './support/app-frame';
import { advanceSandboxClock, deposit, tokenAddress } from './support/sandbox-control';
import type { Stack } from './support/stack';
import { failNextAuctionSend } from './support/host-user-controls';
import { amountOf, openMining } from './support/mining';
import { useStackAndBrowser } from './support/stack-and-browser';

let stack: Stack;
let browser: Browser;

// A stack of its own: it moves the sandbox clock (docs/decisions/testing.md, "One stack and one browser per end-to-end worker").
useStackAndBrowser({ isolatedStack: true }, (running) => ({ stack, browser } = running));

// The page clock (the file's context: every page and frame it opens) runs as the real one until a
// test moves it: the processing sheet's poll is moved to, not waited out (docs/decisions/testing.md,
// "The suite's time").
beforeAll(() => browser.context.clock.install());

const HOUR = 3_600_000;

/** Claims six hours of mining on /mining (the sandbox's clock moved), so the auction has something to pay. */
async function mineSixHours(app: FrameLocator): Promise<void> {
  await advanceSandboxClock(stack, 6 * HOUR);
  await app.locator('[data-testid="claim-button"]:not([disabled])').click();
  await app.getByTestId('claim-done').waitFor({ timeout: 15_000 });
}

/**
 * The claim's send lands (or fails) SEND_MS after the claim on the sandbox's clock, and the processing
 * sheet learns it from its next poll, AUCTION_POLL_MS later: the sandbox clock moves past the send and
 * the page clock to the poll, which then runs at once instead of in up to 10 s of real time.
 */
async function landSend(page: Page, app: FrameLocator): Promise<void> {
  await app.getByTestId('auction-processing-sheet').waitFor({ timeout: 15_000 });
  await advanceSandboxClock(stack, SEND_MS);
  await page.clock.fastForward(AUCTION_POLL_MS);
}

const switchRow = (app: FrameLocator) => app.locator('[data-testid="token-row"][data-symbol="SWITCH"]');

/** The home's token list shows 3 rows until "more": open it, then read the SWITCH row. */
async function switchRowText(app: FrameLocator): Promise<string | null> {
  await app.getByTestId('token-list').waitFor({ timeout: 15_000 });
  const more = app.locator('button[aria-controls][aria-expanded="false"]');
  if ((await more.count()) > 0) await more.click();
  await switchRow(app).waitFor({ timeout: 15_000 });
  return switchRow(app).textContent();
}

describe.each([
  ['en', 'Auction', 'You have claimed from the auction'],
  ['ru', 'Аукцион', 'Вы забрали SWITCH с аукциона'],
] as const)('the auction in %s', (lang, tileLabel, claimedTitle) => {
  it('alice claims all: processing, then success, and her wallet shows the SWITCH', async () => {
    const page = await browser.context.newPage();
    await page.goto(stack.hostPage({ user: 'alice', lang }));
    const app = appFrame(page);
    const rowBefore = await switchRowText(app);
    await app.getByTestId('menu-mining').click();
    await app.getByTestId('mining-guild').waitFor({ timeout: 15_000 });
    await mineSixHours(app);

    expect(await app.getByTestId('tile-auction').textContent()).toContain(tileLabel);
    await app.getByTestId('tile-auction').click();
    await app.getByTestId('auction-schedule').waitFor({ timeout: 15_000 });
    expect(await amountOf(app, 'auction-mined')).toBeGreaterThan(5);
    const available = await amountOf(app, 'auction-available');
    expect(available).toBeGreaterThan(0);
    await app.getByTestId('auction-schedule-more').click();
    await app.getByTestId('auction-countdown').waitFor();

    await app.getByTestId('auction-claim').click();
    await app.getByTestId('auction-claim-sheet').waitFor();
    await app.getByTestId('auction-claim-confirm').click();
    await landSend(page, app);
    await app.getByTestId('auction-success').waitFor({ timeout: 30_000 });
    expect(await amountOf(app, 'auction-success-amount')).toBeCloseTo(available, 5);

    await app.getByTestId('auction-success-close').click();
    expect(await app.getByTestId('auction-title').textContent()).toBe(claimedTitle);

    await app.getByTestId('menu-wallet').click();
    await expect.poll(() => switchRowText(app), { timeout: 15_000 }).not.toBe(rowBefore);
    await page.close();
  });
});

describe.each([
  ['en', 2_423_001, 'Not enough gas'],
  ['ru', 2_423_002, 'Недостаточно газа'],
] as const)('a claim without TON for gas in %s', (lang, userId, title) => {
  it('opens the insufficient-balance sheet with the TON needed and the deposit address', async () => {
    const { page, app } = await openMining(stack, browser, userId, lang);
    await mineSixHours(app);
    await app.getByTestId('tile-auction').click();
    await app.getByTestId('auction-claim').click();
    await app.getByTestId('auction-claim-confirm').click();
    const sheet = app.getByTestId('auction-insufficient-sheet');
    await sheet.waitFor({ timeout: 15_000 });
    expect(await sheet.getAttribute('data-reason')).toBe('not-enough-gas');
    expect(await app.getByRole('dialog').getByRole('heading').first().textContent()).toBe(title);
    expect(await app.getByTestId('auction-insufficient-gas').textContent()).toContain('0.06');
    expect(await app.getByTestId('auction-deposit-address').textContent()).toMatch(/^UQ/);
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    await page.close();
  });
});

describe.each([
  ['en', 2_423_011, 'Claim and stake'],
  ['ru', 2_423_012, 'Забрать и застейкать'],
] as const)('claim and stake in %s', (lang, userId, label) => {
  it('stakes stakingPart of the share for 3 months: the staking screen lists the deposit', async () => {
    const { page, app } = await openMining(stack, browser, userId, lang);
    await deposit(stack, { userId, chainId: 'TON', tokenAddress: await tokenAddress(stack, 'TON', 'TON'), amount: '1' });
    await mineSixHours(app);
    await app.getByTestId('tile-auction').click();
    await app.getByTestId('auction-claim').click();
    const stake = app.getByTestId('auction-claim-stake');
    expect(await stake.textContent()).toBe(label);
    expect(await app.getByTestId('auction-claim-stake-hint').textContent()).toContain('50%');
    await stake.click();
    await landSend(page, app);
    await app.getByTestId('auction-success').waitFor({ timeout: 30_000 });
    expect(await app.getByTestId('auction-success-staked').textContent()).toMatch(lang === 'en' ? /^[\d.]+ SWITCH staked for 3 months$/ : /^[\d.,]+ SWITCH застейкано на 3 месяца$/);
    const { rows } = await stack.sandbox.deps.db.query<{ staked: string; deposit: string | null; period: string }>(
      `select c.staked_units::text as staked, c.deposit_id as deposit, d.period from auction_claims c join staking_deposits d on d.id = c.deposit_id where c.user_id = $1`,
      [userId],
    );
    expect(rows).toHaveLength(1);
    expect(BigInt(rows[0]?.staked ?? '0')).toBeGreaterThan(0n);
    expect(rows[0]?.period).toBe('3m');
    await app.getByTestId('auction-success-close').click();
    expect(await amountOf(app, 'auction-last-staked')).toBeGreaterThan(0);
    expect(await app.getByTestId('auction-last-claim').getAttribute('data-status')).toBe('responsed');
    await app.getByTestId('menu-mining').click();
    await app.getByTestId('tile-staking').click();
    await app.getByTestId('staking-deposits-link').click();
    await app.getByTestId('staking-deposit-3m').waitFor({ timeout: 15_000 });
    await page.close();
  });
});

describe.each([
  ['en', 2_423_021, 'Transaction Failed', 'Failed: nothing was taken'],
  ['ru', 2_423_022, 'Транзакция не прошла', 'Не прошло: ничего не списано'],
] as const)('a failed send in %s', (lang, userId, title, status) => {
  it('shows the failure sheet until acknowledged; the acknowledgement is kept across a reload', async () => {
    const { page, app } = await openMining(stack, browser, userId, lang);
    await deposit(stack, { userId, chainId: 'TON', tokenAddress: await tokenAddress(stack, 'TON', 'TON'), amount: '1' });
    await mineSixHours(app);
    await failNextAuctionSend(page, userId);
    await app.getByTestId('tile-auction').click();
    const minedBefore = await amountOf(app, 'auction-mined');
    await app.getByTestId('auction-claim').click();
    await app.getByTestId('auction-claim-confirm').click();
    await landSend(page, app);
    const sheet = app.getByTestId('auction-failure-sheet');
    await sheet.waitFor({ timeout: 30_000 });
    expect(await app.getByRole('dialog').getByRole('heading').first().textContent()).toBe(title);

    // Not acknowledged yet: a reload shows it again.
    await page.reload();
    await app.getByTestId('menu-mining').click();
    await app.getByTestId('tile-auction').click();
    await sheet.waitFor({ timeout: 15_000 });
    await app.getByTestId('auction-failure-ok').click();
    await sheet.waitFor({ state: 'detached' });
    expect(await app.getByTestId('auction-last-status').textContent()).toBe(status);
    // Nothing was taken: the mined SWITCH is still there to claim.
    expect(await amountOf(app, 'auction-mined')).toBeCloseTo(minedBefore, 5);
    expect(await app.getByTestId('auction-claim').isEnabled()).toBe(true);

    // Acknowledged on this device: after a reload the screen opens without the sheet.
    await page.reload();
    await app.getByTestId('menu-mining').click();
    await app.getByTestId('tile-auction').click();
    await app.getByTestId('auction-last-claim').waitFor({ timeout: 15_000 });
    expect(await app.getByTestId('auction-last-claim').getAttribute('data-status')).toBe('failed');
    expect(await sheet.count()).toBe(0);
    await page.close();
  });
});
