/**
 * Fresh quotes end to end (issue 12), in Chromium through the host page: the quote on /swap shows
 * how long it stays valid and renews itself before it expires (the sandbox's quotes live 60 s;
 * Playwright's page clock makes the 50 s pass in an instant); a renewal whose amount received
 * moved by more than 2 % asks the user to look again before Review, and the confirmation swaps the
 * renewed quote. The market move is made by rewriting the sandbox's renewed answer in flight (its
 * prices only drift slowly with its clock): the app cannot tell. The page's clock then runs ahead
 * of the sandbox's by what the test forwarded, so each answer's expiry is carried into the page's
 * time, as a server whose clock agreed with the page's would send it; nothing else is faked.
 */
import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatStartParam } from '../../domain/launch/start-param';
import { appFrame } from './support/app-frame';
import type { Browser } from './support/browser';
import { deposit, tokenAddress } from './support/sandbox-control';
import type { Stack } from './support/stack';
import { useStackAndBrowser } from './support/stack-and-browser';

let stack: Stack;
let browser: Browser;

useStackAndBrowser({}, (running) => ({ stack, browser } = running));

const ETH = '0x0000000000000000000000000000000000000000';

describe('a fresh quote', () => {
  it('counts down, renews itself before it expires, and asks for a look again when the amount moved by more than 2 %', async () => {
    const userId = 2_400_501;
    const usdt = await tokenAddress(stack, 'USDT', 42161);
    await deposit(stack, { userId, chainId: 42161, tokenAddress: usdt, amount: '1000' });
    await deposit(stack, { userId, chainId: 42161, tokenAddress: ETH, amount: '0.05' });
    const startParam = formatStartParam({ swap: { from: usdt, to: ETH, chainId: 42161 } });
    if (startParam === null) throw new Error('the start parameter cannot be built');

    const page = await browser.context.newPage();
    // From the second quote on, the market "moved": the amount received is 3 % lower.
    const routeIds: string[] = [];
    let forwardedMs = 0;
    await page.route('**/fetchRoute', async (route: Route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { route: { id: string; toAmount: string; expiresAt: string } };
      routeIds.push(body.route.id);
      if (routeIds.length > 1) body.route.toAmount = ((BigInt(body.route.toAmount) * 97n) / 100n).toString();
      // Without this, the renewed quote would seem to expire 50 s early, and renew itself again
      // within seconds: before the confirmation, on a busy machine (issue 18).
      body.route.expiresAt = new Date(Date.parse(body.route.expiresAt) + forwardedMs).toISOString();
      await route.fulfill({ response, json: body });
    });
    await page.clock.install();
    await page.goto(stack.hostPage({ user: `new:${String(userId)}`, lang: 'en', startParam }));
    const app = appFrame(page);
    await app.locator('[data-testid="swap-from-token"][data-symbol="USDT"]').waitFor();
    await app.locator('[data-testid="swap-to-token"][data-symbol="ETH"]').waitFor();
    await app.getByTestId('swap-amount').fill('100');
    await app.locator('[data-testid="swap-quote"][data-state="quote"]').waitFor({ timeout: 15_000 });
    const pageNow = () => page.evaluate(() => Date.now());
    const shownAt = await pageNow();

    const countdown = app.getByTestId('quote-countdown');
    expect(await countdown.textContent()).toMatch(/^0:0[01]:\d\d$/);
    expect(routeIds).toHaveLength(1);
    expect(await app.getByTestId('quote-look-again').count()).toBe(0);

    // Ten seconds before the minute is up, the quote renews itself. The page's time went on while
    // the checks above ran (longer on a busy machine): forward to 51 s after the quote was shown,
    // past the renewal and well before the expiry, however long they took.
    const forward = 51_000 - ((await pageNow()) - shownAt);
    forwardedMs += forward;
    await page.clock.fastForward(forward);
    await expect.poll(() => routeIds.length, { timeout: 15_000 }).toBe(2);
    const prompt = app.getByTestId('quote-look-again');
    await prompt.waitFor();
    expect(await prompt.textContent()).toMatch(/you now get 3(\.\d+)?% less/);
    expect(await app.getByTestId('swap-confirm').isDisabled()).toBe(true);
    await expect.poll(() => countdown.textContent()).toMatch(/^0:0[01]:\d\d$/);

    await app.getByTestId('quote-acknowledge').click();
    await expect.poll(() => prompt.count()).toBe(0);
    expect(await app.getByTestId('swap-confirm').isDisabled()).toBe(false);

    // The confirmation swaps the renewed quote, held while it is sent.
    await app.getByTestId('swap-confirm').click();
    await app.getByTestId('swap-step').first().waitFor();
    const swaps: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/swap') && request.method() === 'POST') swaps.push(request.postData() ?? '');
    });
    await app.getByTestId('confirm-swap').click();
    // The success screen replaces the summary (issue 12, the finish); the quote was held meanwhile:
    // no renewal was fetched while the swap was confirmed.
    // The swap request is the outcome checked here: with the page clock installed the app may close
    // (seed 000 §4) before its success screen paints, so the heading is not waited for.
    await expect.poll(() => swaps.length, { timeout: 15_000 }).toBe(1);
    expect(routeIds).toHaveLength(2);
    expect(swaps).toHaveLength(1);
    expect(JSON.parse(swaps[0] ?? '{}')).toMatchObject({ routeId: routeIds[1] });
    await page.close();
  });
});
