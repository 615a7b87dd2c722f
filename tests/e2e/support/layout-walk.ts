/**
 * The layout walk of one area of the wallet tour (wallet-tour.ts, TOUR_AREAS), registered by its
 * file, `tests/e2e/layout-<area>.e2e.test.ts`: every screen of the area at the narrowest phone
 * width (320 px, and 412 px in ru), in en and ru, light and dark (the ru walk launched dark, each
 * stop audited again after the messenger's theme switched live and the phone widened in place),
 * through the host page (issue 12, defect 8 and the finish): no label breaks inside a word
 * ('Пополни|ть'), no summary value drops to a line of its own (the gas fee on /swap, the network
 * fee on /send/confirm), every control is a 44 px tap target, all text keeps WCAG AA contrast, and
 * so do the design tokens' colour pairs in the host's light and dark themes (the wallet's file).
 * The bottom menu marks Wallet on home and on /wallet; the copy tooltip on /refill/qr leaves the
 * address readable; the dark theme's header follows the messenger's header colour. The mining home
 * names its area in the header. The ru walk runs on the iPhone client in full screen (issue 37):
 * at every stop the header starts below the messenger's top insets and the bottom menu ends above
 * the home indicator.
 *
 * The walk is split by area so two end-to-end workers share it and no one file is the run's long
 * tail; each look of a stop is measured in one evaluate (docs/decisions/testing.md "Session 39
 * (2026-11-29): the layout walk by area").
 */
import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { THEMES } from '../../../sandbox/host/theme';
import { SLOWEST_TEST_MS } from '../../support/time-limits';
import { pollFrame } from './app-frame';
import type { Browser } from './browser';
import { computedRgb } from './host-theme';
import { AUDIT_SOURCE, tokenPairContrasts, type AuditFinding } from './layout-audit';
import { INSET_PLACEMENT, insetFindings, type InsetPlacement } from './phone-insets';
import type { Stack } from './stack';
import { useStackAndBrowser } from './stack-and-browser';
import { fundTourUser, TOUR_AREAS, tourStops, walletTour, type TourArea, type TourLanguage, type TourTheme } from './wallet-tour';

// 320 px is the narrowest phone; 412 px (a common Android width) once broke a shortened address
// after its ellipsis where 320 px did not. A walk audits each stop in every look of its case, the
// first stop in the one it launched in: the phone is resized and the messenger's theme switched in
// place (theme_changed, as the messenger does for a running app), so a look costs no walk of its own.
interface Look {
  readonly theme: TourTheme;
  readonly width: number;
}

interface LayoutCase {
  readonly lang: TourLanguage;
  readonly looks: readonly [Look, ...Look[]];
  readonly label: string;
  /** The ru walk runs on the iPhone client, in full screen with the messenger's insets (issue 37). */
  readonly platform?: 'ios';
}

const CASES: readonly LayoutCase[] = [
  { lang: 'en', looks: [{ theme: 'light', width: 320 }], label: '320 px, light' },
  {
    lang: 'ru',
    looks: [
      { theme: 'dark', width: 320 },
      { theme: 'light', width: 320 },
      { theme: 'light', width: 412 },
    ],
    label: '320 px dark, 320 and 412 px light, a phone in full screen',
    platform: 'ios',
  },
];

const lookName = (look: Look): string => `${String(look.width)} px ${look.theme}`;

/** What one look of a stop measures in the app's frame. */
interface LookMeasure {
  readonly clientWidth: number;
  readonly findings: AuditFinding[];
  readonly insets: InsetPlacement | null;
  /** The content's left and right margins beside the screen's title (none without a title). */
  readonly titleEdges: readonly [number, number] | null;
  /** The bottom menu's current items, by test id. */
  readonly currentMenuItems: readonly (string | null)[];
  readonly headerTitles: readonly (string | null)[];
  readonly headerColour: string | null;
  /** Whether the copy tooltip covers the refill address (null: no tooltip or no address shown). */
  readonly copyTooltipCovers: boolean | null;
}

/**
 * In the app's frame, one evaluate per look (`switched`: the host was just asked for the look's
 * theme): waits (animation frame by animation frame) until the
 * frame is as wide as asked, less a scroll bar, and has taken the theme (the scheme marked on
 * <html>, every colour bound to its `--tg-theme-*` variable), then two more frames, so what reacts
 * to the resize or the new colours has rendered; then, unless only waiting, everything the stop
 * checks. The function is made once per document (`??=`) and called again at every stop.
 */
const LOOK_SOURCE = String.raw`async ({ width, scheme, params, switched, insets, measure }) => {
  const html = document.documentElement;
  // No theme was asked for, yet the app shows another: it started again in its launch theme (a
  // navigation of the frame). The walk asks the host for the theme again.
  if (!switched && html.dataset.theme !== undefined && html.dataset.theme !== scheme) return { relaunchedIn: html.dataset.theme };
  const ready = () => {
    if (html.clientWidth > width || html.clientWidth <= width - 24 || html.dataset.theme !== scheme) return false;
    const root = getComputedStyle(html);
    return Object.entries(params).every(([key, colour]) => root.getPropertyValue('--tg-theme-' + key.replaceAll('_', '-')).trim().toLowerCase() === colour);
  };
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const deadline = Date.now() + 15000;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error('the look never came: ' + html.clientWidth + ' px wide, theme ' + html.dataset.theme + ', asked ' + width + ' px ' + scheme);
    await nextFrame();
  }
  // On the phone the messenger's insets bind once the SDK has mounted, at idle after the first
  // screen: the first stop waits for them (the finding below still says so if they never come).
  const insetTop = () => { const r = getComputedStyle(html); return (parseFloat(r.getPropertyValue('--tg-viewport-safe-area-inset-top')) || 0) + (parseFloat(r.getPropertyValue('--tg-viewport-content-safe-area-inset-top')) || 0); };
  while (insets && insetTop() === 0 && Date.now() < deadline) await nextFrame();
  await nextFrame();
  await nextFrame();
  if (!measure) return null;
  let titleEdges = null;
  const title = document.querySelector('#content .screen-title');
  if (title) {
    // The screen's section, inside its own padding (a centred title shrinks to its text).
    const section = title.closest('section') ?? title;
    const box = section.getBoundingClientRect();
    const style = getComputedStyle(section);
    titleEdges = [box.left + parseFloat(style.paddingLeft), html.clientWidth - box.right + parseFloat(style.paddingRight)];
  }
  const header = document.querySelector('header');
  const tip = document.querySelector('[data-copy-feedback]');
  const address = document.querySelector('[data-testid="refill-address"]');
  let copyTooltipCovers = null;
  if (tip && address && tip.getClientRects().length > 0 && address.getClientRects().length > 0) {
    const [a, b] = [tip.getBoundingClientRect(), address.getBoundingClientRect()];
    copyTooltipCovers = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  }
  return {
    clientWidth: html.clientWidth,
    findings: (${AUDIT_SOURCE})(),
    insets: insets ? (${INSET_PLACEMENT})() : null,
    titleEdges,
    currentMenuItems: [...document.querySelectorAll('nav a[aria-current="page"]')].map((item) => item.getAttribute('data-testid')),
    headerTitles: [...document.querySelectorAll('header h1')].map((heading) => heading.textContent),
    headerColour: header ? getComputedStyle(header).backgroundColor : null,
    copyTooltipCovers,
  };
}`;

type LookOptions = { readonly switched: boolean; readonly insets: boolean };
type Relaunched = { readonly relaunchedIn: string };

async function inLook(frame: Frame, look: Look, options: LookOptions & { measure: boolean }): Promise<LookMeasure | Relaunched | null> {
  const args = { width: look.width, scheme: look.theme, params: THEMES[look.theme], ...options };
  return (await frame.evaluate(`(globalThis.__layoutLook ??= ${LOOK_SOURCE})(${JSON.stringify(args)})`)) as LookMeasure | Relaunched | null;
}

/**
 * Asks the host page for the look in one evaluate: the phone's width, and the messenger's theme
 * (theme_changed) when the host shows another or `again` (the app started again in its launch theme).
 */
async function putLook(page: Page, look: Look, again = false): Promise<void> {
  await page.evaluate(
    ({ width, theme, again }) => {
      document.documentElement.style.setProperty('--frame-width', `${String(width)}px`);
      const select = document.querySelector<HTMLSelectElement>('[data-testid="host-theme"]');
      if (!select) throw new Error('no theme control on the host page');
      if (select.value === theme && !again) return;
      select.value = theme;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    },
    { ...look, again },
  );
}

/**
 * Registers the layout walk of the area (its two cases, en and ru): call it once, from the area's
 * file. The file's browser context is lent to the file's other tests. `walletChecks` (the wallet's
 * file): the design tokens' colour pairs in each theme of the case, and titles measured along the walk.
 */
export function layoutWalks(area: TourArea, options: { readonly walletChecks?: boolean } = {}): { readonly browser: () => Browser } {
  let stack: Stack;
  let browser: Browser;
  // The walk's own users, apart from every other file's; an area that changes what every user of
  // its stack sees (the clock, the auction's round) gets a stack of its own (TOUR_AREAS).
  useStackAndBrowser({ permissions: ['clipboard-read', 'clipboard-write'], isolatedStack: TOUR_AREAS[area].ownStack }, (running) => ({ stack, browser } = running));
  const areaIndex = Object.keys(TOUR_AREAS).indexOf(area);
  const cases = CASES.map((layoutCase, index) => ({ ...layoutCase, area, userId: 2_700_001 + areaIndex * 10 + index }));

  describe.each(cases)('the $area screens in $lang at $label', ({ lang, looks, userId, platform }) => {
    it('break no word, keep values beside their labels, 44 px targets and AA contrast', { timeout: SLOWEST_TEST_MS }, async () => {
      await fundTourUser(stack, userId);
      const page: Page = await browser.context.newPage();
      const findings: string[] = [];
      const visited: string[] = [];
      const titleEdges: string[] = [];
      const [launchLook] = looks;
      // The look the host page shows now, and whether the app has bound the messenger's SDK (a
      // theme sent before then would be missed, as in the messenger).
      let shown: Look = launchLook;
      let themeBound = false;
      const insets = platform !== undefined;
      /** Puts the phone in the look, waits until the app has taken it, and measures (or only waits). */
      async function show(frame: Frame, look: Look, measure: true): Promise<LookMeasure>;
      async function show(frame: Frame, look: Look, measure: false): Promise<void>;
      async function show(frame: Frame, look: Look, measure: boolean): Promise<LookMeasure | void> {
        const switched = look.theme !== shown.theme;
        if (look !== shown) {
          if (switched && !themeBound) {
            await pollFrame(frame, 15_000, () => document.documentElement.dataset.theme ?? null);
            themeBound = true;
          }
          await putLook(page, look);
          shown = look;
        }
        let result = await inLook(frame, look, { switched, insets, measure });
        if (result && 'relaunchedIn' in result) {
          await putLook(page, look, true);
          result = await inLook(frame, look, { switched: true, insets, measure });
        }
        if (result && 'relaunchedIn' in result) throw new Error(`the app stays in its ${result.relaunchedIn} theme`);
        return result ?? undefined;
      }
      const audited = new Map<Look, number>();
      const named = (name: string, look: Look): string => (looks.length > 1 ? `${name} (${lookName(look)})` : name);

      await walletTour({ stack, page, userId, lang, theme: launchLook.theme, width: launchLook.width, platform, areas: [area] }, async ({ name, frame }) => {
        visited.push(name);
        // From the look the phone is in through the others (one change of look fewer per stop than
        // going back each time); the copy tooltip, shown for a second, is measured in the launch look first.
        const order = name !== 'refill-qr-copied' && shown === looks.at(-1) ? [...looks].reverse() : looks;
        for (const look of order) {
          const measure = await show(frame, look, true);
          audited.set(look, (audited.get(look) ?? 0) + 1);
          const stop = named(name, look);
          if (name === 'refill-qr-copied' && look === launchLook) {
            // While the one-second tooltip shows: it must leave the address readable.
            if (measure.copyTooltipCovers === null) throw new Error('no tooltip or address box');
            expect.soft(measure.copyTooltipCovers, 'the copy tooltip covers the address').toBe(false);
          }
          // The app's frame really is as wide as asked (less a scroll bar), so the audit measures that phone.
          expect(measure.clientWidth).toBeLessThanOrEqual(look.width);
          findings.push(...measure.findings.map((finding) => `${stop}: ${finding.kind}: ${finding.detail}`));
          if (measure.insets) {
            // The phone's insets really are bound, so the check below measures something.
            if (measure.insets.insetTop === 0) findings.push(`${stop}: no top inset bound on the phone`);
            findings.push(...insetFindings(measure.insets).map((finding) => `${stop}: inset: ${finding}`));
          }
          // One side margin for every screen (the content's 16 px, var(--space-4)): the title shows it.
          if (measure.titleEdges) titleEdges.push(`${stop}: ${measure.titleEdges.map(Math.round).join(' ')}`);
          if (name === 'home' || name === 'wallet') {
            // The bottom menu marks Wallet on both of its screens.
            expect.soft(measure.currentMenuItems.length, `the bottom menu's current item on ${stop}`).toBe(1);
          }
          if (name === 'mining') {
            // The mining area names itself in the header (no wallet chooser), and the menu marks it.
            expect.soft(measure.headerTitles, "the mining area's title").toEqual([lang === 'ru' ? 'Майнинг' : 'Mining']);
            expect.soft(measure.currentMenuItems, 'the bottom menu on mining').toEqual(['menu-mining']);
          }
          if (name === 'home') {
            // Light themes: the specification's light grey; dark themes: the messenger's own header colour.
            expect.soft(measure.headerColour, 'the header colour').toBe(look.theme === 'dark' ? computedRgb(THEMES.dark.header_bg_color) : 'rgb(239, 239, 244)');
          }
        }
      });

      // The walk stopped at every screen of its area, in order (wallet-tour.ts, the parts' `stops`).
      expect(visited).toEqual(tourStops([area]));
      // Every look of the case was audited at every stop.
      expect(looks.map((look) => `${lookName(look)}: ${String(audited.get(look) ?? 0)}`)).toEqual(looks.map((look) => `${lookName(look)}: ${String(visited.length)}`));
      // The wallet's screens have titles: the margin check below measured each look along the walk.
      if (options.walletChecks) for (const look of looks) expect(titleEdges.filter((edge) => looks.length === 1 || edge.includes(`(${lookName(look)}):`)).length, lookName(look)).toBeGreaterThan(8);
      expect.soft(titleEdges.filter((edge) => !edge.endsWith(': 16 16'))).toEqual([]);
      expect.soft(findings).toEqual([]);

      if (options.walletChecks) {
        // The design tokens' colour pairs, in each theme of the case.
        const frame = page.frames().find((candidate) => candidate.url().startsWith(stack.appUrl));
        if (!frame) throw new Error('no app frame');
        for (const look of looks) {
          await show(frame, look, false);
          const pairs = await tokenPairContrasts(frame);
          expect(pairs.filter((pair) => pair.ratio < 4.5).map((pair) => `${look.theme}: ${pair.pair}: ${pair.ratio.toFixed(2)}:1`)).toEqual([]);
        }
      }
      await page.close();
    });
  });
  return { browser: () => browser };
}
