/**
 * Looks that must not depend on which screen was loaded first (issue 10), in the built app in
 * Chromium: /confirmSwap reached in a fresh page that never opened /send has its summary styled
 * (it used the send stylesheet's .summary), so does the picker's search box (.field__input); and the
 * wallet picker on home looks the same before and after /swap has loaded (swap's stylesheet
 * redefined .picker__list). Checked on computed styles, not class names.
 */
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { THEMES } from '../../sandbox/host/theme';
import { appFrame, appFrameHandle, homeSwapAction, recordRequests } from './support/app-frame';
import { computedRgb, switchTheme } from './support/host-theme';
import type { Browser } from './support/browser';
import { deposit, tokenAddress } from './support/sandbox-control';
import type { Stack } from './support/stack';
import { useStackAndBrowser } from './support/stack-and-browser';
import { quoteUsdtToEthOnArbitrum } from './support/swap-steps';

let stack: Stack;
let browser: Browser;

useStackAndBrowser({}, (running) => ({ stack, browser } = running));

const ETH = '0x0000000000000000000000000000000000000000';

async function open(userId: number): Promise<{ page: Page; app: FrameLocator; requests: string[] }> {
  const page = await browser.context.newPage();
  const requests = recordRequests(page);
  await page.goto(stack.hostPage({ user: `new:${String(userId)}`, lang: 'en' }));
  const app = appFrame(page);
  await app.getByTestId('total-balance').waitFor();
  return { page, app, requests };
}

type Look = Record<string, string>;

/** The computed properties that make a look, read in the app's frame. */
const lookOf = (locator: Locator, properties: readonly string[]): Promise<Look> =>
  locator.evaluate(
    (element, names) => {
      const style = getComputedStyle(element);
      return Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name)]));
    },
    [...properties],
  );

const TRANSPARENT = 'rgba(0, 0, 0, 0)';

describe('styles that do not depend on the loading order', () => {
  it('styles /confirmSwap and the picker search in a fresh page that never opened /send', async () => {
    const userId = 2_600_001;
    const usdt = await tokenAddress(stack, 'USDT', 42161);
    await deposit(stack, { userId, chainId: 42161, tokenAddress: usdt, amount: '1000' });
    await deposit(stack, { userId, chainId: 42161, tokenAddress: ETH, amount: '0.05' });

    const { page, app, requests } = await open(userId);
    await homeSwapAction(app).click();

    await app.getByTestId('swap-from-token').click();
    const search = app.getByTestId('picker-search');
    await search.waitFor();
    const searchLook = await lookOf(search, ['border-top-width', 'border-top-style', 'border-top-left-radius', 'min-height']);
    expect(searchLook).toEqual({ 'border-top-width': '1px', 'border-top-style': 'solid', 'border-top-left-radius': '12px', 'min-height': '44px' });
    await quoteUsdtToEthOnArbitrum(app);
    await app.getByTestId('swap-confirm').click();

    const summary = app.getByTestId('confirm-summary');
    await summary.waitFor();
    const summaryLook = await lookOf(summary, ['display', 'padding-top', 'border-top-left-radius', 'background-color']);
    expect(summaryLook['display']).toBe('flex');
    expect(summaryLook['padding-top']).toBe('12px');
    expect(summaryLook['border-top-left-radius']).toBe('12px');
    expect(summaryLook['background-color']).not.toBe(TRANSPARENT);
    // A row keeps its label and value side by side.
    const row = summary.locator('div').first();
    expect(await lookOf(row, ['display', 'flex-wrap'])).toEqual({ display: 'flex', 'flex-wrap': 'nowrap' });

    // The premise: no send screen and none of its styles were ever fetched in this page (the send
    // call's contract chunk, `send-<hash>.js`, may be prefetched when the app is idle: it has no styles).
    expect(requests.filter((url) => /\/assets\/send[^/]*\.css$/.test(url) || /\/assets\/send-(layout|[a-z-]*screen)-/.test(url))).toEqual([]);
    await page.close();
  });

  it("keeps the home's wallet picker look after /swap has loaded", async () => {
    const { page, app, requests } = await open(2_600_002);
    const properties = ['display', 'flex-direction', 'row-gap', 'margin-top', 'padding-top', 'list-style-type'];
    const itemProperties = ['display', 'padding-top', 'border-top-left-radius', 'background-color'];

    const pickerLook = async (): Promise<{ list: Look; item: Look }> => {
      await app.getByRole('button', { name: 'Switch wallet' }).click();
      const list = app.getByRole('radiogroup');
      await list.getByRole('radio').first().waitFor();
      const looks = { list: await lookOf(list, properties), item: await lookOf(list.getByRole('radio').first(), itemProperties) };
      await page.keyboard.press('Escape');
      await list.waitFor({ state: 'detached' });
      return looks;
    };

    const before = await pickerLook();
    expect(before.list['row-gap']).toBe('8px');

    await homeSwapAction(app).click();
    await app.getByTestId('swap-from-token').click();
    await app.getByTestId('picker-search').waitFor();
    expect(requests.some((url) => /\/assets\/swap-/.test(url) || /token-picker/.test(url))).toBe(true);
    await app.getByRole('link', { name: 'Wallet' }).click();
    await app.getByTestId('total-balance').waitFor();

    expect(await pickerLook()).toEqual(before);
    await page.close();
  });
});

describe("the messenger's theme, switched while the app runs (reduced motion, as every e2e page)", () => {
  it('takes the new colours at once, with no transition left running', async () => {
    const { page, app } = await open(2_600_003);
    const frame = await appFrameHandle(page, stack.appUrl);
    await frame.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    const version = app.locator('.app-header__version');
    const header = app.locator('header').first();
    const read = async (): Promise<{ transitions: number; version: string; header: string }> => ({
      transitions: await frame.evaluate(() => document.getAnimations().filter((animation) => animation instanceof CSSTransition).length),
      version: await version.evaluate((element) => getComputedStyle(element).color),
      header: await header.evaluate((element) => getComputedStyle(element).backgroundColor),
    });
    const light = await read();
    expect(light).toEqual({ transitions: 0, version: 'rgb(95, 99, 104)', header: 'rgb(239, 239, 244)' });

    await switchTheme(page, frame, 'dark');
    const dark = await read();
    expect(dark.transitions).toBe(0);
    expect(dark.header).toBe(computedRgb(THEMES.dark.header_bg_color));
    expect(dark.version).not.toBe(light.version);

    await switchTheme(page, frame, 'light');
    expect(await read()).toEqual(light);
    await page.close();
  });
});
