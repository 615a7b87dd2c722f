/**
 * The NFT task (issue 20), end to end in Chromium through the host page, en and ru: the sheet
 * connects the sandbox's external wallet, Check is refused while that wallet holds no Punk NFT,
 * and once the sandbox's control gives it one the server grants the task once: the speed rises.
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

/** The mining API's control: the Punk NFTs the user's external wallet holds. */
async function givePunkNfts(userId: number, count: number): Promise<void> {
  const response = await fetch(`${stack.sandbox.urls.mining}/sandbox/punk-nfts`, {
    method: 'POST',
    headers: { ...sandboxControlHeaders, 'content-type': 'application/json' },
    body: JSON.stringify({ userId, count }),
  });
  if (response.status !== 200) throw new Error(`punk-nfts control refused: ${response.status} ${await response.text()}`);
}

describe.each([
  ['en', 2_426_001, 'Hold a Punk NFT', 'No Punk NFT in your wallet yet'],
  ['ru', 2_426_002, 'Держите NFT Punk', 'В вашем кошельке пока нет Punk NFT'],
] as const)('the NFT task in %s', (lang, userId, title, noNft) => {
  it('connects the wallet, is refused without a Punk NFT, then granted once: the speed rises', async () => {
    const { page, app } = await openMining(userId, lang);
    const speedBefore = await amountOf(app, 'mining-speed');
    await app.getByTestId('tile-tasks').click();
    await app.getByTestId('tasks-tab-boosts').click();
    await app.getByTestId('task-nftPunk').click();
    await app.getByRole('heading', { name: title }).waitFor();
    const flow = app.getByTestId('punk-nft');
    expect(await flow.getAttribute('data-step')).toBe('not-connected');
    await app.getByTestId('punk-nft-connect').click();
    await expect.poll(() => flow.getAttribute('data-step'), { timeout: 15_000 }).toBe('connected');
    await app.getByTestId('punk-nft-check').click();
    await expect.poll(async () => (await app.getByTestId('punk-nft-failure').textContent()) ?? '', { timeout: 15_000 }).toBe(noNft);
    expect(await flow.getAttribute('data-step')).toBe('connected');

    await givePunkNfts(userId, 1);
    await app.getByTestId('punk-nft-check').click();
    await app.getByTestId('task-sheet-done').waitFor({ timeout: 15_000 });
    await expect.poll(() => amountOf(app, 'tasks-speed'), { timeout: 15_000 }).toBeCloseTo(speedBefore + 1, 6);
    await app.getByTestId('task-sheet-done').click();
    await page.keyboard.press('Escape');
    await app.getByTestId('task-sheet').waitFor({ state: 'detached' });
    expect(await app.getByTestId('task-nftPunk').getAttribute('data-done')).toBe('true');
    await page.close();
  });
});
