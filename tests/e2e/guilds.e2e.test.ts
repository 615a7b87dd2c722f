/**
 * Guilds and alliances (issue 21), end to end in Chromium through the messenger host page, en and
 * ru: carol opens Guilds from its tile (the carousel on her rank, wrapping both ways), joins an
 * alliance by typing its t.me link, its page shows her, she leaves and it no longer does; a launch
 * with an alliance's start parameter opens that alliance's page; an unknown name is not found.
 */
import { describe, expect, it } from 'vitest';
import { appFrame } from './support/app-frame';
import type { Browser } from './support/browser';
import { requireStaking } from './support/guilds';
import { openMining as openMiningAs } from './support/mining';
import type { Stack } from './support/stack';
import { useStackAndBrowser } from './support/stack-and-browser';
import { answerHostPopup } from './support/host-popup';

let stack: Stack;
let browser: Browser;

useStackAndBrowser({}, (running) => ({ stack, browser } = running));

describe.each([
  ['en', 2_531_001, 'Guilds', 'Failed to join the alliance'],
  ['ru', 2_531_011, 'Гильдии', 'Не удалось вступить в альянс'],
] as const)('guilds in %s', (lang, carolId, guildsLabel, failedLabel) => {
  it('carol joins an alliance by its t.me link, its page shows her, she leaves and it does not', async () => {
    const alliance = `carol_${lang}_crew`;
    const { page, app } = await openMiningAs(stack, browser, carolId, lang);
    expect(await app.getByTestId('tile-guilds').textContent()).toContain(guildsLabel);
    await app.getByTestId('tile-guilds').click();
    const carousel = app.getByTestId('rank-carousel');
    await carousel.waitFor({ timeout: 15_000 });
    const own = await carousel.getAttribute('data-rank');
    // The carousel wraps: back from its start and forward again, by button and by keyboard.
    await app.getByTestId('rank-prev').click();
    await app.getByTestId('rank-next').click();
    expect(await carousel.getAttribute('data-rank')).toBe(own);
    await carousel.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    expect(await carousel.getAttribute('data-rank')).toBe(own);
    // And by a swipe past 50 px (not one of 40): left shows the next rank, right the previous one.
    await app.getByTestId('rank-next').click();
    const next = await carousel.getAttribute('data-rank');
    await app.getByTestId('rank-prev').click();
    const box = await carousel.boundingBox();
    if (!box) throw new Error('the carousel has no box');
    const swipe = async (dx: number) => {
      const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + dx, y, { steps: 5 });
      await page.mouse.up();
    };
    await swipe(-40);
    expect(await carousel.getAttribute('data-rank')).toBe(own);
    await swipe(-80);
    await expect.poll(() => carousel.getAttribute('data-rank')).toBe(next);
    await swipe(80);
    await expect.poll(() => carousel.getAttribute('data-rank')).toBe(own);
    await app.getByTestId('guild-board').waitFor({ timeout: 15_000 });

    await app.getByTestId('variant-alliance').click();
    const button = app.getByTestId('alliance-join-button');
    expect(await button.isDisabled()).toBe(true);
    await app.getByTestId('alliance-input').fill('<b>bad name</b>');
    await button.click();
    expect(await app.getByTestId('alliance-join-failed').textContent()).toBe(failedLabel);

    await app.getByTestId('alliance-input').fill(`https://t.me/${alliance}`);
    await button.click();
    await app.getByTestId('alliance-screen').waitFor({ timeout: 15_000 });
    await app.getByTestId('alliance-leave').waitFor({ timeout: 15_000 });
    expect(await app.getByTestId('alliance-users').textContent()).toBe('1');
    expect(await app.getByTestId('alliance-member').allTextContents()).toEqual([expect.stringContaining('1.')]);
    expect(await app.getByTestId('alliance-user-place').textContent()).toContain('1');
    expect(Number(await app.getByTestId('alliance-avatar').getAttribute('data-avatar'))).toBeLessThan(7);

    await app.getByTestId('alliance-leave').click();
    const asked = await answerHostPopup(page, 'destructive');
    expect(asked.title).toBe(lang === 'en' ? 'Leave the alliance?' : 'Покинуть альянс?');
    expect(asked.message).toContain(alliance);
    await app.getByTestId('alliance-join-here').waitFor({ timeout: 15_000 });
    expect(await app.getByTestId('alliance-users').textContent()).toBe('0');
    expect(await app.getByTestId('alliance-member').count()).toBe(0);
    await page.close();
  });

  it('a start parameter with an alliance opens its page; staking first when the backend asks; an unknown name is not found', async () => {
    const page = await browser.context.newPage();
    await page.goto(stack.hostPage({ user: `new:${String(carolId + 1)}`, lang, startParam: 'alliance-ton_titans' }));
    const app = appFrame(page);
    await app.getByTestId('alliance-screen').waitFor({ timeout: 20_000 });
    await app.getByTestId('alliance-join-here').waitFor({ timeout: 15_000 });
    expect(await app.getByTestId('alliance-title').textContent()).toBe('Ton Titans');

    await requireStaking(stack, true);
    try {
      await page.reload();
      await app.getByTestId('alliance-staking-required').waitFor({ timeout: 20_000 });
      expect(await app.getByTestId('alliance-to-staking').getAttribute('href')).toMatch(/^\/mining\/staking(\?|$)/);
    } finally {
      await requireStaking(stack, false);
    }

    await page.goto(stack.hostPage({ user: `new:${String(carolId + 2)}`, lang, startParam: 'alliance-nobody_here' }));
    await app.getByTestId('alliance-not-found').waitFor({ timeout: 20_000 });
    await page.close();
  });
});
