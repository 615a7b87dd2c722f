/**
 * Proof of humanity (issue 23), end to end in Chromium through the messenger host page, en and ru:
 * a new user, put in a human group by the host page's control, opens the proof from the mining home's tile, pays with Stars (the
 * host page's Pay), waits on the loader, reads the code in the wallet history (the comment of an
 * incoming 0 TON transfer), comes back to /prove (which sends them to the code), types a wrong code
 * and is told so, types the right one and is verified; the server then says confirmProve, and the
 * proof sends them to mining. A user in no human group is sent to mining too.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { PROVE_POLL_MS } from '../../domain/mining/prove/rules';
import { PROVE_PROGRESS_MS } from '../../sandbox/mining/prove/config';
import { initDataFor } from '../sandbox/platform-support';
import { appFrame, appFrameHandle } from './support/app-frame';
import type { Browser } from './support/browser';
import { joinHumanGroupOnHostPage } from './support/host-user-controls';
import { finishPurchase, paidIntents, payWith } from './support/purchase';
import { advanceSandboxClock } from './support/sandbox-control';
import type { Stack } from './support/stack';
import { useStackAndBrowser } from './support/stack-and-browser';

let stack: Stack;
let browser: Browser;

// A stack of its own: its users are drawn at random from a range other files use (docs/decisions/testing.md, "One stack and one browser per end-to-end worker").
useStackAndBrowser({ isolatedStack: true }, (running) => ({ stack, browser } = running));

// The page clock (the file's context) runs as the real one until a test moves it: the loader's poll
// is moved to, not waited out (docs/decisions/testing.md, "The suite's time").
beforeAll(() => browser.context.clock.install());

async function serverSays(userId: number): Promise<{ confirmProve: boolean; humanGroup: number }> {
  const initData = initDataFor(stack.sandbox.deps, { id: userId, first_name: 'Tester' });
  const response = await fetch(`${stack.sandbox.urls.mining}/getUserMining`, { headers: { telegramRawData: initData } });
  return ((await response.json()) as { mining: { confirmProve: boolean; humanGroup: number } }).mining;
}

let nextUser = 2_430_000 + Math.floor(Math.random() * 100_000);

describe.each([
  ['en', 'Proof of humanity', 'Invalid code - check the transaction comment and try again', 'You are verified'],
  ['ru', 'Проверка человечности', 'Неверный код - проверьте комментарий к транзакции и попробуйте снова', 'Вы подтвердили, что вы человек'],
] as const)('proof of humanity in %s', (lang, tileLabel, invalidText, verifiedText) => {
  it('a new human-group user pays with Stars, reads the code in the wallet history, types it and is verified', async () => {
    const userId = (nextUser += 1);
    const page = await browser.context.newPage();
    await page.goto(stack.hostPage({ user: `new:${String(userId)}`, lang }));
    const app = appFrame(page);
    // The host page's control puts the launched user in a human group.
    await joinHumanGroupOnHostPage(page, userId);
    await app.getByTestId('menu-mining').click();
    await app.getByTestId('mining-guild').waitFor({ timeout: 15_000 });

    const tile = app.getByTestId('tile-prove');
    expect(await tile.textContent()).toContain(tileLabel);
    await tile.click();
    await app.getByTestId('prove-intro').waitFor({ timeout: 15_000 });
    // The proof is mining's: the header names it (not the wallet chooser), although its path is at the root.
    expect(await app.locator('h1.app-header__title').textContent()).toBe(lang === 'en' ? 'Proof of humanity' : 'Проверка человечности');
    expect(await app.getByTestId('prove-cost').textContent()).toMatch(/0\.5 TON/);
    await app.getByTestId('prove-verify').click();
    await app.getByTestId('prove-pay-stars').waitFor({ timeout: 15_000 });
    await payWith(page, app, 'prove', 'stars');
    await finishPurchase(app, 'prove');
    expect(await paidIntents(stack, userId, 'prove')).toEqual([{ way: 'stars', amount: '50', currency: 'XTR' }]);

    // The loader, then the code: the status reaches 'responsing' 5 s after the payment on the
    // sandbox's clock and the loader polls every 5 s; both clocks are moved there, not waited out.
    await app.getByTestId('prove-loader').waitFor({ timeout: 15_000 });
    await advanceSandboxClock(stack, PROVE_PROGRESS_MS.responsing);
    await page.clock.fastForward(PROVE_POLL_MS.info);
    await app.getByTestId('prove-code').waitFor({ timeout: 30_000 });
    const frame = await appFrameHandle(page, stack.appUrl);
    expect(new URL(frame.url()).pathname).toBe('/prove/code');

    // The code is in the wallet history: the comment of an incoming 0 TON transfer.
    await app.getByTestId('prove-open-history').click();
    const comment = app.getByTestId('history-comment').first();
    await comment.waitFor({ timeout: 15_000 });
    const code = /\d{6}/.exec((await comment.textContent()) ?? '')?.[0] ?? '';
    expect(code).toMatch(/^\d{6}$/);

    // Back to the proof by the tasks' proof card: /prove sends a user with a code to the boxes.
    await app.getByTestId('menu-mining').click();
    await app.getByTestId('tile-tasks').click();
    const card = app.getByTestId('task-proof-card');
    expect(await card.textContent({ timeout: 15_000 })).toContain(tileLabel);
    await card.click();
    await app.getByTestId('prove-code').waitFor({ timeout: 15_000 });
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await app.getByTestId('prove-digit-0').click();
    await page.keyboard.type(wrong);
    await app.getByTestId('prove-code-error').waitFor({ timeout: 15_000 });
    expect(await app.getByTestId('prove-code-error').textContent()).toBe(invalidText);
    expect(await app.getByTestId('prove-digit-0').inputValue()).toBe('');

    // Letters are dropped; the digits fill the boxes one by one and the last one sends the code.
    await app.getByTestId('prove-digit-0').click();
    await page.keyboard.type(`${code.slice(0, 3)}x`);
    expect(await app.getByTestId('prove-digit-3').inputValue()).toBe('');
    await page.keyboard.type(code.slice(3));
    await app.getByTestId('prove-success').waitFor({ timeout: 15_000 });
    expect(await app.getByTestId('prove-success').textContent()).toContain(verifiedText);
    expect(await serverSays(userId)).toMatchObject({ confirmProve: true, humanGroup: 1 });

    // Verified: mining no longer offers the proof (issue 44: no tile leading back to mining)...
    await app.getByTestId('prove-to-mining').click();
    await app.getByTestId('mining-guild').waitFor({ timeout: 15_000 });
    await app.getByTestId('tile-tasks').waitFor({ timeout: 15_000 });
    await expect.poll(() => app.getByTestId('tile-prove').count(), { timeout: 15_000 }).toBe(0);
    // ... and the tasks no longer offer it.
    await app.getByTestId('tile-tasks').click();
    await app.getByTestId('tasks-speed').waitFor({ timeout: 15_000 });
    expect(await app.getByTestId('task-proof-card').count()).toBe(0);
    await page.close();
  });
});

describe('proof of humanity access', () => {
  it('offers no proof to a user in no human group (issue 44: no tile that would send them back without a word)', async () => {
    const userId = (nextUser += 1);
    const page = await browser.context.newPage();
    await page.goto(stack.hostPage({ user: `new:${String(userId)}`, lang: 'en' }));
    const app = appFrame(page);
    await app.getByTestId('menu-mining').click();
    await app.getByTestId('mining-guild').waitFor({ timeout: 15_000 });
    await app.getByTestId('tile-auction').waitFor({ timeout: 15_000 });
    expect(await app.getByTestId('tile-prove').count()).toBe(0);
    expect(await serverSays(userId)).toMatchObject({ humanGroup: 0, confirmProve: false });
    await page.close();
  });
});
