/**
 * Banners end to end (issue 25), in Chromium through the messenger host page, in en and ru: a new
 * user sees the first due banner over the app (the app behind inert), closes it, sees none on a
 * relaunch the same day and the next one once the sandbox clock has moved a day; the deposit-punk
 * banner opens the swap for PUNK and closes; the district clash music starts only after a tap and
 * stops when the banner closes. Last, every banner passes the layout audit at 320 px in en and ru
 * (light and dark): no word broken, 44 px targets, AA contrast.
 */
import type { Frame, FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { BANNER_SEQUENCE_KEY, FRESH_SEQUENCE, toStored, type BannerSequence } from '../../domain/mining/banners/sequence';
import { BANNER_IDS } from '../../domain/mining/banners/types';
import { SLOWEST_TEST_MS } from '../support/time-limits';
import { appFrame, appFrameHandle } from './support/app-frame';
import type { Browser } from './support/browser';
import { auditLayout } from './support/layout-audit';
import { advanceSandboxClock, moveBannerCampaigns } from './support/sandbox-control';
import type { Stack } from './support/stack';
import { useStackAndBrowser } from './support/stack-and-browser';

const DAY = 86_400_000;

let stack: Stack;
let browser: Browser;

// A stack of its own: it moves the sandbox clock and the banner campaigns (docs/decisions/testing.md, "One stack and one browser per end-to-end worker").
useStackAndBrowser({ browser: { banners: 'due' }, isolatedStack: true }, (running) => ({ stack, browser } = running));

/** Relaunches the app from the host page (a new iframe: a new check of the server). */
async function relaunch(page: Page): Promise<FrameLocator> {
  await page.getByTestId('host-reload').click();
  const app = appFrame(page);
  await app.getByTestId('menu-mining').waitFor({ timeout: 15_000 });
  return app;
}

/**
 * Relaunches and waits for this launch's own check to be answered, then sees no banner. The stored
 * sequence is already there from the launch before, so only the answer says this launch has checked:
 * a check still on its way when a test moves the clock would show the next banner in this launch.
 */
async function relaunchAndSeeNoBanner(page: Page): Promise<void> {
  const checked = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/banners/config') && response.ok(), { timeout: 30_000 });
  await relaunch(page);
  await checked;
  await page.waitForTimeout(1_000);
  expect(await appFrame(page).getByTestId('banner').count()).toBe(0);
}

/** Stores a banner sequence in the app's local storage (the app's origin, outside the host page). */
async function storeSequence(page: Page, sequence: BannerSequence): Promise<void> {
  await page.goto(stack.appUrl);
  await storeSequenceIn(page.mainFrame(), sequence);
}

/** Stores a banner sequence through a document on the app's origin (the app's own frame, say). */
async function storeSequenceIn(frame: Frame, sequence: BannerSequence): Promise<void> {
  await frame.evaluate(([name, value]) => window.localStorage.setItem(name, value), [BANNER_SEQUENCE_KEY.name, JSON.stringify(toStored(sequence))] as const);
}

describe('banners', () => {
  it('shows a new user the first due banner over the app, and the next only after the sandbox clock moves a day (en)', async () => {
    const page = await browser.context.newPage();
    await page.goto(stack.hostPage({ user: 'new:2501001', lang: 'en' }));
    const app = appFrame(page);
    // The seed's dated campaigns are over (open league: 17 Dec 2024), so the first due one is big pump.
    const banner = app.getByRole('dialog', { name: 'Big Pump December' });
    await banner.waitFor({ timeout: 20_000 });
    expect(await banner.getAttribute('aria-modal')).toBe('true');
    expect(await app.locator('.app').getAttribute('inert')).not.toBeNull();
    // Focus is inside the banner: its close button.
    expect(await app.getByTestId('banner-close').evaluate((element) => element === document.activeElement)).toBe(true);
    await app.getByTestId('banner-close').click();
    await banner.waitFor({ state: 'detached' });
    expect(await app.locator('.app').getAttribute('inert')).toBeNull();

    await relaunchAndSeeNoBanner(page);

    await advanceSandboxClock(stack, DAY);
    const next = (await relaunch(page)).getByRole('dialog', { name: 'Sniping' });
    await next.waitFor({ timeout: 20_000 });
    await page.keyboard.press('Escape');
    await next.waitFor({ state: 'detached' });
    await page.close();
  });

  it('the deposit-punk banner opens the swap for PUNK and closes (ru)', async () => {
    const page = await browser.context.newPage();
    await storeSequence(page, { ...FRESH_SEQUENCE, shows: { 'big-pump-december': 1, sniping: 1, early: 1 }, passed: ['big-pump-december', 'sniping', 'early'] });
    await page.goto(stack.hostPage({ user: 'new:2501002', lang: 'ru' }));
    const app = appFrame(page);
    const banner = app.getByRole('dialog', { name: 'Внесите PUNK' });
    await banner.waitFor({ timeout: 20_000 });
    await app.getByRole('button', { name: 'Получить PUNK' }).click();
    await banner.waitFor({ state: 'detached' });
    await app.locator('[data-testid="swap-to-token"][data-symbol="PUNK"]').waitFor({ timeout: 20_000 });
    await page.close();
  });

  it('plays the district clash music only after a tap, and stops it on close (en)', async () => {
    const page = await browser.context.newPage();
    // Every audio context the app makes, to see it start and stop.
    await page.addInitScript(() => {
      const Original = window.AudioContext;
      const made: AudioContext[] = [];
      Object.assign(window, { madeAudioContexts: made });
      window.AudioContext = class extends Original {
        constructor(options?: AudioContextOptions) {
          super(options);
          made.push(this);
        }
      };
    });
    const passed = ['big-pump-december', 'sniping', 'early', 'deposit-punk', 'new-trade-flow'] as const;
    await storeSequence(page, { ...FRESH_SEQUENCE, shows: Object.fromEntries(passed.map((id) => [id, 1])), passed: [...passed] });
    await page.goto(stack.hostPage({ user: 'new:2501003', lang: 'en' }));
    const app = appFrame(page);
    const banner = app.getByRole('dialog', { name: 'District Clash' });
    await banner.waitFor({ timeout: 20_000 });
    const frame = await appFrameHandle(page, stack.appUrl);
    const states = () => frame.evaluate(() => (window as unknown as { madeAudioContexts: AudioContext[] }).madeAudioContexts.map((context) => context.state));

    await page.waitForTimeout(1_000);
    expect(await banner.getAttribute('data-music')).toBe('waiting');
    expect(await states()).toEqual([]);

    await app.getByRole('heading', { name: 'District Clash' }).click();
    expect(await banner.getAttribute('data-music')).toBe('playing');
    await expect.poll(states).toEqual(['running']);

    await app.getByTestId('banner-close').click();
    await banner.waitFor({ state: 'detached' });
    await expect.poll(states).toEqual(['closed']);
    await page.close();
  });

  it.each([
    { lang: 'en', theme: 'light' },
    { lang: 'ru', theme: 'dark' },
  ] as const)('every banner at 320 px ($lang, $theme): no broken word, 44 px targets, AA contrast', { timeout: SLOWEST_TEST_MS }, async ({ lang, theme }) => {
    // Every campaign running, so the dated banners show too.
    await moveBannerCampaigns(stack, { openLeague: '2100-01-01T00:00:00Z', inviteContest: '2100-01-01T00:00:00Z', donate: '2100-01-01T00:00:00Z' });
    const findings: string[] = [];
    // One page for the walk: each banner's sequence is stored from the app frame of the banner
    // before (the app writes it only when it decides, at launch), then the host page opens the next
    // user, so each banner costs one launch of the app, not a launch on the app's origin as well
    // (docs/decisions/testing.md, "The suite's time").
    const page = await browser.context.newPage();
    let frame: Frame | undefined;
    for (const [index, id] of BANNER_IDS.entries()) {
      const before = BANNER_IDS.slice(0, index);
      const sequence = { ...FRESH_SEQUENCE, shows: Object.fromEntries(before.map((passed) => [passed, 1])), passed: [...before] };
      if (frame) await storeSequenceIn(frame, sequence);
      else await storeSequence(page, sequence);
      await page.goto(stack.hostPage({ user: `new:${String(2_501_100 + index)}`, lang, theme }));
      await page.evaluate(() => document.documentElement.style.setProperty('--frame-width', '320px'));
      await appFrame(page).locator(`[data-testid="banner"][data-banner="${id}"]`).waitFor({ timeout: 20_000 });
      frame = await appFrameHandle(page, stack.appUrl);
      expect(await frame.evaluate(() => document.documentElement.clientWidth)).toBeLessThanOrEqual(320);
      findings.push(...(await auditLayout(frame)).map((finding) => `${id}: ${finding.kind}: ${finding.detail}`));
    }
    await page.close();
    expect(findings).toEqual([]);
  });
});
