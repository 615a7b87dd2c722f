/**
 * A new user who arrives from a link keeps what the link promised (issue 42), end to end in
 * Chromium through the host page, en and ru: launched from an invite link (`ref-<code>`) and
 * opening Staking or Tasks before the mining home, the invite is still recorded (the friend and
 * both 30 SWITCH bonuses); launched from an alliance link (with an invite too), a brand-new user
 * presses Join and is a member. Each screen says its own title and marks one menu entry.
 */
import type { FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appFrame, appFrameHandle } from './support/app-frame';
import type { Browser } from './support/browser';
import { minerReads, minerStarts, type SeedMiner } from './support/guilds';
import { amountOf } from './support/mining';
import type { Stack } from './support/stack';
import { useStackAndBrowser } from './support/stack-and-browser';

let stack: Stack;
let browser: Browser;

useStackAndBrowser({}, (running) => ({ stack, browser } = running));

interface Stats {
  readonly ordinary_friends: number;
  readonly friends_bonus: string;
}
const statsOf = async (miner: SeedMiner) => (await minerReads(stack, miner, '/referralStats', 'POST')) as Stats;
const allianceOf = async (miner: SeedMiner) => ((await minerReads(stack, miner, '/getUserMining')) as { mining: { alliance: string | null } }).mining.alliance;

/** Launches a new user from a link (a start parameter), on the wallet home. */
async function launch(userId: number, lang: 'en' | 'ru', startParam: string): Promise<{ page: Page; app: FrameLocator }> {
  const page = await browser.context.newPage();
  await page.goto(stack.hostPage({ user: `new:${String(userId)}`, lang, startParam, firstName: `New${String(userId)}` }));
  return { page, app: appFrame(page) };
}

/** The header's title and the menu entries marked current. */
async function titleAndCurrent(app: FrameLocator): Promise<{ title: string | null; current: string[] }> {
  const current = await app.locator('.bottom-menu__link[aria-current="page"]').evaluateAll((links) => links.map((link) => new URL(link.getAttribute('href') ?? '', location.href).pathname));
  return { title: await app.locator('.app-header__title').textContent(), current };
}

/** The inviter's referral figures once the invitee's record exists, then the invitee's own bonus on the mining home. */
async function inviteKept(app: FrameLocator, inviter: SeedMiner): Promise<void> {
  await expect.poll(async () => (await statsOf(inviter)).ordinary_friends, { timeout: 15_000 }).toBe(1);
  expect((await statsOf(inviter)).friends_bonus).toBe('30');
  await app.getByTestId('menu-mining').click();
  await app.getByTestId('mining-guild').waitFor({ timeout: 15_000 });
  await expect.poll(() => amountOf(app, 'mining-got'), { timeout: 15_000 }).toBeGreaterThanOrEqual(30);
  // The mining home's own creation answers "already made": the friend is still counted once.
  expect((await statsOf(inviter)).ordinary_friends).toBe(1);
}

describe.each([
  ['en', 2_542_001, 'Staking', 'Tasks', 'Alliance', 'Mining'],
  ['ru', 2_542_101, 'Стейкинг', 'Задания', 'Альянс', 'Майнинг'],
] as const)('links in %s', (lang, base, stakingTitle, tasksTitle, allianceTitle, miningTitle) => {
  it('an invite, then Staking first: the invite is recorded, and Staking is the title and the one current entry', { timeout: 120_000 }, async () => {
    const inviter = { id: base, firstName: 'Inviter' };
    await minerStarts(stack, inviter);
    const { page, app } = await launch(base + 1, lang, `ref-${String(inviter.id)}`);
    const staking = app.locator('.bottom-menu__link[href^="/mining/staking"]');
    // The entry is drawn once the full route tree is mounted.
    await staking.waitFor({ timeout: 30_000 });
    await staking.click();
    await app.getByTestId('staking-form').waitFor({ timeout: 20_000 });
    expect(await titleAndCurrent(app)).toEqual({ title: stakingTitle, current: ['/mining/staking'] });
    await inviteKept(app, inviter);
    expect(await titleAndCurrent(app)).toEqual({ title: miningTitle, current: ['/mining'] });
    await page.close();
  });

  it('an invite, then Tasks first: the invite is recorded, and Tasks is the title', { timeout: 120_000 }, async () => {
    const inviter = { id: base + 10, firstName: 'Inviter' };
    await minerStarts(stack, inviter);
    const { page, app } = await launch(base + 11, lang, `ref-${String(inviter.id)}`);
    await app.getByTestId('menu-mining').waitFor({ timeout: 20_000 });
    // The tasks screen without the mining home before it (as a link inside the app would open it).
    const frame = await appFrameHandle(page, stack.appUrl);
    await frame.evaluate(() => {
      history.pushState(null, '', '/mining/tasks');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await app.getByTestId('tasks-speed').waitFor({ timeout: 20_000 });
    expect(await titleAndCurrent(app)).toEqual({ title: tasksTitle, current: ['/mining'] });
    await inviteKept(app, inviter);
    await page.close();
  });

  it('an alliance link with an invite, as a brand-new user: Join makes them a member, and the invite is recorded', { timeout: 120_000 }, async () => {
    const inviter = { id: base + 20, firstName: 'Inviter' };
    await minerStarts(stack, inviter);
    const user = { id: base + 21, firstName: `New${String(base + 21)}` };
    const { page, app } = await launch(user.id, lang, `alliance-ton_titans-ref-${String(inviter.id)}`);
    await app.getByTestId('alliance-screen').waitFor({ timeout: 20_000 });
    expect(await titleAndCurrent(app)).toEqual({ title: allianceTitle, current: ['/mining'] });
    await app.getByTestId('alliance-join-here').click();
    await app.getByTestId('alliance-leave').waitFor({ timeout: 15_000 });
    expect(await app.getByTestId('alliance-save-failed').count()).toBe(0);
    expect(await allianceOf(user)).toBe('ton_titans');
    await inviteKept(app, inviter);
    await page.close();
  });
});
