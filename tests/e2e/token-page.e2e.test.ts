/**
 * A token's own page (issue 38), through the host page: tapping a token row on the home opens
 * /token/{chainId}/{address} with the selected wallet kept; the chart draws (the chart library
 * arrives only then), and the price the page states, its chart's last point (read from the text
 * alternative), is the last point the server sent; a span refetches; the token's own history and
 * its Send and Deposit presets; an unknown token opened cold says so. In en and ru.
 */
import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { priceText } from '../../domain/wallet/token-page/rules';
import { appFrame, appFrameHandle } from './support/app-frame';
import type { Browser } from './support/browser';
import { deposit, tokenAddress } from './support/sandbox-control';
import type { Stack } from './support/stack';
import { useStackAndBrowser } from './support/stack-and-browser';

let stack: Stack;
let browser: Browser;

useStackAndBrowser({}, (running) => ({ stack, browser } = running));

interface WirePriceHistory {
  readonly span: string;
  readonly points: readonly { readonly time: string; readonly usd: string }[];
}

describe('the token page', () => {
  for (const [lang, userId, unknownText, now] of [
    ['en', 2_380_001, 'This token is unknown', 'Now'],
    ['ru', 2_380_002, 'Неизвестный токен', 'Сейчас'],
  ] as const) {
    it(`opens from the home's token row with its chart, whose last price is the server's (${lang})`, async () => {
      const usdtTon = await tokenAddress(stack, 'USDT', 'TON');
      await deposit(stack, { userId, chainId: 'TON', tokenAddress: 'TON', amount: '5' });
      await deposit(stack, { userId, chainId: 'TON', tokenAddress: usdtTon, amount: '7' });
      const page = await browser.context.newPage();
      const histories: WirePriceHistory[] = [];
      const chartScripts: string[] = [];
      page.on('response', (response: Response) => {
        if (response.url().includes('/priceHistory?') && response.status() === 200) void response.json().then((body: WirePriceHistory) => histories.push(body));
      });
      page.on('request', (request) => {
        if (/token-chart|lightweight-charts/.test(request.url())) chartScripts.push(request.url());
      });
      await page.goto(stack.hostPage({ user: `new:${String(userId)}`, lang }));
      const app = appFrame(page);
      const tonRow = app.locator('[data-testid="token-row"][data-symbol="TON"][data-chain="TON"]');
      await tonRow.waitFor({ timeout: 20_000 });
      // The home's first load fetched nothing of the chart.
      expect(chartScripts).toEqual([]);
      await tonRow.getByRole('link').click();
      await app.getByTestId('token-page').waitFor({ timeout: 20_000 });
      const frame = await appFrameHandle(page, stack.appUrl);
      expect(new URL(frame.url()).pathname).toBe('/token/TON/TON');
      expect(new URL(frame.url()).searchParams.get('selectedWalletIndex')).toBe('0');
      await app.getByTestId('token-chart-canvas').locator('canvas').first().waitFor({ timeout: 20_000 });
      expect(chartScripts.length).toBeGreaterThan(0);
      expect(await app.getByTestId('token-title').textContent()).toBe('Toncoin (TON)');
      expect(await app.getByTestId('token-holding').textContent()).toContain('5 TON');

      // The chart's last price, as a screen reader reads it, is the page's price and the server's last point.
      const lastRow = app.getByTestId('token-price-last');
      expect(await lastRow.locator('th').textContent()).toBe(now);
      const lastPrice = await app.getByTestId('token-price-last-usd').textContent();
      const sent = histories.at(-1);
      expect(sent?.span).toBe('1D');
      expect(lastPrice).toBe(`$${priceText(sent?.points.at(-1)?.usd ?? '')}`);
      expect(await app.getByTestId('token-price').textContent()).toContain(lastPrice ?? '-');

      // Another span reads again; its last point is the price now, as before.
      await app.getByTestId('token-span-1Y').click();
      await app.locator('[data-testid="token-span-1Y"][aria-pressed="true"]').waitFor();
      await expect.poll(() => histories.at(-1)?.span).toBe('1Y');
      await expect.poll(async () => app.getByTestId('token-price-last-usd').textContent()).toBe(`$${priceText(histories.at(-1)?.points.at(-1)?.usd ?? '')}`);
      expect(histories.at(-1)?.points.length).toBeGreaterThanOrEqual(365);

      // Its own history: the TON deposit only, not the USDT one.
      await app.getByTestId('history-row').first().waitFor({ timeout: 20_000 });
      expect(await app.getByTestId('history-row').count()).toBe(1);
      expect(await app.getByTestId('history-row').textContent()).toContain('TON');

      // Send opens the form for this token (its first step picked it); back returns to the token's page.
      await app.getByTestId('token-send').click();
      await app.getByTestId('send-balance').waitFor({ timeout: 20_000 });
      expect(new URL(frame.url()).pathname).toBe('/send/info');
      expect(await app.getByTestId('send-balance').textContent()).toContain('5');
      await frame.evaluate(() => history.back());
      await app.getByTestId('token-page').waitFor({ timeout: 20_000 });

      // Deposit opens the QR screen for this token.
      await app.getByTestId('token-deposit').click();
      await app.getByTestId('qr-code').waitFor({ timeout: 20_000 });
      expect(new URL(frame.url()).pathname).toBe('/refill/qr');

      // A token nobody knows, opened cold from a link: said so.
      await frame.evaluate(() => {
        history.pushState(null, '', '/token/TON/EQ-no-such-token');
        dispatchEvent(new PopStateEvent('popstate'));
      });
      await app.getByTestId('token-unknown').waitFor({ timeout: 20_000 });
      expect(await app.getByTestId('token-unknown').textContent()).toContain(unknownText);
      await page.close();
    });
  }
});
