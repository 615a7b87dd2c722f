/**
 * The open-league task (issue 20), end to end in Chromium through the host page, en and ru: Badge,
 * then trade, then done. A new user gets the DeFi badge from the task's sheet (the server records
 * it: the card is at 1 of 2), Check is refused while no TON swap followed the badge, Open trading
 * leads to the wallet's swap screen where a swap of 5 TON (about $27) is made; back in the app the
 * server has found that swap after the badge and granted the task once: the card is done and the
 * speed rose by the league's 1 SWITCH/h (and the TON and daily swap tasks' 0.5 each).
 */
import { describe, expect, it } from 'vitest';
import type { Browser } from './support/browser';
import { amountOf, openMining as openMiningAs, swapAndClose } from './support/mining';
import { deposit } from './support/sandbox-control';
import type { Stack } from './support/stack';
import { useStackAndBrowser } from './support/stack-and-browser';

let stack: Stack;
let browser: Browser;

useStackAndBrowser({}, (running) => ({ stack, browser } = running));

const openMining = (userId: number, lang: 'en' | 'ru') => openMiningAs(stack, browser, userId, lang);

describe.each([
  ['en', 2_425_001, 'Trade in the Open League', 'Get the DeFi badge', 'No TON swap above $10 since you got the badge yet.'],
  ['ru', 2_425_002, 'Торгуйте в Open League', 'Получить DeFi-бейдж', 'После получения бейджа ещё не было обмена в сети TON дороже $10.'],
] as const)('the open-league task in %s', (lang, userId, title, badgeLabel, noTrade) => {
  it('badge, a refused check, a TON swap made through the app, then done once: the speed rises', async () => {
    await deposit(stack, { userId, chainId: 'TON', tokenAddress: 'TON', amount: '20' });
    const { page, app } = await openMining(userId, lang);
    const speedBefore = await amountOf(app, 'mining-speed');
    await app.getByTestId('tile-tasks').click();
    await app.getByTestId('tasks-tab-boosts').click();
    await app.getByTestId('task-tradeOpenLeague').click();
    await app.getByRole('heading', { name: title }).waitFor();
    const flow = app.getByTestId('open-league');
    expect(await flow.getAttribute('data-step')).toBe('badge');
    expect(await app.getByTestId('open-league-badge').textContent()).toBe(badgeLabel);

    await app.getByTestId('open-league-badge').click();
    await expect.poll(() => flow.getAttribute('data-step'), { timeout: 15_000 }).toBe('trade');
    await expect.poll(() => app.getByTestId('task-progress').textContent(), { timeout: 15_000 }).toBe('1 / 2');
    await app.getByTestId('open-league-check').click();
    await expect.poll(async () => (await app.getByTestId('open-league-failure').textContent()) ?? '', { timeout: 15_000 }).toBe(noTrade);
    expect(await flow.getAttribute('data-step')).toBe('trade');

    // Open trading: the wallet's swap screen, 5 TON to USDT on TON, confirmed once (the app closes).
    await app.getByTestId('open-league-trade').click();
    await app.getByTestId('swap-from-token').click();
    await app.locator('[data-testid="picker-chains"] button[data-chain="TON"]').click();
    await app.locator('[data-testid="picker-row"][data-symbol="TON"][data-chain="TON"]').click();
    await app.locator('[data-testid="swap-from-token"][data-symbol="TON"]').waitFor();
    await app.getByTestId('swap-to-token').click();
    await app.locator('[data-testid="picker-row"][data-symbol="USDT"][data-chain="TON"]').click();
    await app.locator('[data-testid="swap-to-token"][data-symbol="USDT"][data-chain="TON"]').waitFor();
    await swapAndClose(page, app, '5');
    await page.close();

    // Back in the app: the server found the swap after the badge and granted the task.
    const again = await openMining(userId, lang);
    await again.app.getByTestId('tile-tasks').click();
    await again.app.getByTestId('tasks-tab-boosts').click();
    await expect.poll(() => again.app.getByTestId('task-tradeOpenLeague').getAttribute('data-done'), { timeout: 15_000 }).toBe('true');
    // The league's 1 SWITCH/h, and the same swap's TON and daily swap tasks, 0.5 each.
    expect(await again.app.getByTestId('task-swapTon').getAttribute('data-done')).toBe('true');
    expect(await amountOf(again.app, 'tasks-speed')).toBeCloseTo(speedBefore + 2, 6);
    await again.app.getByTestId('task-tradeOpenLeague').click();
    await again.app.getByTestId('task-sheet-done').waitFor();
    await again.page.close();
  });
});
