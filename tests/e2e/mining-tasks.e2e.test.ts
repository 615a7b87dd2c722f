/**
 * Tasks (issue 20), end to end in Chromium through the messenger host page, en and ru: a new user
 * claims on /mining, opens Tasks from its tile (BigPump's tab first), goes to Boosts: the server has
 * verified the day's claim and granted its boost, the card is done and the speed rose, on the tasks
 * screen and back on the home. A day later on the sandbox's clock the daily task is open again.
 */
import { describe, expect, it } from 'vitest';
import type { Browser } from './support/browser';
import { advanceSandboxClock, deposit, tokenAddress } from './support/sandbox-control';
import type { Stack } from './support/stack';
import { amountOf, createMiningRecord, openMining as openMiningAs, swapAndClose } from './support/mining';
import { useStackAndBrowser } from './support/stack-and-browser';

let stack: Stack;
let browser: Browser;

// A stack of its own: it moves the sandbox clock (docs/decisions/testing.md, "One stack and one browser per end-to-end worker").
useStackAndBrowser({ isolatedStack: true }, (running) => ({ stack, browser } = running));

const DAY = 24 * 3_600_000;

const openMining = (userId: number, lang: 'en' | 'ru') => openMiningAs(stack, browser, userId, lang);

describe.each([
  ['en', 2_420_001, 'Tasks', 'Boosts', 'Completed'],
  ['ru', 2_420_002, 'Задания', 'Бусты', 'Выполнено'],
] as const)('tasks in %s', (lang, userId, tasksLabel, boostsLabel, doneLabel) => {
  it('a claim completes the daily task: its boost is granted once and the speed rises', async () => {
    const { page, app } = await openMining(userId, lang);
    await expect.poll(() => amountOf(app, 'mining-mined'), { timeout: 10_000 }).toBeGreaterThan(0);
    await app.getByTestId('claim-button').click();
    await app.getByTestId('claim-done').waitFor({ timeout: 15_000 });
    const speedBefore = await amountOf(app, 'mining-speed');

    expect(await app.getByTestId('tile-tasks').textContent()).toContain(tasksLabel);
    await app.getByTestId('tile-tasks').click();
    await app.locator('[data-testid="tasks-screen"][data-tab="bigpump"]').waitFor({ timeout: 15_000 });
    await app.getByTestId('tasks-group-pump').waitFor({ timeout: 15_000 });
    expect(await app.getByTestId('tasks-tab-bigpump').getAttribute('aria-selected')).toBe('true');

    await app.getByTestId('tasks-tab-boosts').click();
    expect(await app.getByTestId('tasks-tab-boosts').textContent()).toBe(boostsLabel);
    const daily = app.getByTestId('task-dailyClaim');
    await expect.poll(() => daily.getAttribute('data-done'), { timeout: 15_000 }).toBe('true');
    expect(await daily.textContent()).toContain(doneLabel);
    expect(await amountOf(app, 'tasks-speed')).toBeCloseTo(speedBefore + 0.2, 6);
    // The partner tasks hidden below their speed minimum are not shown.
    expect(await app.getByTestId('task-partnerWhale').count()).toBe(0);

    await daily.click();
    await app.getByTestId('task-sheet-done').waitFor();
    expect(await app.getByTestId('task-boost-ends').textContent()).not.toBe('');
    await page.keyboard.press('Escape');
    await app.getByTestId('task-sheet').waitFor({ state: 'detached' });

    await app.getByTestId('menu-mining').click();
    await expect.poll(() => amountOf(app, 'mining-speed'), { timeout: 15_000 }).toBeCloseTo(speedBefore + 0.2, 6);

    // The next UTC day on the sandbox's clock: the daily task is to do again, with its countdown.
    await advanceSandboxClock(stack, DAY);
    await app.getByTestId('tile-tasks').click();
    await app.getByTestId('tasks-tab-boosts').click();
    await expect.poll(() => app.getByTestId('task-dailyClaim').getAttribute('data-done'), { timeout: 15_000 }).toBe('false');
    await app.getByTestId('task-dailyClaim').getByTestId('task-deadline').waitFor();
    await page.close();
  });
});

describe.each([
  ['en', 2_421_001, 'You are not in the channel yet'],
  ['ru', 2_421_002, 'Вы ещё не в канале'],
] as const)('a channel subscription in %s', (lang, userId, notMember) => {
  it('a new user joins the channel on the host page: the task completes and the speed rises', async () => {
    const { page, app } = await openMining(userId, lang);
    const speedBefore = await amountOf(app, 'mining-speed');
    await app.getByTestId('tile-tasks').click();
    await app.getByTestId('tasks-tab-subscriptions').click();
    await app.getByTestId('task-subscription').click();
    await app.getByTestId('task-sheet').waitFor();

    // The app opens the channel; the host page shows it, and the user comes back without joining.
    await app.getByTestId('task-open').click();
    const channel = page.getByTestId('host-channel');
    await channel.waitFor({ state: 'visible' });
    expect(await page.getByTestId('host-channel-name').textContent()).toBe('@switch_news');
    await expect.poll(() => channel.getAttribute('data-member')).toBe('false');
    await page.getByTestId('host-channel-close').click();
    await app.getByTestId('task-check').click();
    await expect.poll(async () => (await app.getByTestId('task-confirm-failure').textContent()) ?? '', { timeout: 15_000 }).toContain(notMember);
    expect(await amountOf(app, 'tasks-speed')).toBeCloseTo(speedBefore, 6);

    // Joined on the host page: the server's records now say so, and Check grants the boost.
    await app.getByTestId('task-open').click();
    await channel.waitFor({ state: 'visible' });
    await page.getByTestId('host-channel-join').click();
    await expect.poll(() => channel.getAttribute('data-member')).toBe('true');
    await page.getByTestId('host-channel-close').click();
    await app.getByTestId('task-check').click();
    await app.getByTestId('task-sheet-done').waitFor({ timeout: 15_000 });
    await expect.poll(() => amountOf(app, 'tasks-speed')).toBeCloseTo(speedBefore + 0.5, 6);
    // The last click was on the host page: focus the app again before its sheet hears Escape.
    await app.getByTestId('task-sheet-done').click();
    await page.keyboard.press('Escape');
    await app.getByTestId('task-sheet').waitFor({ state: 'detached' });
    expect(await app.getByTestId('task-subscription').getAttribute('data-done')).toBe('true');
    await app.getByTestId('menu-mining').click();
    await expect.poll(() => amountOf(app, 'mining-speed'), { timeout: 15_000 }).toBeCloseTo(speedBefore + 0.5, 6);
    await page.close();
  });
});

describe.each([
  ['en', 2_422_001, 'Swap above $10 on Base'],
  ['ru', 2_422_002, 'Обмен больше чем на $10 в Base'],
] as const)('a swap task in %s', (lang, userId, title) => {
  it('a swap above $10 made through the app completes the swap task and the speed rises', async () => {
    await deposit(stack, { userId, chainId: 8453, tokenAddress: await tokenAddress(stack, 'USDT', 8453), amount: '50' });
    await deposit(stack, { userId, chainId: 8453, tokenAddress: '0x0000000000000000000000000000000000000000', amount: '0.01' });
    const { page, app } = await openMining(userId, lang);
    const speedBefore = await amountOf(app, 'mining-speed');
    await app.getByTestId('tile-tasks').click();
    await app.getByTestId('tasks-tab-boosts').click();
    const card = app.getByTestId('task-swapBase');
    expect(await card.getAttribute('data-done')).toBe('false');
    await card.click();
    await app.getByRole('heading', { name: title }).waitFor();
    await app.getByTestId('task-go-to-swap').click();
    // It lands preset to the pair and chain the task names (issue 41): ETH to USDC on Base.
    await app.locator('[data-testid="swap-from-token"][data-symbol="ETH"][data-chain="8453"]').waitFor();
    await app.locator('[data-testid="swap-to-token"][data-symbol="USDC"][data-chain="8453"]').waitFor();

    // The wallet's swap screen: 20 USDT to ETH on Base, confirmed once (the app closes).
    for (const [which, symbol] of [
      ['from', 'USDT'],
      ['to', 'ETH'],
    ] as const) {
      await app.getByTestId(`swap-${which}-token`).click();
      await app.locator('[data-testid="picker-chains"] button[data-chain="8453"]').click();
      await app.locator(`[data-testid="picker-row"][data-symbol="${symbol}"][data-chain="8453"]`).click();
      await app.locator(`[data-testid="swap-${which}-token"][data-symbol="${symbol}"][data-chain="8453"]`).waitFor();
    }
    await swapAndClose(page, app, '20');
    await page.close();

    // Back in the app: the server found the swap in the wallet's history and granted the boost.
    const again = await openMining(userId, lang);
    await again.app.getByTestId('tile-tasks').click();
    await again.app.getByTestId('tasks-tab-boosts').click();
    await expect.poll(() => again.app.getByTestId('task-swapBase').getAttribute('data-done'), { timeout: 15_000 }).toBe('true');
    // The daily swap task counts the same swap: both boosts, 0.5 SWITCH/h each.
    expect(await again.app.getByTestId('task-dailySwap').getAttribute('data-done')).toBe('true');
    expect(await amountOf(again.app, 'tasks-speed')).toBeCloseTo(speedBefore + 1, 6);
    expect(await again.app.getByTestId('task-swapTon').getAttribute('data-done')).toBe('false');
    await again.page.close();
  });
});

describe.each([
  ['en', 2_423_001, 'Day 1', 'You have already taken today’s reward'],
  ['ru', 2_423_002, 'День 1', 'Вы уже забрали сегодняшнюю награду'],
] as const)('the daily reward in %s', (lang, userId, dayOne, already) => {
  it('is taken once a UTC day from the home’s notice; a second try the same day is refused politely and the notice clears', async () => {
    // The first launch makes the mining record (its call, as the app sends it); the next launch's
    // home reads the daily-boost flag.
    await createMiningRecord(stack, userId);
    const stale = await openMining(userId, lang);
    const { page, app } = await openMining(userId, lang);
    const speedBefore = await amountOf(app, 'mining-speed');

    // A second page with the sheet open before the reward is taken (another device, say).
    await stale.app.getByTestId('daily-boost-link').click();
    await stale.app.getByTestId('task-dailyReward').click();
    await stale.app.getByTestId('daily-take').waitFor();

    await app.getByTestId('daily-boost-link').click();
    await app.locator('[data-testid="tasks-screen"][data-tab="boosts"]').waitFor({ timeout: 15_000 });
    await app.getByTestId('task-dailyReward').click();
    const days = app.getByTestId('daily-day');
    expect(await days.count()).toBe(8);
    const today = app.locator('[data-testid="daily-day"][aria-current="date"]');
    expect(await today.getAttribute('data-day')).toBe('1');
    expect(await today.textContent()).toContain(dayOne);
    await app.getByTestId('daily-next').waitFor();
    await app.getByTestId('daily-take').click();
    await app.getByTestId('task-sheet-done').waitFor({ timeout: 15_000 });
    await expect.poll(() => amountOf(app, 'tasks-speed')).toBeCloseTo(speedBefore + 0.1, 6);

    // The stale page tries again the same UTC day: refused politely, then shown as taken.
    await stale.app.getByTestId('daily-take').click();
    await expect.poll(async () => (await stale.app.getByTestId('task-confirm-failure').textContent()) ?? '', { timeout: 15_000 }).toContain(already);
    await stale.app.getByTestId('task-sheet-done').waitFor({ timeout: 15_000 });
    await stale.page.close();

    // Back on the home the flag has cleared, and the speed holds the reward's boost.
    await page.bringToFront();
    await app.getByTestId('task-sheet-done').click();
    await page.keyboard.press('Escape');
    await app.getByTestId('task-sheet').waitFor({ state: 'detached' });
    await app.getByTestId('menu-mining').click();
    await expect.poll(() => amountOf(app, 'mining-speed'), { timeout: 15_000 }).toBeCloseTo(speedBefore + 0.1, 6);
    await expect.poll(() => app.getByTestId('daily-boost').count(), { timeout: 15_000 }).toBe(0);
    await page.close();
  });
});
