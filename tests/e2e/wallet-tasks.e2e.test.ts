/**
 * The tasks that need a connected TON wallet (issue 20), end to end in Chromium through the host
 * page, en and ru: the staking-boost task connects the sandbox's external wallet, opens the staking
 * bot and is checked by the server against the PUNK that wallet has staked ('No $PUNK in staking',
 * 'Not enough $PUNK staked', then granted: the speed rises); the wallet-download task refuses a
 * wallet that is not Bitget, and once the wallet presents itself as Bitget sets it, reads the tasks
 * again and lets the wallet go. The staking bot and the wallet's app are the sandbox's controls.
 */
import { describe, expect, it } from 'vitest';
import { sandboxControlHeaders } from '../../sandbox/platform/http/control-header';
import type { Browser } from './support/browser';
import { amountOf, openMining as openMiningAs } from './support/mining';
import type { Stack } from './support/stack';
import { useStackAndBrowser } from './support/stack-and-browser';

let stack: Stack;
let browser: Browser;

useStackAndBrowser({}, (running) => ({ stack, browser } = running));

const openMining = (userId: number, lang: 'en' | 'ru') => openMiningAs(stack, browser, userId, lang);

/** The mining API's wallet-task controls: what the staking bot holds for the user's wallet, and the wallet's app. */
async function walletControl(path: 'punk-staked' | 'wallet-app', body: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${stack.sandbox.urls.mining}/sandbox/wallet-tasks/${path}`, {
    method: 'POST',
    headers: { ...sandboxControlHeaders, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`wallet-tasks control refused: ${response.status} ${await response.text()}`);
}

describe.each([
  ['en', 2_423_001, 'Stake $PUNK', 'No $PUNK in staking', 'Not enough $PUNK staked'],
  ['ru', 2_423_002, 'Застейкать $PUNK', 'Нет $PUNK в стейкинге', 'Застейкано недостаточно $PUNK'],
] as const)('the staking-boost task in %s', (lang, userId, title, noPunk, notEnough) => {
  it('connects the wallet, opens the staking bot, is refused until enough PUNK is staked, then the speed rises', async () => {
    const { page, app } = await openMining(userId, lang);
    const speedBefore = await amountOf(app, 'mining-speed');
    await app.getByTestId('tile-tasks').click();
    await app.getByTestId('tasks-tab-boosts').click();
    await app.getByTestId('task-stakingPunk').click();
    await app.getByRole('heading', { name: title }).waitFor();
    const flow = app.getByTestId('staking-boost');
    expect(await flow.getAttribute('data-step')).toBe('not-connected');

    await app.getByTestId('wallet-task-connect').click();
    await expect.poll(() => flow.getAttribute('data-step'), { timeout: 15_000 }).toBe('connected');
    expect(await app.getByTestId('wallet-task-address').textContent()).toMatch(/…|\.\.\./);

    // Nothing staked yet: back to connected with the seed's message.
    await app.getByTestId('staking-open').click();
    await app.getByTestId('staking-check').click();
    await expect.poll(async () => (await app.getByTestId('wallet-task-failure').textContent()) ?? '', { timeout: 15_000 }).toBe(noPunk);
    expect(await flow.getAttribute('data-step')).toBe('connected');

    // 50 PUNK staked in the bot: not enough.
    await walletControl('punk-staked', { userId, amount: '50' });
    await app.getByTestId('staking-open').click();
    await app.getByTestId('staking-check').click();
    await expect.poll(async () => (await app.getByTestId('wallet-task-failure').textContent()) ?? '', { timeout: 15_000 }).toBe(notEnough);
    expect(await flow.getAttribute('data-step')).toBe('connected');
    expect(await amountOf(app, 'tasks-speed')).toBeCloseTo(speedBefore, 6);

    // 150 PUNK: verified and granted; the list is read again and the card is done.
    await walletControl('punk-staked', { userId, amount: '150' });
    await app.getByTestId('staking-open').click();
    await app.getByTestId('staking-check').click();
    await app.getByTestId('task-sheet-done').waitFor({ timeout: 15_000 });
    await expect.poll(() => amountOf(app, 'tasks-speed'), { timeout: 15_000 }).toBeCloseTo(speedBefore + 1, 6);
    await app.getByTestId('task-sheet-done').click();
    await page.keyboard.press('Escape');
    await app.getByTestId('task-sheet').waitFor({ state: 'detached' });
    expect(await app.getByTestId('task-stakingPunk').getAttribute('data-done')).toBe('true');
    await page.close();
  });
});

describe.each([
  ['en', 2_424_001, 'Connect Bitget Wallet', 'Connected wallet is not Bitget'],
  ['ru', 2_424_002, 'Подключите Bitget Wallet', 'Подключённый кошелёк — не Bitget'],
] as const)('the wallet-download task in %s', (lang, userId, title, notBitget) => {
  it('refuses a wallet that is not Bitget, then sets the Bitget wallet once: the task is done and the speed rises', async () => {
    const { page, app } = await openMining(userId, lang);
    const speedBefore = await amountOf(app, 'mining-speed');
    await app.getByTestId('tile-tasks').click();
    await app.getByTestId('tasks-tab-boosts').click();
    await app.getByTestId('task-walletBitget').click();
    await app.getByRole('heading', { name: title }).waitFor();
    const flow = app.getByTestId('wallet-download');
    expect(await flow.getAttribute('data-step')).toBe('started');

    await app.getByTestId('wallet-download-open').click();
    expect(await flow.getAttribute('data-step')).toBe('downloaded');
    // The sandbox wallet presents itself as Tonkeeper: refused, and the wallet let go.
    await app.getByTestId('wallet-task-connect').click();
    await expect.poll(async () => (await app.getByTestId('wallet-task-failure').textContent()) ?? '', { timeout: 15_000 }).toBe(notBitget);
    expect(await flow.getAttribute('data-step')).toBe('downloaded');
    expect(await amountOf(app, 'tasks-speed')).toBeCloseTo(speedBefore, 6);

    // The same user's wallet now presents itself as Bitget.
    await walletControl('wallet-app', { userId, appName: 'Bitget Wallet' });
    await app.getByTestId('wallet-task-connect').click();
    await app.getByTestId('task-sheet-done').waitFor({ timeout: 15_000 });
    await expect.poll(() => amountOf(app, 'tasks-speed'), { timeout: 15_000 }).toBeCloseTo(speedBefore + 0.5, 6);
    await app.getByTestId('task-sheet-done').click();
    await page.keyboard.press('Escape');
    await app.getByTestId('task-sheet').waitFor({ state: 'detached' });
    expect(await app.getByTestId('task-walletBitget').getAttribute('data-done')).toBe('true');
    await page.close();
  });
});
