/**
 * Every wallet screen at the narrowest phone width (320 px, and 412 px in ru), in en and ru, light
 * and dark (the ru walk launched dark, each stop audited again after the messenger's theme switched
 * live and the phone widened in place), through the host page (issue 12, defect 8 and the finish):
 * no label breaks inside a word ('Пополни|ть'), no summary value drops to a line of its own (the
 * gas fee on /swap, the network fee on /send/confirm), every control is a 44 px tap target, all text keeps WCAG AA contrast, and so do
 * the design tokens' colour pairs in the host's light and dark themes. The bottom menu marks Wallet
 * on home and on /wallet; the copy tooltip on /refill/qr leaves the address readable; the dark
 * theme's header follows the messenger's header colour. The mining home and its burn and autoclaim
 * sheets are on the walk too, with the area's own title in the header. The ru walk runs on the
 * iPhone client in full screen (issue 37): at every stop the header starts below the messenger's
 * top insets and the bottom menu ends above the home indicator.
 */
import type { Frame, FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { THEMES } from '../../sandbox/host/theme';
import type { Browser } from './support/browser';
import { computedRgb, switchTheme } from './support/host-theme';
import { auditLayout, tokenPairContrasts, type AuditFinding } from './support/layout-audit';
import { insetFindings, insetPlacement } from './support/phone-insets';
import type { Stack } from './support/stack';
import { useStackAndBrowser } from './support/stack-and-browser';
import { fundTourUser, setPhoneWidth, walletTour, type TourLanguage, type TourTheme } from './support/wallet-tour';
import { SLOWEST_TEST_MS } from '../support/time-limits';

let stack: Stack;
let browser: Browser;

// A stack of its own: the wallet tour moves the sandbox clock and pays the seed user bob (docs/decisions/testing.md, "One stack and one browser per end-to-end worker").
useStackAndBrowser({ permissions: ['clipboard-read', 'clipboard-write'], isolatedStack: true }, (running) => ({ stack, browser } = running));

// 320 px is the narrowest phone; 412 px (a common Android width) once broke a shortened address
// after its ellipsis where 320 px did not. A walk audits each stop in every look of its case, the
// first being the one it launched in: the phone is resized and the messenger's theme switched in
// place (theme_changed, as the messenger does for a running app), so a look costs no walk of its own.
interface Look {
  readonly theme: TourTheme;
  readonly width: number;
}
// The ru walk runs on the iPhone client, in full screen with the messenger's insets (issue 37): every
// stop also checks that the header starts below the top insets and the bottom menu ends above the bottom one.
const cases: readonly { lang: TourLanguage; looks: readonly [Look, ...Look[]]; label: string; userId: number; platform?: 'ios' }[] = [
  { lang: 'en', looks: [{ theme: 'light', width: 320 }], label: '320 px, light', userId: 2_700_001 },
  {
    lang: 'ru',
    looks: [
      { theme: 'dark', width: 320 },
      { theme: 'light', width: 320 },
      { theme: 'light', width: 412 },
    ],
    label: '320 px dark, 320 and 412 px light, a phone in full screen',
    userId: 2_700_002,
    platform: 'ios',
  },
];

const lookName = (look: Look): string => `${String(look.width)} px ${look.theme}`;

/** In the app's frame: it is as wide as asked, less a scroll bar. */
const widthIs = (px: number): boolean => document.documentElement.clientWidth <= px && document.documentElement.clientWidth > px - 24;

/** Puts the phone in this look: its width, then the messenger's theme, each once the app has taken it. */
async function showLook(page: Page, frame: Frame, look: Look): Promise<void> {
  if (!(await frame.evaluate(widthIs, look.width))) {
    await setPhoneWidth(page, look.width);
    await frame.waitForFunction(widthIs, look.width);
  }
  await switchTheme(page, frame, look.theme);
  // Two frames, so what reacts to the resize or the new colours has rendered.
  await frame.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

describe.each(cases)('every wallet screen in $lang at $label', ({ lang, looks, userId, platform }) => {
  it('breaks no word, keeps values beside their labels, 44 px targets and AA contrast', { timeout: SLOWEST_TEST_MS }, async () => {
    await fundTourUser(stack, userId);
    const page: Page = await browser.context.newPage();
    const findings: string[] = [];
    const visited: string[] = [];
    const titleEdges: string[] = [];
    const [launchLook] = looks;
    async function auditStop({ name, stop, look, app, frame }: { name: string; stop: string; look: Look; app: FrameLocator; frame: Frame }): Promise<void> {
      const { width, theme } = look;
      if (stop === 'refill-qr-copied' && look === launchLook) {
        // First, while the one-second tooltip shows: it must leave the address readable.
        const [tip, address] = await Promise.all([app.locator('[data-copy-feedback]').boundingBox(), app.getByTestId('refill-address').boundingBox()]);
        if (!tip || !address) throw new Error('no tooltip or address box');
        const overlaps = tip.x < address.x + address.width && address.x < tip.x + tip.width && tip.y < address.y + address.height && address.y < tip.y + tip.height;
        expect.soft(overlaps, 'the copy tooltip covers the address').toBe(false);
      }
      // The app's frame really is as wide as asked (less a scroll bar), so the audit measures that phone.
      expect(await frame.evaluate(() => document.documentElement.clientWidth)).toBeLessThanOrEqual(width);
      const found: AuditFinding[] = await auditLayout(frame);
      findings.push(...found.map((finding) => `${name}: ${finding.kind}: ${finding.detail}`));
      if (platform) {
        const placement = await insetPlacement(frame);
        // The phone's insets really are bound, so the check below measures something.
        if (placement.insetTop === 0) findings.push(`${name}: no top inset bound on the phone`);
        findings.push(...insetFindings(placement).map((finding) => `${name}: inset: ${finding}`));
      }
      // One side margin for every screen (the content's 16 px, var(--space-4)): the title shows it.
      const edges = await frame.evaluate(() => {
        const title = document.querySelector('#content .screen-title');
        if (!title) return null;
        // The screen's section, inside its own padding (a centred title shrinks to its text).
        const section = title.closest('section') ?? title;
        const box = section.getBoundingClientRect();
        const style = getComputedStyle(section);
        return [box.left + parseFloat(style.paddingLeft), document.documentElement.clientWidth - box.right + parseFloat(style.paddingRight)];
      });
      if (edges) titleEdges.push(`${name}: ${edges.map(Math.round).join(' ')}`);

      if (stop === 'home' || stop === 'wallet') {
        // The bottom menu marks Wallet on both of its screens.
        expect.soft(await app.locator('nav a[aria-current="page"]').count(), `the bottom menu's current item on ${name}`).toBe(1);
      }
      if (stop === 'mining') {
        // The mining area names itself in the header (no wallet chooser), and the menu marks it.
        expect.soft(await app.locator('header h1').textContent(), 'the mining area\'s title').toBe(lang === 'ru' ? 'Майнинг' : 'Mining');
        expect.soft(await app.locator('nav a[aria-current="page"]').getAttribute('data-testid'), 'the bottom menu on mining').toBe('menu-mining');
      }
      if (stop === 'home') {
        const header = await app.locator('header').first().evaluate((element) => getComputedStyle(element).backgroundColor);
        // Light themes: the specification's light grey; dark themes: the messenger's own header colour.
        expect.soft(header, 'the header colour').toBe(theme === 'dark' ? computedRgb(THEMES.dark.header_bg_color) : 'rgb(239, 239, 244)');
      }
    }

    await walletTour({ stack, page, userId, lang, theme: launchLook.theme, width: launchLook.width, platform }, async ({ name, app, frame }) => {
      visited.push(name);
      for (const look of looks) {
        if (look !== launchLook) await showLook(page, frame, look);
        await auditStop({ name: looks.length > 1 ? `${name} (${lookName(look)})` : name, stop: name, look, app, frame });
      }
      // The walk goes on as it launched.
      if (looks.length > 1) await showLook(page, frame, launchLook);
    });

    expect(visited).toEqual(expect.arrayContaining(['token', 'receipt', 'preset-swap', 'mining', 'mining-burn-refused', 'mining-autoclaim', 'mining-tasks', 'mining-tasks-boosts', 'mining-task-sheet', 'mining-tasks-airdrops-locked', 'mining-auction', 'mining-auction-claim', 'mining-auction-success', 'mining-auction-last-claim', 'copy-trade-address', 'copy-trade-networks', 'copy-trade-tokens', 'copy-trade-deposit-red', 'copy-trade-deposit', 'copy-trade-success', 'copy-trade-archive', 'copy-trade-detail', 'copy-trade-address-filled', 'copy-trade-deposit-empty', 'copy-trade-detail-trades', 'copy-trade-detail-stopped', 'copy-trade-archive-history', 'copy-trade-not-found', 'mining-staking', 'mining-staking-projection', 'mining-staking-configs', 'mining-staking-confirm', 'mining-staking-success', 'mining-staking-payment', 'mining-staking-deposit', 'mining-staking-deposits', 'mining-staking-sbt', 'mining-donate', 'mining-hall-of-fame', 'prove', 'prove-sheet', 'prove-loader', 'prove-failed', 'prove-code', 'prove-code-invalid', 'prove-success', 'mining-frens', 'mining-guilds', 'mining-guilds-alliances', 'mining-alliance', 'mining-staking-task', 'mining-wallet-task', 'mining-tasks-subscriptions', 'mining-alliance-task', 'mining-frens-ledger', 'mining-frens-paged', 'mining-frens-contest-ended', 'mining-guilds-join-failed', 'mining-alliance-member', 'mining-guilds-own-alliance', 'mining-alliance-long', 'mining-alliance-staking', 'mining-alliance-not-found', 'mining-alliance-hostile', 'mining-emoji-task', 'mining-open-league-task', 'mining-nft-task', 'mining-create-coin-task', 'mining-meme-phrase-task', 'mining-folder-task']));
    // Every look of the case was audited along the whole walk.
    for (const look of looks) expect(titleEdges.filter((edge) => looks.length === 1 || edge.includes(`(${lookName(look)}):`)).length, lookName(look)).toBeGreaterThan(8);
    expect.soft(titleEdges.filter((edge) => !edge.endsWith(': 16 16'))).toEqual([]);
    expect.soft(findings).toEqual([]);

    // The design tokens' colour pairs, in each theme of the case.
    const frame = await frameOf(page);
    for (const look of looks) {
      await showLook(page, frame, look);
      const pairs = await tokenPairContrasts(frame);
      expect(pairs.filter((pair) => pair.ratio < 4.5).map((pair) => `${look.theme}: ${pair.pair}: ${pair.ratio.toFixed(2)}:1`)).toEqual([]);
    }
    await page.close();
  });
});

describe('the layout audit', () => {
  it('finds a broken word, a word wider than its control, a value under its label, a small target, faint text and a font-character icon', async () => {
    const page = await browser.context.newPage();
    await page.setContent(`<body style="margin:0;background:#fff;font:16px sans-serif">
      <p style="width:60px;overflow-wrap:anywhere">Пополнить</p>
      <dl><div style="width:120px"><dt>Network fee</dt><dd style="margin:0">0.006 TON</dd></div></dl>
      <button style="width:30px;height:30px;padding:0">x</button>
      <p style="color:#bbb">faint</p>
      <p style="width:60px">Send</p>
      <button style="width:44px;height:44px">ⓘ</button>
      <ul style="display:flex;margin:0;padding:0;list-style:none"><li style="width:64px"><button style="width:64px;height:44px;padding:0;white-space:nowrap">Партнёрский</button></li></ul></body>`);
    const found = (await auditLayout(page.mainFrame())).map((finding) => `${finding.kind}: ${finding.detail}`).sort();
    expect(found).toEqual([
      expect.stringMatching(/^broken-word: "Пополнить"/),
      expect.stringMatching(/^glyph-icon: "ⓘ" in button/),
      expect.stringMatching(/^low-contrast: p "faint" 1\.\d\d:1/),
      expect.stringMatching(/^overflowing-word: "Партнёрский" outside button/),
      expect.stringMatching(/^small-target: button "x" is 30x30/),
      expect.stringMatching(/^value-own-line: dt "Network fee"/),
    ]);
    await page.close();
  });
});

async function frameOf(page: Page) {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(stack.appUrl));
  if (!frame) throw new Error('no app frame');
  return frame;
}
