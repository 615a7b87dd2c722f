/**
 * The tasks another feature's record verifies (issue 20; docs/decisions/tasks.md "Tasks (issue 20)",
 * "Facts between features"), end to end in Chromium through the host page, en and ru: a new user
 * opens the alliance task, follows its sheet to the guilds screen, joins an alliance, and back on
 * the tasks the task is done and the speed has risen by its 0.3; the auto-claim task's sheet leads
 * to the mining screen, auto-claim is bought with Stars (the host page pays), and once it is active
 * (the sandbox clock moved past the activation delay) the task is done and the speed rises by 0.5.
 * The host page's task bots panel: the waitlist task opens its bot, the user joins on the panel
 * (as the bot would record it), Check completes it; the panel's PUNK stake and wallet app reach the
 * server's record.
 */
import type { FrameLocator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Browser } from './support/browser';
import { amountOf, openMining as openMiningAs } from './support/mining';
import { finishPurchase, payWith } from './support/purchase';
import { sandboxControlHeaders } from '../../sandbox/platform/http/control-header';
import { advanceSandboxClock } from './support/sandbox-control';
import type { Stack } from './support/stack';
import { useStackAndBrowser } from './support/stack-and-browser';

let stack: Stack;
let browser: Browser;

// A stack of its own: it moves the sandbox clock (docs/decisions/testing.md, "One stack and one browser per end-to-end worker").
useStackAndBrowser({ isolatedStack: true }, (running) => ({ stack, browser } = running));

/** The Boosts tab from the mining screen, and a task's card there. */
async function openTask(app: FrameLocator, code: string) {
  await app.getByTestId('tile-tasks').click();
  await app.getByTestId('tasks-tab-boosts').click();
  const card = app.getByTestId(`task-${code}`);
  await card.waitFor({ timeout: 15_000 });
  return card;
}

/** The sheet's close button (its only labelled button in the header). */
async function closeSheet(app: FrameLocator): Promise<void> {
  await app.locator('[role="dialog"] button[aria-label]').first().click();
  await app.getByRole('dialog').waitFor({ state: 'detached' });
}

describe.each([
  ['en', 2_620_001, 'Join an alliance', 'Turn on auto-claim'],
  ['ru', 2_620_002, 'Вступите в альянс', 'Включите автоклейм'],
] as const)('tasks verified by other features in %s', (lang, userId, allianceTitle, autoclaimTitle) => {
  it('joining an alliance and turning on auto-claim complete their tasks, and the speed rises', async () => {
    const { page, app } = await openMiningAs(stack, browser, userId, lang);
    const speedBefore = await amountOf(app, 'mining-speed');

    // The alliance: from the task's sheet to the guilds screen, joined there.
    let card = await openTask(app, 'addAlliance');
    expect(await card.getAttribute('data-done')).toBe('false');
    await card.click();
    await app.getByRole('heading', { name: allianceTitle }).waitFor();
    await app.getByTestId('task-go-to-place').click();
    await app.getByTestId('variant-alliance').click();
    await app.getByTestId('alliance-input').fill(`tasks_${lang}_crew`);
    await app.getByTestId('alliance-join-button').click();
    await app.getByTestId('alliance-leave').waitFor({ timeout: 15_000 });
    await app.getByTestId('menu-mining').click();
    card = await openTask(app, 'addAlliance');
    await expect.poll(() => card.getAttribute('data-done'), { timeout: 15_000 }).toBe('true');
    await card.click();
    await app.getByTestId('task-sheet-done').waitFor();
    await app.getByTestId('task-boost-ends').waitFor();
    await closeSheet(app);
    await app.getByTestId('menu-mining').click();
    await expect.poll(() => amountOf(app, 'mining-speed'), { timeout: 15_000 }).toBeCloseTo(speedBefore + 0.3, 6);

    // Auto-claim: its sheet leads to the mining screen, where it is bought; done once active.
    card = await openTask(app, 'autoclaim');
    await card.click();
    await app.getByRole('heading', { name: autoclaimTitle }).waitFor();
    await app.getByTestId('task-check').click();
    await app.getByTestId('task-go-to-place').click();
    await app.getByTestId('open-autoclaim').click();
    await payWith(page, app, 'autoclaim', 'stars');
    await finishPurchase(app, 'autoclaim');
    await app.getByTestId('autoclaim-pending').waitFor({ timeout: 15_000 });
    card = await openTask(app, 'autoclaim');
    // Paid, not active yet: the server does not count it.
    expect(await card.getAttribute('data-done')).toBe('false');
    await advanceSandboxClock(stack, 61_000);
    await card.click();
    await app.getByTestId('task-check').click();
    await app.getByTestId('task-sheet-done').waitFor({ timeout: 15_000 });
    // The host page's bot panel sits far below the app's frame (the native pieces' panels grew the
    // page), and pressing it scrolled the page there: back up to the app, as the tester would,
    // before pressing the sheet's close button at the frame's top.
    await page.evaluate(() => window.scrollTo(0, 0));
    await closeSheet(app);
    await app.getByTestId('menu-mining').click();
    await expect.poll(() => amountOf(app, 'mining-speed'), { timeout: 15_000 }).toBeCloseTo(speedBefore + 0.8, 6);
    await page.close();
  });
});

/** What the mining API's controls recorded for a user (the wallet tasks' bot and app, the waitlist). */
async function recorded(userId: number): Promise<{ punkStaked: string; walletApp: string; joinedAt: string | null }> {
  const read = async (path: string) => (await fetch(`${stack.sandbox.urls.mining}/sandbox${path}?userId=${String(userId)}`, { headers: sandboxControlHeaders })).json() as Promise<Record<string, unknown>>;
  const [wallet, waitlist] = await Promise.all([read('/wallet-tasks'), read('/waitlist')]);
  return { punkStaked: String(wallet.punkStaked), walletApp: String(wallet.walletApp), joinedAt: (waitlist.joinedAt as string | null) ?? null };
}

describe.each([
  ['en', 2_620_011, 'Join the waitlist'],
  ['ru', 2_620_012, 'Запишитесь в лист ожидания'],
] as const)('the host page’s task bots in %s', (lang, userId, waitlistTitle) => {
  it('the waitlist joined on the panel completes its task; the panel’s stake and wallet app reach the server', async () => {
    const { page, app } = await openMiningAs(stack, browser, userId, lang);
    const speedBefore = await amountOf(app, 'mining-speed');
    const card = await openTask(app, 'waitlist');
    await card.click();
    await app.getByRole('heading', { name: waitlistTitle }).waitFor();
    await app.getByTestId('task-open').click();
    await app.getByTestId('task-check').click();
    expect(await card.getAttribute('data-done')).toBe('false');
    expect((await recorded(userId)).joinedAt).toBeNull();

    await page.getByTestId('host-waitlist-join').click();
    await expect.poll(() => page.getByTestId('host-waitlist-join').getAttribute('data-state')).toBe('ok');
    expect(await page.getByTestId('host-task-control-status').textContent()).toBe('The waitlist bot recorded this user.');
    await app.getByTestId('task-check').click();
    await app.getByTestId('task-sheet-done').waitFor({ timeout: 15_000 });
    // The host page's bot panel sits far below the app's frame (the native pieces' panels grew the
    // page), and pressing it scrolled the page there: back up to the app, as the tester would,
    // before pressing the sheet's close button at the frame's top.
    await page.evaluate(() => window.scrollTo(0, 0));
    await closeSheet(app);
    await app.getByTestId('menu-mining').click();
    await expect.poll(() => amountOf(app, 'mining-speed'), { timeout: 15_000 }).toBeCloseTo(speedBefore + 0.2, 6);

    await page.getByTestId('host-punk-staked').fill('150');
    await page.getByTestId('host-punk-staked-set').click();
    await expect.poll(() => page.getByTestId('host-punk-staked-form').getAttribute('data-state')).toBe('ok');
    await page.getByTestId('host-wallet-app').fill('Bitget Wallet');
    await page.getByTestId('host-wallet-app-set').click();
    await expect.poll(() => page.getByTestId('host-wallet-app-form').getAttribute('data-state')).toBe('ok');
    expect(await recorded(userId)).toMatchObject({ punkStaked: '150', walletApp: 'Bitget Wallet', joinedAt: expect.any(String) });
    await page.close();
  });
});
