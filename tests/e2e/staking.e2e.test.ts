/**
 * Staking (issue 22), end to end in Chromium through the messenger host page, en and ru: a user with
 * mined SWITCH opens Staking from its tile, sees the minimum's red panel for too small an amount,
 * stakes the preselected 50 % for a free period, sees the deposit and its receipt; the sandbox's
 * clock moves past the end (the menu's Staking entry shows its badge, the home's card the staked
 * total) and the stake is claimed back. And a paid period's fee with Stars, the wallet's TON
 * balance and the external wallet; and a Stars fee paid after its SWITCH were staked elsewhere is
 * refunded, and the sheet says so (en, ru).
 */
import { describe, expect, it } from 'vitest';
import type { FrameLocator, Locator } from 'playwright-core';
import { sandboxControlHeaders } from '../../sandbox/platform/http/control-header';
import { initDataFor } from '../sandbox/platform-support';
import type { Browser } from './support/browser';
import { openMining } from './support/mining';
import { finishPurchase, paidIntents, payWith } from './support/purchase';
import { advanceSandboxClock, deposit } from './support/sandbox-control';
import type { Stack } from './support/stack';
import { useStackAndBrowser } from './support/stack-and-browser';

let stack: Stack;
let browser: Browser;

// A stack of its own: it moves the sandbox clock (docs/decisions/testing.md, "One stack and one browser per end-to-end worker").
useStackAndBrowser({ isolatedStack: true }, (running) => ({ stack, browser } = running));

const DAY = 24 * 3_600_000;

/** Mined SWITCH for the user, through the staking control (as if mined). */
async function credit(userId: number, amount: string): Promise<void> {
  const response = await fetch(`${stack.sandbox.urls.mining}/sandbox/staking/mined`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...sandboxControlHeaders },
    body: JSON.stringify({ userId, amount }),
  });
  if (response.status !== 200) throw new Error(`credit refused: ${response.status} ${await response.text()}`);
}

async function openStaking(userId: number, lang: 'en' | 'ru', got: string) {
  const opened = await openMining(stack, browser, userId, lang);
  await credit(userId, got);
  await opened.app.getByTestId('tile-staking').click();
  await opened.app.getByTestId('staking-form').waitFor({ timeout: 20_000 });
  return opened;
}

/** Each progress cell of a deposit card as drawn: its size and the width its fill covers. */
function drawnCells(card: Locator): Promise<{ width: number; height: number; filled: number; fillHeight: number }[]> {
  return card.locator('[role="img"] > span').evaluateAll((cells) =>
    cells.map((cell) => {
      const box = cell.getBoundingClientRect();
      const fill = cell.firstElementChild?.getBoundingClientRect();
      return { width: Math.round(box.width), height: Math.round(box.height), filled: Math.round(fill?.width ?? 0), fillHeight: Math.round(fill?.height ?? 0) };
    }),
  );
}

const choosePeriod = async (app: FrameLocator, period: string) => {
  await app.getByTestId('staking-period').click();
  await app.getByTestId('staking-configs').waitFor();
  await app.getByTestId(`staking-config-${period}`).click();
  await app.getByTestId('staking-form').waitFor();
};

describe.each([
  ['en', 2_422_001, 'Amount too small', 'Unlocks (UTC)', 'Unlocked: claim it'],
  ['ru', 2_422_002, 'Слишком маленькая сумма', 'Разблокировка (UTC)', 'Разблокировано: заберите'],
] as const)('staking in %s', (lang, userId, minTitle, unlocksLabel, unlockedStatus) => {
  it('stakes 50 % for a free period, shows the deposit and its receipt, and claims it back after the end', async () => {
    const { page, app } = await openStaking(userId, lang, '1000');
    expect(await app.getByTestId('staking-amount').inputValue()).toBe('500');
    expect(await app.getByTestId('staking-preset-50').getAttribute('aria-pressed')).toBe('true');
    expect(await app.getByTestId('staking-continue').isDisabled()).toBe(true);

    await choosePeriod(app, '3m');
    // Under the minimum: the red panel, and Continue stays off.
    await app.getByTestId('staking-amount').fill('5,5');
    await app.getByTestId('staking-error-min-amount').waitFor();
    expect(await app.getByTestId('staking-error-min-amount').textContent()).toContain(minTitle);
    expect(await app.getByTestId('staking-continue').isDisabled()).toBe(true);
    await app.getByTestId('staking-preset-50').click();
    expect(await app.getByTestId('staking-error-min-amount').count()).toBe(0);

    await app.getByTestId('staking-continue').click();
    await app.getByTestId('staking-confirm').waitFor();
    await app.getByTestId('staking-confirm-button').click();
    await app.getByTestId('staking-success').waitFor({ timeout: 15_000 });
    await app.getByTestId('staking-success-deposits').click();

    const card = app.getByTestId('staking-deposit-3m');
    await card.waitFor({ timeout: 15_000 });
    expect(await card.textContent()).toContain('500');
    // Just staked: the cells are drawn (a cell's height) and none is filled yet; the card says when it ends.
    expect((await drawnCells(card)).every((cell) => cell.height > 0 && cell.filled === 0)).toBe(true);
    expect(await card.getByTestId('staking-deposit-status').getAttribute('data-claimable')).toBeNull();
    await card.click();
    await app.getByTestId('staking-receipt').waitFor();
    expect(await app.getByTestId('staking-receipt').textContent()).toContain(unlocksLabel);
    expect(await app.getByTestId('staking-claim').isDisabled()).toBe(true);
    await page.keyboard.press('Escape');

    // The home's staking card shows the staked total; no badge while the lock runs.
    await app.getByTestId('menu-wallet').click();
    await expect.poll(() => app.getByTestId('staking-card-total').textContent(), { timeout: 15_000 }).toContain('500');
    expect(await app.getByTestId('menu-staking-badge').count()).toBe(0);

    // Past the end on the sandbox's clock: the menu's Staking entry gets its badge (the home read
    // again when shown again), and the stake can be claimed back, once.
    await advanceSandboxClock(stack, 95 * DAY);
    await app.getByTestId('menu-mining').click();
    await app.getByTestId('mining-guild').waitFor();
    await app.getByTestId('menu-wallet').click();
    await app.getByTestId('menu-staking-badge').waitFor({ timeout: 15_000 });
    await app.getByTestId('menu-mining').click();
    await app.getByTestId('tile-staking').click();
    await app.getByTestId('staking-deposits-link').click();
    // Unlocked and not claimed: the card says so (not only the menu's badge), every cell drawn full.
    const unlocked = app.getByTestId('staking-deposit-3m');
    await expect.poll(() => unlocked.getByTestId('staking-deposit-status').textContent(), { timeout: 15_000 }).toBe(unlockedStatus);
    const cells = await drawnCells(unlocked);
    expect(cells.length).toBe(3);
    expect(cells.every((cell) => cell.height > 0 && cell.filled === cell.width && cell.fillHeight === cell.height)).toBe(true);
    await unlocked.click();
    const claim = app.getByTestId('staking-claim');
    await expect.poll(() => claim.isDisabled(), { timeout: 15_000 }).toBe(false);
    await claim.click();
    await expect.poll(async () => (await stack.sandbox.deps.db.query(`select 1 from staking_deposits where user_id = $1 and claimed_at is not null`, [userId])).rows.length, { timeout: 15_000 }).toBe(1);
    const { rows } = await stack.sandbox.deps.db.query<{ lock: string }>(`select lock_units::text as lock from mining_users where user_id = $1`, [userId]);
    expect(rows[0]?.lock).toBe('0');
    // Claimed back: the badge goes once the home is shown again.
    await app.getByRole('button', { name: lang === 'en' ? 'Close' : 'Закрыть' }).click();
    await app.getByTestId('menu-wallet').click();
    await expect.poll(() => app.getByTestId('menu-staking-badge').count(), { timeout: 15_000 }).toBe(0);
    await page.close();
  });
});

describe('a paid period', () => {
  it('pays the fee with Stars through the purchase flow, and the server stakes', async () => {
    const userId = 2_422_101;
    const { page, app } = await openStaking(userId, 'en', '2000');
    await choosePeriod(app, '3mhp');
    await app.getByTestId('staking-continue').click();
    await app.getByTestId('staking-payment').waitFor();
    await payWith(page, app, 'staking-fee', 'stars');
    await finishPurchase(app, 'staking-fee');
    await app.getByTestId('staking-success').waitFor({ timeout: 15_000 });
    expect(await paidIntents(stack, userId, 'staking')).toEqual([{ way: 'stars', amount: '50', currency: 'XTR' }]);
    const { rows } = await stack.sandbox.deps.db.query<{ amount: string }>(`select amount_units::text as amount from staking_deposits where user_id = $1`, [userId]);
    expect(rows).toEqual([{ amount: '1000000000000' }]);
    await page.close();
  });

  it('closed while a Stars payment is still pending, the sheet still leads to the success and a fresh Available (issue 41)', async () => {
    const userId = 2_422_104;
    const { page, app } = await openStaking(userId, 'en', '2000');
    await choosePeriod(app, '3mhp');
    const availableDigits = async () => ((await app.getByTestId('staking-available').textContent()) ?? '').replace(/\D/g, '');
    expect(await availableDigits()).toBe('2000');
    await app.getByTestId('staking-continue').click();
    await app.getByTestId('staking-payment').waitFor();
    await app.getByTestId('staking-fee-pay-stars').click();
    // "Pay later": the messenger answers pending and the payment lands on the server seconds later;
    // the user closes the sheet before that.
    await page.getByTestId('host-invoice-pending').click();
    await app.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await app.getByTestId('staking-success').waitFor({ timeout: 20_000 });
    const { rows } = await stack.sandbox.deps.db.query<{ amount: string }>(`select amount_units::text as amount from staking_deposits where user_id = $1`, [userId]);
    expect(rows).toEqual([{ amount: '1000000000000' }]);
    await app.getByTestId('staking-success-again').click();
    await expect.poll(availableDigits, { timeout: 15_000 }).toBe('1000');
    await page.close();
  });

  it('pays the fee from the wallet’s TON balance, confirmed first, and the server stakes (ru)', async () => {
    const userId = 2_422_102;
    const { page, app } = await openStaking(userId, 'ru', '2000');
    await deposit(stack, { userId, chainId: 'TON', tokenAddress: 'TON', amount: '1' });
    await choosePeriod(app, '3mhp');
    await app.getByTestId('staking-continue').click();
    await app.getByTestId('staking-payment').waitFor();
    await payWith(page, app, 'staking-fee', 'internal');
    await finishPurchase(app, 'staking-fee');
    await app.getByTestId('staking-success').waitFor({ timeout: 15_000 });
    expect(await paidIntents(stack, userId, 'staking')).toEqual([{ way: 'internal', amount: '500000000', currency: 'TON' }]);
    const { rows } = await stack.sandbox.deps.db.query<{ amount: string }>(`select amount_units::text as amount from staking_deposits where user_id = $1`, [userId]);
    expect(rows).toEqual([{ amount: '1000000000000' }]);
    await page.close();
  });

  it('pays the fee with the external wallet (the host page approves), and the server stakes (en)', async () => {
    const userId = 2_422_103;
    const { page, app } = await openStaking(userId, 'en', '2000');
    await choosePeriod(app, '3mhp');
    await app.getByTestId('staking-continue').click();
    await app.getByTestId('staking-payment').waitFor();
    await payWith(page, app, 'staking-fee', 'external');
    await finishPurchase(app, 'staking-fee');
    await app.getByTestId('staking-success').waitFor({ timeout: 15_000 });
    expect(await paidIntents(stack, userId, 'staking')).toEqual([{ way: 'external', amount: '500000000', currency: 'TON' }]);
    const { rows } = await stack.sandbox.deps.db.query<{ amount: string }>(`select amount_units::text as amount from staking_deposits where user_id = $1`, [userId]);
    expect(rows).toEqual([{ amount: '1000000000000' }]);
    await page.close();
  });
});

describe.each([
  ['en', 2_422_111, 'Your SWITCH were no longer free when the fee arrived'],
  ['ru', 2_422_112, 'Когда комиссия пришла, ваши SWITCH были уже заняты'],
] as const)('a fee whose SWITCH were staked meanwhile (%s)', (lang, userId, says) => {
  it('is refunded when the invoice is paid, nothing is staked with it, and the sheet says so', async () => {
    const { page, app } = await openStaking(userId, lang, '2000');
    await choosePeriod(app, '3mhp');
    await app.getByTestId('staking-continue').click();
    await app.getByTestId('staking-payment').waitFor();
    await app.getByTestId('staking-fee-pay-stars').click();
    await page.getByTestId('host-invoice-pay').waitFor();
    // While the invoice is open, all of her SWITCH are staked elsewhere (another device, say).
    const headers = { telegramRawData: initDataFor(stack.sandbox.deps, { id: userId, first_name: 'Tester' }), 'content-type': 'application/json', 'Idempotency-Key': `refund-e2e-${crypto.randomUUID()}` };
    const staked = await fetch(`${stack.sandbox.urls.mining}/deposit`, { method: 'POST', headers, body: JSON.stringify({ amount: '2000', period: '3m' }) });
    expect(staked.status).toBe(200);
    await page.getByTestId('host-invoice-pay').click();
    await app.getByTestId('staking-fee-failed').waitFor({ timeout: 15_000 });
    expect(await app.getByTestId('staking-fee-failure').textContent()).toContain(says);
    const { rows } = await stack.sandbox.deps.db.query<{ status: string }>(`select status from payment_intents where user_id = $1 and purpose = 'staking'`, [userId]);
    expect(rows).toEqual([{ status: 'refunded' }]);
    const fees = await stack.sandbox.deps.db.query(`select 1 from staking_deposits where user_id = $1 and intent_id is not null`, [userId]);
    expect(fees.rows).toHaveLength(0);
    await page.close();
  });
});
