/**
 * Feedback a thumb can feel (issue 37), end to end through the host page's event log: a tab change
 * sends the messenger a selection change, and while the person has haptics off in settings no
 * haptic request reaches the messenger, in en and ru.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Browser } from './support/browser';
import { openMining } from './support/mining';
import type { Stack } from './support/stack';
import { useStackAndBrowser } from './support/stack-and-browser';

let stack: Stack;
let browser: Browser;

useStackAndBrowser({}, (running) => ({ stack, browser } = running));

const HAPTIC_ROWS = '[data-testid="host-log-row"][data-direction="app"][data-event-type="web_app_trigger_haptic_feedback"] .data';

/** Every haptic request the app sent, as the host page logged it (newest first). */
const haptics = (page: Page): Promise<string[]> => page.locator(HAPTIC_ROWS).allTextContents();
const selections = async (page: Page): Promise<number> => (await haptics(page)).filter((data) => data === JSON.stringify({ type: 'selection_change' })).length;

describe.each([
  ['en', 2_437_001],
  ['ru', 2_437_002],
] as const)('haptics in %s', (lang, userId) => {
  it('a tab change is felt as a selection change; with haptics off in settings nothing is sent', async () => {
    const { page, app } = await openMining(stack, browser, userId, lang);
    // The haptics start with the app's after-boot host, which also shows the settings button.
    await page.getByTestId('host-settings').waitFor({ timeout: 20_000 });
    await app.getByTestId('tile-tasks').click();
    await app.locator('[data-testid="tasks-screen"][data-tab="bigpump"]').waitFor({ timeout: 15_000 });
    // Opening a screen is a navigation: the seed's success haptic.
    await expect.poll(() => haptics(page), { timeout: 10_000 }).toContain(JSON.stringify({ type: 'notification', notification_type: 'success' }));

    await app.getByTestId('tasks-tab-boosts').click();
    await expect.poll(() => selections(page), { timeout: 10_000 }).toBe(1);
    // The tab already chosen changes nothing, and is not felt.
    await app.getByTestId('tasks-tab-boosts').click();

    // Haptics off in settings (the switch itself is felt: haptics were still on when it was pressed).
    await page.getByTestId('host-settings').click();
    await app.getByTestId('settings-screen').waitFor({ timeout: 15_000 });
    await app.getByTestId('settings-haptics').click();
    expect(await app.getByTestId('settings-haptics').isChecked()).toBe(false);
    await expect.poll(() => selections(page), { timeout: 10_000 }).toBe(2);
    const before = (await haptics(page)).length;

    await page.getByTestId('host-back').click();
    await app.locator('[data-testid="tasks-screen"][data-tab="boosts"]').waitFor({ timeout: 15_000 });
    await app.getByTestId('tasks-tab-bigpump').click();
    await app.locator('[data-testid="tasks-screen"][data-tab="bigpump"]').waitFor({ timeout: 15_000 });
    // Give a request the time it would take to arrive: none does (neither the tab's nor the navigations').
    await page.waitForTimeout(1_000);
    expect((await haptics(page)).length).toBe(before);

    // On again (the settings are the device's: the next test starts with them on).
    await page.getByTestId('host-settings').click();
    await app.getByTestId('settings-screen').waitFor({ timeout: 15_000 });
    await app.getByTestId('settings-haptics').click();
    expect(await app.getByTestId('settings-haptics').isChecked()).toBe(true);
    await page.getByTestId('host-back').click();
    await app.getByTestId('tasks-tab-boosts').click();
    await expect.poll(() => selections(page), { timeout: 10_000 }).toBe(3);
    await page.close();
  });
});
