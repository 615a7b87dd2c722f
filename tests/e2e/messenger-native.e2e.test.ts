/**
 * The messenger features that make the app feel native (issue 37), end to end in Chromium through
 * the host page, which plays the messenger's side and logs every request: the closing confirmation
 * while a send holds input (the host's Close asks, and both answers are tried).
 */
import type { FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Browser } from './support/browser';
import type { Stack } from './support/stack';
import { openSendDetails as openSendDetailsAs } from './support/send-details';
import { useStackAndBrowser } from './support/stack-and-browser';

let stack: Stack;
let browser: Browser;

// The worker's shared stack: each test opens a new user of its own with TON (send-details.ts).
useStackAndBrowser({}, (running) => ({ stack, browser } = running));

const TON_TO = 'UQBvW8Z5huBkMJYdnfAEM5JqTNkuWX3diqYENkWsIL0XggGG';

/** A new user for each test, numbered from 2,446,011 (no other file uses 2,446,xxx). */
let nextUser = 2_446_011;
const openSendDetails = (lang: 'en' | 'ru') => openSendDetailsAs(browser, stack, lang, nextUser++);

const addressField = (app: FrameLocator) => app.locator('input[aria-describedby="send-address-error"]');

/** The newest closing-behaviour request the app sent, as the host page logged it. */
async function lastClosingRequest(page: Page): Promise<string | null> {
  return page.locator('[data-testid="host-log-row"][data-direction="app"][data-event-type="web_app_setup_closing_behavior"] .data').first().textContent();
}

async function waitForClosingRequest(page: Page, needConfirmation: boolean): Promise<void> {
  await expect.poll(() => lastClosingRequest(page)).toBe(JSON.stringify({ need_confirmation: needConfirmation }));
}

describe('never losing a half-typed payment', () => {
  it.each(['en', 'ru'] as const)('(%s) the messenger asks before closing a send that holds input; Cancel keeps it, Close anyway closes', async (lang) => {
    const { page, app } = await openSendDetails(lang);
    await addressField(app).fill(TON_TO);
    await waitForClosingRequest(page, true);

    await page.getByTestId('host-close').click();
    const question = page.getByTestId('host-close-confirm');
    await question.waitFor();
    expect(await question.textContent()).toContain('Changes that you made may not be saved.');
    await page.getByTestId('host-close-cancel').click();
    expect(await question.isHidden()).toBe(true);
    expect(await page.getByTestId('host-closed').isHidden()).toBe(true);
    // Nothing lost: the app is still open with the address in its field.
    expect(await addressField(app).inputValue()).toBe(TON_TO);

    await page.getByTestId('host-close').click();
    await page.getByTestId('host-close-anyway').click();
    await page.getByTestId('host-closed').waitFor();
    await page.close();
  });

  it('turns the confirmation off when the form is emptied: Close then closes at once', async () => {
    const { page, app } = await openSendDetails('en');
    await addressField(app).fill(TON_TO);
    await waitForClosingRequest(page, true);
    await addressField(app).fill('');
    await waitForClosingRequest(page, false);

    await page.getByTestId('host-close').click();
    await page.getByTestId('host-closed').waitFor();
    expect(await page.getByTestId('host-close-confirm').isHidden()).toBe(true);
    await page.close();
  });
});
