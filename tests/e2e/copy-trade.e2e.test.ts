/**
 * Copy trading (issue 24), end to end in Chromium through the messenger host page, en and ru: a
 * user without balances lands on not-enough-balance; a user with USDT on Arbitrum (alice in en)
 * follows an address with 150 USDT at ante 20 from the mining home's tile, sees it in the current
 * positions, sees mirrored trades with their sizing once the sandbox clock moves, stops it, and
 * what the position held is back in the wallet (the token chooser shows it).
 */
import type { FrameLocator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appFrame } from './support/app-frame';
import type { Browser } from './support/browser';
import { advanceSandboxClock, deposit, seedUser, tokenAddress } from './support/sandbox-control';
import type { Stack } from './support/stack';
import { useStackAndBrowser } from './support/stack-and-browser';
import { answerHostPopup } from './support/host-popup';

let stack: Stack;
let browser: Browser;

// A stack of its own: it moves the sandbox clock (docs/decisions/testing.md, "One stack and one browser per end-to-end worker").
useStackAndBrowser({ isolatedStack: true }, (running) => ({ stack, browser } = running));

const LEADER = '0x1111111111111111111111111111111111111111';
const HOUR = 3_600_000;

async function openCopyTrade(user: string, lang: 'en' | 'ru') {
  const page = await browser.context.newPage();
  await page.goto(stack.hostPage({ user, lang }));
  const app = appFrame(page);
  await app.getByTestId('menu-mining').click();
  await app.getByTestId('tile-copy-trade').click();
  return { page, app };
}

/** The USDT amount a row's text shows ("Holds50.1234 USDT"). */
const usdtIn = async (app: FrameLocator, testId: string): Promise<number> => Number(((await app.getByTestId(testId).textContent()) ?? '').match(/([\d.]+)\s*USDT/)?.[1] ?? 'NaN');

describe.each([
  ['en', 'new:2424001', 'Not enough balance'],
  ['ru', 'new:2424002', 'Недостаточно средств'],
] as const)('not enough balance in %s', (lang, user, title) => {
  it('a user without balances lands on notBalance with the shortened address and its copy action', async () => {
    const { page, app } = await openCopyTrade(user, lang);
    await app.getByTestId('copy-trade-not-balance').waitFor({ timeout: 20_000 });
    expect(await app.getByTestId('copy-trade-not-balance').textContent()).toContain(title);
    expect(await app.getByTestId('copy-trade-my-address').textContent()).toMatch(/^0x[0-9a-fA-F]{2}…[0-9a-fA-F]{4}$/);
    const frame = page.frames().find((candidate) => candidate.url().includes('/copyTrade'));
    expect(frame?.url()).toContain('/copyTrade/notBalance');
    await page.close();
  });
});

describe.each([
  ['en', 'alice', ['Start copy trade', 'Enter deposit amount', 'Minimum deposit amount', 'Insufficient funds'], 'In trading', 'Stopped'],
  ['ru', 'new:2424003', ['Начать копи-трейдинг', 'Введите сумму депозита', 'Минимальная сумма депозита', 'Недостаточно средств'], 'Торгуется', 'Остановлено'],
] as const)('a copy trade in %s', (lang, user, [startLabel, enterDeposit, minimum, insufficient], running, stopped) => {
  it('follows an address with 150 USDT at ante 20, mirrors trades as the clock moves, and a stop returns the funds to the wallet', async () => {
    const usdt = await tokenAddress(stack, 'USDT', 42161);
    // A new user's wallet is made by the deposit itself (the sandbox's first sight of the user, as
    // the app's first call would make it); a launch only for that cost a whole boot of the app.
    const userId = user === 'alice' ? (await seedUser(stack, 'alice')).id : Number(user.slice(4));
    // alice holds 120 USDT on Arbitrum: 80 more leaves 50 after a 150 deposit.
    await deposit(stack, { userId, chainId: 42161, tokenAddress: usdt, amount: user === 'alice' ? '80' : '200' });

    const { page, app } = await openCopyTrade(user, lang);
    await app.getByTestId('copy-trade-address').waitFor({ timeout: 20_000 });
    // Anything but 0x and 40 hex is ignored.
    await app.getByTestId('copy-trade-address-input').fill(`${LEADER}0`);
    await app.getByTestId('copy-trade-address-submit').click();
    expect(await app.getByTestId('copy-trade-address').count()).toBe(1);
    await app.getByTestId('copy-trade-clear').click();
    await app.getByTestId('copy-trade-paste').waitFor();
    await app.getByTestId('copy-trade-address-input').fill(LEADER);
    await app.getByTestId('copy-trade-address-submit').click();

    await app.getByTestId('copy-trade-network-42161').click();
    const tokenAmount = async (): Promise<number> => Number(((await app.getByTestId('copy-trade-token-USDT').textContent()) ?? '').match(/(\d+\.?\d*)\$/)?.[1] ?? 'NaN');
    const before = await tokenAmount();
    expect(before).toBe(200);
    await app.getByTestId('copy-trade-token-USDT').click();
    const start = app.getByTestId('copy-trade-start');
    expect(await start.textContent()).toBe(startLabel);
    await app.getByTestId('copy-trade-deposit-input').fill('');
    expect(await start.textContent()).toBe(enterDeposit);
    expect(await app.getByTestId('copy-trade-ante-slider').isDisabled()).toBe(true);
    await app.getByTestId('copy-trade-deposit-input').fill('99');
    expect(await start.textContent()).toBe(minimum);
    await app.getByTestId('copy-trade-deposit-input').fill('5000');
    expect(await start.textContent()).toBe(insufficient);
    expect(await start.getAttribute('data-state')).toBe('red');
    // Pressed anyway (it is aria-disabled): nothing happens.
    await start.click({ force: true });
    expect(await app.getByTestId('copy-trade-deposit').count()).toBe(1);
    await app.getByTestId('copy-trade-deposit-input').fill('150');
    // The ante by keyboard: one step right from 10.
    await app.getByTestId('copy-trade-ante-slider').focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => app.getByTestId('copy-trade-per-trade').textContent()).toContain('30.0000');
    expect(await start.getAttribute('data-state')).toBe('ready');
    await start.click();

    await app.getByTestId('copy-trade-success').waitFor({ timeout: 20_000 });
    expect(await app.getByTestId('copy-trade-success-amount').textContent()).toMatch(/\$1(49\.[89]\d|50\.[0-2]\d)/);
    const deposited = Number(((await app.getByTestId('copy-trade-success-tokens').textContent()) ?? '').match(/([\d.]+) USDT/)?.[1] ?? 'NaN');
    expect(deposited).toBeGreaterThan(149);
    await app.getByTestId('copy-trade-done').click();
    await app.getByTestId('copy-trade-archive').waitFor();
    const row = app.getByTestId('copy-trade-current').locator('a').first();
    expect(await row.getAttribute('data-running')).toBe('true');

    await advanceSandboxClock(stack, 8 * HOUR);
    await row.click();
    await app.getByTestId('copy-trade-detail').waitFor({ timeout: 20_000 });
    expect(await app.getByTestId('copy-trade-status').textContent()).toContain(running);
    const mirrored = app.locator('[data-outcome="mirrored"]').first();
    await mirrored.waitFor({ timeout: 20_000 });
    expect(await mirrored.getByTestId('copy-trade-event-sizing').textContent()).toMatch(/20% × \D*(149|150)(\.\d+)? USDT = (29|30)(\.\d+)? USDT$/);
    expect(await app.locator('[data-outcome]').count()).toBeGreaterThanOrEqual(8);
    const heldUsdt = (await app.getByTestId('copy-trade-holds-USDT').count()) > 0 ? await usdtIn(app, 'copy-trade-holds-USDT') : 0;

    // A destructive choice: the messenger's popup asks first; the other answer changes nothing.
    await app.getByTestId('copy-trade-stop').click();
    const asked = await answerHostPopup(page, 'other');
    expect(asked.title).toBe(lang === 'en' ? 'Stop copy trading?' : 'Остановить копирование?');
    expect(asked.buttons).toEqual(lang === 'en' ? ['destructive:Stop', 'default:Keep copying'] : ['destructive:Остановить', 'default:Продолжить']);
    expect(await app.getByTestId('copy-trade-status').textContent()).toContain(running);
    await app.getByTestId('copy-trade-stop').click();
    await answerHostPopup(page, 'destructive');
    await expect.poll(() => app.getByTestId('copy-trade-status').textContent(), { timeout: 20_000 }).toContain(stopped);
    expect(await app.getByTestId('copy-trade-stop').count()).toBe(0);
    expect(await app.getByTestId('copy-trade-period').textContent()).toMatch(/^\d\d\/\d\d\/\d{4} – \d\d\/\d\d\/\d{4}$/);

    // Back in the wallet: the token chooser shows what was left plus what the position returned.
    await app.getByTestId('menu-mining').click();
    await app.getByTestId('tile-copy-trade').click();
    await app.getByTestId('copy-trade-archive').waitFor({ timeout: 20_000 });
    expect(await app.getByTestId('copy-trade-history').locator('a').first().getAttribute('data-running')).toBe('false');
    await app.getByTestId('copy-trade-new').click();
    await app.getByTestId('copy-trade-address-input').fill(LEADER);
    await app.getByTestId('copy-trade-address-submit').click();
    await app.getByTestId('copy-trade-network-42161').click();
    expect(await tokenAmount()).toBeCloseTo(before - deposited + heldUsdt, 3);
    await page.close();
  });
});
