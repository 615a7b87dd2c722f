/**
 * The mining home (issue 11), end to end in Chromium through the messenger host page, en and ru:
 * a new user reaches /mining from the bottom menu, watches the amount grow, claims it (it moves
 * from mined to the balance); a user with no PUNK is refused a burn (4002), goes to swap from the
 * modal, buys PUNK with TON on the real /swap screen, comes back and burns it: the speed rises.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Browser } from './support/browser';
import { deposit } from './support/sandbox-control';
import type { Stack } from './support/stack';
import { amountOf, openMining as openMiningAs } from './support/mining';
import { useStackAndBrowser } from './support/stack-and-browser';

let stack: Stack;
let browser: Browser;

useStackAndBrowser({}, (running) => ({ stack, browser } = running));

const openMining = (userId: number, lang: 'en' | 'ru') => openMiningAs(stack, browser, userId, lang);
const closes = (page: Page) => page.locator('[data-testid="host-log-row"][data-event-type="web_app_close"]');

describe.each([
  ['en', 2_411_001, 'Claim', 'Mining', 'Storage'],
  ['ru', 2_411_002, 'Забрать', 'Майнинг', 'Хранилище'],
] as const)('mining in %s', (lang, userId, claimLabel, title, storage) => {
  it('a new user opens /mining, waits, and claims: the amount moves from mined to the balance', async () => {
    const { page, app } = await openMining(userId, lang);
    // The area's own title in the header, and the storage ring just started on the server's period.
    await app.locator('header').getByRole('heading', { name: title }).waitFor();
    expect(Number(await app.getByRole('meter', { name: storage }).getAttribute('aria-valuenow'))).toBe(0);
    expect(await app.getByTestId('mining-full-in').textContent()).toMatch(/^(5:59:\d\d|6:00:00)$/);
    expect(await app.getByTestId('menu-mining').getAttribute('aria-current')).toBe('page');
    expect(await amountOf(app, 'mining-got')).toBe(0);
    // The live projection moves on its own (1 SWITCH/h shows 6 decimals).
    const first = await amountOf(app, 'mining-mined');
    await expect.poll(() => amountOf(app, 'mining-mined'), { timeout: 10_000 }).toBeGreaterThan(first);
    expect(await app.getByTestId('claim-button').textContent()).toBe(claimLabel);

    await app.getByTestId('claim-button').click();
    await app.getByTestId('claim-done').waitFor({ timeout: 15_000 });
    const got = await amountOf(app, 'mining-got');
    expect(got).toBeGreaterThan(0);
    expect(await app.getByTestId('claim-done').textContent()).toContain(String(got));
    // What was mined is now the balance; mining starts again from (about) zero.
    expect(await amountOf(app, 'mining-mined')).toBeLessThan(got);
    await page.close();
  });
});

describe.each([
  ['en', 2_412_001],
  ['ru', 2_412_002],
] as const)('burning in %s', (lang, userId) => {
  it('is refused without PUNK, goes to swap, buys PUNK on /swap, and burns it: the speed rises', async () => {
    await deposit(stack, { userId, chainId: 'TON', tokenAddress: 'TON', amount: '5' });
    const { page, app } = await openMining(userId, lang);
    const speedBefore = await amountOf(app, 'mining-speed');

    await app.getByTestId('open-burn').click();
    await app.getByTestId('burn-amount').fill('10');
    await expect.poll(async () => app.getByTestId('burn-reward').textContent()).toMatch(/\+1 SWITCH\//);
    await app.getByTestId('burn-submit').click();
    await app.getByTestId('burn-go-to-swap').click();

    // The real swap screen, preset to buy PUNK with TON.
    await app.locator('[data-testid="swap-from-token"][data-symbol="TON"]').waitFor({ timeout: 15_000 });
    await app.locator('[data-testid="swap-to-token"][data-symbol="PUNK"]').waitFor();
    await app.getByTestId('swap-amount').fill('1');
    await app.locator('[data-testid="swap-quote"][data-state="quote"]').waitFor({ timeout: 15_000 });
    await app.getByTestId('swap-confirm').click();
    await app.getByTestId('confirm-swap').click();
    await expect.poll(() => closes(page).count(), { timeout: 15_000 }).toBe(1);
    await page.close();

    // Relaunched with PUNK in the wallet, the burn goes through once.
    const again = await openMining(userId, lang);
    await again.app.getByTestId('open-burn').click();
    await again.app.getByTestId('burn-amount').fill('10');
    await again.app.getByTestId('burn-submit').click();
    await again.app.getByTestId('burn-done').waitFor({ timeout: 15_000 });
    expect(await again.app.getByTestId('burn-done').textContent()).toContain('10 PUNK');
    const speedAfter = await amountOf(again.app, 'burn-new-speed');
    expect(speedAfter).toBeCloseTo(speedBefore + 1, 6);
    await again.app.getByTestId('burn-done').getByRole('button').click();
    expect(await amountOf(again.app, 'mining-speed')).toBeCloseTo(speedAfter, 6);
    await again.page.close();
  });
});
