/**
 * The tasks another feature's record verifies (issue 20; docs/decisions.md "Tasks (issue 20)",
 * "Facts between features"), end to end in Chromium through the host page, en and ru: a new user
 * opens the alliance task, follows its sheet to the guilds screen, joins an alliance, and back on
 * the tasks the task is done and the speed has risen by its 0.3; the auto-claim task's sheet leads
 * to the mining screen, auto-claim is bought with Stars (the host page pays), and once it is active
 * (the sandbox clock moved past the activation delay) the task is done and the speed rises by 0.5.
 */
import type { FrameLocator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Browser } from './support/browser';
import { amountOf, openMining as openMiningAs } from './support/mining';
import { finishPurchase, payWith } from './support/purchase';
import { advanceSandboxClock } from './support/sandbox-control';
import type { Stack } from './support/stack';
import { useStackAndBrowser } from './support/stack-and-browser';

let stack: Stack;
let browser: Browser;

useStackAndBrowser({}, (running) => ({ stack, browser } = running));

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
    await closeSheet(app);
    await app.getByTestId('menu-mining').click();
    await expect.poll(() => amountOf(app, 'mining-speed'), { timeout: 15_000 }).toBeCloseTo(speedBefore + 0.8, 6);
    await page.close();
  });
});
