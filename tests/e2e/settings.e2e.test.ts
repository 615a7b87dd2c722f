/**
 * The settings screen (issue 37) through the host page, in en and ru: opened by the messenger's
 * settings button, saved to the messenger's cloud storage (the host page keeps it), read back from
 * the cloud after the app's own storage is gone, a corrupted cloud value dropped without a crash,
 * every request in the host's event log, and no serious axe violation.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appFrame, appFrameHandle } from './support/app-frame';
import { seriousViolations } from './support/axe';
import type { Browser } from './support/browser';
import type { Stack } from './support/stack';
import { useStackAndBrowser } from './support/stack-and-browser';

let stack: Stack;
let browser: Browser;

useStackAndBrowser({}, (running) => ({ stack, browser } = running));

async function openSettings(page: Page) {
  const app = appFrame(page);
  await app.getByTestId('total-balance').waitFor({ timeout: 20_000 });
  // The messenger's settings button appears once the app is up (its after-boot host).
  await page.getByTestId('host-settings').click({ timeout: 20_000 });
  await app.getByTestId('settings-screen').waitFor({ timeout: 20_000 });
  return app;
}

async function relaunch(page: Page) {
  await page.getByTestId('host-reload').click();
}

describe('the settings', () => {
  for (const [lang, userId, title] of [
    ['en', 2_370_011, 'Settings'],
    ['ru', 2_370_021, 'Настройки'],
  ] as const) {
    it(`open from the settings button, follow the person through the cloud, survive a corrupted value (${lang})`, async () => {
      const page = await browser.context.newPage();
      await page.goto(stack.hostPage({ user: `new:${String(userId)}`, lang }));
      let app = await openSettings(page);
      expect(await app.getByRole('heading', { level: 2 }).first().textContent()).toBe(title);
      expect(await seriousViolations(await appFrameHandle(page, stack.appUrl))).toEqual([]);
      expect(await app.getByTestId('settings-haptics').isChecked()).toBe(true);

      await app.getByTestId('settings-haptics').click();
      await page.getByTestId('host-cloud').filter({ hasText: '\\"haptics\\":false' }).waitFor({ timeout: 10_000 });
      expect(await page.locator('[data-testid="host-log-row"][data-event-type="web_app_invoke_custom_method"]').count()).toBeGreaterThan(0);
      expect(await page.locator('[data-testid="host-log-row"][data-event-type="web_app_setup_settings_button"]').count()).toBeGreaterThan(0);

      // The app's own storage gone (another device): the cloud brings the setting back.
      await (await appFrameHandle(page, stack.appUrl)).evaluate(() => localStorage.clear());
      await relaunch(page);
      app = await openSettings(page);
      await expect.poll(() => app.getByTestId('settings-haptics').isChecked(), { timeout: 10_000 }).toBe(false);

      // A corrupted cloud value: dropped, the app keeps working on its defaults.
      await (await appFrameHandle(page, stack.appUrl)).evaluate(() => localStorage.clear());
      await page.getByTestId('host-cloud-value').fill('{"haptics":"maybe",');
      await page.getByTestId('host-cloud-form').getByRole('button').click();
      await relaunch(page);
      app = await openSettings(page);
      expect(await app.getByTestId('settings-haptics').isChecked()).toBe(true);
      expect(await app.getByRole('heading', { level: 2 }).first().textContent()).toBe(title);
      await page.close();
    });
  }
});
