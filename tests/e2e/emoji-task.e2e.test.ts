/**
 * The emoji task (issue 20; seed 001 §4 "Boost timers"), end to end in Chromium through the host
 * page, en and ru: Open shows the SWITCH emoji set on the host page and starts the task's timer with
 * the server; Speed up asks the server once for its 1 to 10 s reduction (the countdown drops by
 * what the server drew); once the sandbox's clock has run the timer out (Open again reads the
 * server's record), Check says the status is not set until the user sets it on the host page, then
 * the boost is granted and the speed rises.
 */
import { describe, expect, it } from 'vitest';
import type { Browser } from './support/browser';
import { amountOf, openMining as openMiningAs } from './support/mining';
import { advanceSandboxClock } from './support/sandbox-control';
import type { Stack } from './support/stack';
import { useStackAndBrowser } from './support/stack-and-browser';

let stack: Stack;
let browser: Browser;

// A stack of its own: it moves the sandbox clock (docs/decisions/testing.md, "One stack and one browser per end-to-end worker").
useStackAndBrowser({ isolatedStack: true }, (running) => ({ stack, browser } = running));

const openMining = (userId: number, lang: 'en' | 'ru') => openMiningAs(stack, browser, userId, lang);
/** The countdown's seconds ('0:58' or '00:00:58'). */
const secondsOf = (text: string | null): number => (text ?? '').split(':').reduce((sum, part) => sum * 60 + Number(part.replace(/\D/g, '')), 0);

describe.each([
  ['en', 2_425_001, 'Set the SWITCH emoji status', 'is not the SWITCH emoji yet'],
  ['ru', 2_425_002, 'Поставьте эмодзи-статус SWITCH', 'пока не SWITCH'],
] as const)('the emoji task in %s', (lang, userId, title, notSet) => {
  it('runs its timer with the server, speeds it up once, is refused without the status, then the speed rises', async () => {
    const { page, app } = await openMining(userId, lang);
    const speedBefore = await amountOf(app, 'mining-speed');
    await app.getByTestId('tile-tasks').click();
    await app.getByTestId('tasks-tab-subscriptions').click();
    await app.getByTestId('task-emoji').click();
    await app.getByRole('heading', { name: title }).waitFor();

    // Open: the host page shows the emoji set; the user comes back without setting the status.
    await app.getByTestId('task-open').click();
    const emojiSet = page.getByTestId('host-channel');
    await emojiSet.waitFor({ state: 'visible' });
    expect(await page.getByTestId('host-channel-name').textContent()).toBe('@emoji_switch_emoji');
    await page.getByTestId('host-channel-close').click();
    await app.getByTestId('task-timer-left').waitFor();
    const before = secondsOf(await app.getByTestId('task-timer-left').textContent());
    expect(before).toBeGreaterThan(50);

    // Speed up, once: the countdown drops by the server's 1 to 10 s, and the button goes.
    await app.getByTestId('task-timer-speed-up').click();
    await app.getByTestId('task-timer-speed-up').waitFor({ state: 'detached', timeout: 15_000 });
    const after = secondsOf(await app.getByTestId('task-timer-left').textContent());
    expect(before - after).toBeGreaterThanOrEqual(1);
    expect(before - after).toBeLessThanOrEqual(12);
    expect(await app.getByTestId('task-check').isDisabled()).toBe(true);

    // A minute on the sandbox's clock; Open again reads the server's record: the timer has run out.
    await advanceSandboxClock(stack, 60_000);
    await app.getByTestId('task-open').click();
    await emojiSet.waitFor({ state: 'visible' });
    await page.getByTestId('host-channel-close').click();
    await expect.poll(() => app.getByTestId('task-timer').getAttribute('data-left'), { timeout: 15_000 }).toBe('done');
    await app.getByTestId('task-check').click();
    await expect.poll(async () => (await app.getByTestId('emoji-task-outcome').textContent()) ?? '', { timeout: 15_000 }).toContain(notSet);
    expect(await amountOf(app, 'tasks-speed')).toBeCloseTo(speedBefore, 6);

    // The status set on the host page: Check grants the boost.
    await app.getByTestId('task-open').click();
    await emojiSet.waitFor({ state: 'visible' });
    await page.getByTestId('host-channel-join').click();
    await expect.poll(() => emojiSet.getAttribute('data-member')).toBe('true');
    await page.getByTestId('host-channel-close').click();
    await app.getByTestId('task-check').click();
    await app.getByTestId('task-sheet-done').waitFor({ timeout: 15_000 });
    await expect.poll(() => amountOf(app, 'tasks-speed'), { timeout: 15_000 }).toBeCloseTo(speedBefore + 0.3, 6);
    await app.getByTestId('task-sheet-done').click();
    await page.keyboard.press('Escape');
    await app.getByTestId('task-sheet').waitFor({ state: 'detached' });
    expect(await app.getByTestId('task-emoji').getAttribute('data-done')).toBe('true');
    await page.close();
  });
});
