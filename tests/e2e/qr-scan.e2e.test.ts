/**
 * Scanning a QR code into the send form (issue 37, "Scan a QR"), end to end in Chromium through
 * the host page, which plays the messenger's scanner: the test types what the camera sees, or
 * presses the scanner's Close. A TON transfer link fills address, amount and comment; an EIP-681
 * link picks its chain's coin; anything else is refused in words; Close leaves the form as it was.
 */
import type { FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appFrameHandle } from './support/app-frame';
import { seriousViolations } from './support/axe';
import type { Browser } from './support/browser';
import type { Stack } from './support/stack';
import { openSendDetails as openSendDetailsAs } from './support/send-details';
import { useStackAndBrowser } from './support/stack-and-browser';

let stack: Stack;
let browser: Browser;

// The worker's shared stack: each test opens a new user of its own with TON (send-details.ts).
useStackAndBrowser({}, (running) => ({ stack, browser } = running));

const TON_TO = 'UQBvW8Z5huBkMJYdnfAEM5JqTNkuWX3diqYENkWsIL0XggGG';
const EVM_TO = '0x52908400098527886E0F7030069857D2E4169EE7';

/** A new user for each test, numbered from 2,446,001 (no other file uses 2,446,xxx). */
let nextUser = 2_446_001;
const openSendDetails = (lang: 'en' | 'ru') => openSendDetailsAs(browser, stack, lang, nextUser++);

const field = (app: FrameLocator, name: 'address' | 'amount' | 'comment') => app.locator(`[aria-describedby^="send-${name}-error"]`);

/** Presses Scan in the app and plays the camera: a code it sees, or the scanner's Close (null). */
async function scan(page: Page, app: FrameLocator, seen: string | null): Promise<void> {
  await app.getByTestId('send-scan').click();
  const scanner = page.getByTestId('host-scanner');
  await scanner.waitFor();
  if (seen === null) await page.getByTestId('host-scanner-close').click();
  else {
    await page.getByTestId('host-scanner-input').fill(seen);
    await page.getByTestId('host-scanner-scan').click();
  }
  await scanner.waitFor({ state: 'hidden' });
}

describe('scanning a QR code into the send form', () => {
  it('(en) a TON transfer link fills address, amount and comment; Close changes nothing; the messenger saw each request', async () => {
    const { page, app } = await openSendDetails('en');
    await scan(page, app, `ton://transfer/${TON_TO}?amount=1500000000&text=for%20lunch`);
    expect(await field(app, 'address').inputValue()).toBe(TON_TO);
    expect(await field(app, 'amount').inputValue()).toBe('1.5');
    expect(await field(app, 'comment').inputValue()).toBe('for lunch');

    await scan(page, app, null);
    expect(await field(app, 'address').inputValue()).toBe(TON_TO);
    expect(await field(app, 'amount').inputValue()).toBe('1.5');
    expect(await field(app, 'comment').inputValue()).toBe('for lunch');
    expect(await app.getByTestId('send-address-error').textContent()).toBe('');

    const opened = page.locator('[data-testid="host-log-row"][data-direction="app"][data-event-type="web_app_open_scan_qr_popup"]');
    expect(await opened.count()).toBe(2);
    expect(await opened.first().locator('.data').textContent()).toContain("Scan the recipient's QR code");
    // The first code closed the scanner from the app's side (the SDK captures one code).
    expect(await page.locator('[data-testid="host-log-row"][data-direction="app"][data-event-type="web_app_close_scan_qr_popup"]').count()).toBe(1);
    await page.close();
  });

  it('(en) an ethereum: link picks its chain: the form switches to that chain’s ETH with the amount', async () => {
    const { page, app } = await openSendDetails('en');
    await scan(page, app, `ethereum:${EVM_TO}@10?value=1e16`);
    await app.getByRole('heading', { name: 'Send ETH' }).waitFor();
    expect(await app.locator('section[aria-labelledby="send-info-title"]').textContent()).toContain('Optimism');
    expect(await field(app, 'address').inputValue()).toBe(EVM_TO);
    expect(await field(app, 'amount').inputValue()).toBe('0.01');
    await page.close();
  });

  it.each([
    ['en', 'This QR code is not an address or a payment link.'],
    ['ru', 'Этот QR-код — не адрес и не платёжная ссылка.'],
  ] as const)('(%s) anything else is refused in words and the form keeps what it had', async (lang, refusal) => {
    const { page, app } = await openSendDetails(lang);
    await field(app, 'address').fill(TON_TO);
    await scan(page, app, 'https://example.org/not-a-wallet');
    await expect.poll(() => app.getByTestId('send-address-error').textContent()).toBe(refusal);
    expect(await field(app, 'address').inputValue()).toBe(TON_TO);
    // The form with its Scan button and the refusal shown: no serious accessibility violation.
    expect(await seriousViolations(await appFrameHandle(page, stack.appUrl))).toEqual([]);
    // Typing again clears the refusal.
    await field(app, 'address').fill('');
    expect(await app.getByTestId('send-address-error').textContent()).not.toBe(refusal);
    await page.close();
  });
});
