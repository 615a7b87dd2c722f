/**
 * Friends and referrals (issue 21), end to end in Chromium through the messenger host page, en and
 * ru: bob opens alice's invite link as a new user; alice's friends list, stats and referral ledger
 * show him; once bob claims, the ledger shows the 10 % his claim paid her. The trade contest counts
 * down to the end the backend configures, and says it has ended once past.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appFrame } from './support/app-frame';
import type { Browser } from './support/browser';
import { moveTradeContest } from './support/guilds';
import { amountOf, openMining as openMiningAs } from './support/mining';
import { advanceSandboxClock, sandboxTime } from './support/sandbox-control';
import type { Stack } from './support/stack';
import { useStackAndBrowser } from './support/stack-and-browser';

let stack: Stack;
let browser: Browser;

// A stack of its own: it moves the sandbox clock (docs/decisions/testing.md, "One stack and one browser per end-to-end worker").
useStackAndBrowser({ isolatedStack: true }, (running) => ({ stack, browser } = running));

const HOUR = 3_600_000;

/** The link the host page says the messenger would open, from its newest notice naming one. */
async function sharedLink(page: Page): Promise<URL> {
  const notice = page.getByTestId('host-notice').filter({ hasText: 't.me/share/url' }).first();
  await notice.waitFor({ timeout: 15_000 });
  const text = (await notice.textContent()) ?? '';
  return new URL(text.slice(text.indexOf('https://')));
}

describe.each([
  ['en', 2_521_001, 2_521_002, 'Frens', 'The contest has ended', 'Mine SWITCH with me in the wallet', 'Copy link', 'Link copied'],
  ['ru', 2_521_011, 2_521_012, 'Друзья', 'Конкурс завершён', 'Майни SWITCH вместе со мной в кошельке', 'Копировать ссылку', 'Ссылка скопирована'],
] as const)('friends in %s', (lang, aliceId, bobId, frensLabel, endedLabel, inviteText, copyLabel, copiedLabel) => {
  // Two launches, a claim an hour later, and the share and copy: slower than one screen's test.
  it('bob opens alice’s invite link as a new user: her list, stats and ledger show him', { timeout: 150_000 }, async () => {
    // A contest whose end is behind the sandbox's clock shows as ended.
    await moveTradeContest(stack, new Date((await sandboxTime(stack)) - HOUR).toISOString());
    const alice = await openMiningAs(stack, browser, aliceId, lang);
    expect(await alice.app.getByTestId('tile-frens').textContent()).toContain(frensLabel);
    await alice.app.getByTestId('tile-frens').click();
    await alice.app.getByTestId('frens-stats').waitFor({ timeout: 15_000 });
    await alice.app.getByTestId('friends-empty').waitFor({ timeout: 15_000 });
    expect(await alice.app.getByTestId('frens-ordinary').textContent()).toContain('0');
    expect(await alice.app.getByTestId('contest-ended').textContent()).toBe(endedLabel);

    // Invite: the messenger's share (the host page shows what would be shared) with the invite link
    // and the text; Copy link: the shared copy button's tooltip.
    await alice.app.getByTestId('frens-invite').click();
    const shared = await sharedLink(alice.page);
    expect(shared.pathname).toBe('/share/url');
    expect(shared.searchParams.get('url')).toMatch(new RegExp(`[?&]startapp=ref-${String(aliceId)}$`));
    expect(shared.searchParams.get('text')).toBe(inviteText);
    const actions = alice.app.getByTestId('frens-invite').locator('..');
    await actions.getByRole('button', { name: copyLabel }).click();
    await expect.poll(() => actions.locator('[data-copy-feedback]').textContent(), { timeout: 5_000 }).toBe(copiedLabel);

    // Bob launches from alice's invite link: the start parameter ref-<alice's code>.
    const bobPage = await browser.context.newPage();
    await bobPage.goto(stack.hostPage({ user: `new:${String(bobId)}`, lang, startParam: `ref-${String(aliceId)}`, firstName: `Bob${String(bobId)}` }));
    const bob = appFrame(bobPage);
    await bob.getByTestId('menu-mining').click();
    await bob.getByTestId('mining-guild').waitFor({ timeout: 15_000 });
    await expect.poll(() => amountOf(bob, 'mining-got'), { timeout: 15_000 }).toBeGreaterThanOrEqual(30);

    const now = await sandboxTime(stack);
    await moveTradeContest(stack, new Date(now + 2 * 24 * HOUR).toISOString());
    await alice.page.reload();
    const app = appFrame(alice.page);
    await app.getByTestId('menu-mining').click();
    await app.getByTestId('tile-frens').click();
    await app.getByTestId('friend').first().waitFor({ timeout: 15_000 });
    expect(await app.getByTestId('friend-name').first().textContent()).toBe(`Bob${String(bobId)}`);
    expect(await amountOf(app, 'frens-ordinary')).toBe(1);
    expect(await amountOf(app, 'frens-bonus')).toBe(30);
    expect(await amountOf(app, 'frens-total')).toBe(30);
    expect(await app.getByTestId('contest-countdown').textContent()).toMatch(/^4[78]:\d\d:\d\d$/);
    await app.getByTestId('friend-ledger').locator('summary').click();
    expect(await amountOf(app, 'ledger-join')).toBe(30);

    // Bob claims an hour later: 10 % of it is alice's, itemised in her ledger.
    await advanceSandboxClock(stack, HOUR);
    await bobPage.reload();
    await bob.getByTestId('menu-mining').click();
    await expect.poll(() => amountOf(bob, 'mining-mined'), { timeout: 15_000 }).toBeGreaterThan(0);
    await bob.getByTestId('claim-button').click();
    await bob.getByTestId('claim-done').waitFor({ timeout: 15_000 });
    await app.getByTestId('menu-mining').click();
    await app.getByTestId('tile-frens').click();
    await app.getByTestId('friend-ledger').locator('summary').click();
    await expect.poll(() => amountOf(app, 'ledger-claims'), { timeout: 15_000 }).toBeGreaterThan(0);
    const share = await amountOf(app, 'ledger-claims');
    expect(share).toBeGreaterThanOrEqual(0.1);
    expect(share).toBeLessThan(0.11);
    expect(await amountOf(app, 'frens-bonus')).toBeCloseTo(30 + share, 6);
    await bobPage.close();
    await alice.page.close();
  });
});
