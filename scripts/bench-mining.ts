/**
 * The mining routes' navigations, for `npm run bench` (issue 26 "Mining screens open at once"):
 * for /mining and every other mining route, the gzip bytes of the code its navigation fetches and
 * the time from the tap to the route's content, at 4x CPU slowdown on the bench's slow network,
 * cold (a data-saving connection, so nothing was fetched ahead) and prefetched (after the mining
 * prefetch's mark). The target: content within 300 ms of the tap when prefetched.
 *
 * A route is tapped through the home's own link to it when there is one (the menu's Mining), and
 * otherwise entered through the browser's history as a link would (pushState and popstate).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { MINING_PREFETCHED_MARK } from '../ui/routes/mining-prefetched-mark';
import { PATHS } from '../ui/routes/paths';
import { appFrameHandle } from '../tests/e2e/support/app-frame';
import type { Browser } from '../tests/e2e/support/browser';
import type { Stack } from '../tests/e2e/support/stack';

interface MiningRouteBench {
  readonly path: string;
  /** The route's content: the first of these in the page ends the measurement. */
  readonly content: string;
}

/** Every mining route with a screen of its own (ui/routes/full-tree.ts `miningRoutes`); add a row per new one. */
export const MINING_BENCH_ROUTES: readonly MiningRouteBench[] = [
  { path: PATHS.mining, content: '[data-testid="mining-home"], [data-testid="mining-loading"], [data-testid="mining-failed"]' },
  { path: PATHS.bigpump, content: '[data-testid="bigpump-opening"]' },
];

/**
 * A token's page (issue 38), timed the same way from the tap on the home's TON row to its chart
 * drawn (the chart library's canvas in the page): the chart library arrives only with that tap.
 */
export const TOKEN_PAGE_BENCH: MiningRouteBench = { path: '/token/TON/TON', content: '[data-testid="token-chart-canvas"] canvas, [data-testid="token-unknown"]' };

export interface NavigationSample {
  readonly ms: number;
  readonly gzipBytes: number;
}

/**
 * Runs in the app frame: taps (or enters) the route and resolves with the milliseconds until its
 * content is in the page, observed by a MutationObserver (no polling on the throttled thread).
 */
const tapAndWait = (path: string, content: string): string => `new Promise((resolve) => {
  const start = performance.now();
  const done = () => { if (!document.querySelector(${JSON.stringify(content)})) return false; resolve(Math.round(performance.now() - start)); return true; };
  const observer = new MutationObserver(() => { if (done()) observer.disconnect(); });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
  const link = document.querySelector('a[href$=' + JSON.stringify(${JSON.stringify(path)}) + '], a[href*=' + JSON.stringify(${JSON.stringify(path)} + '?') + ']');
  if (link) link.click();
  else { history.pushState(history.state, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate', { state: history.state })); }
})`;

const whenPrefetched = `new Promise((resolve) => {
  const seen = () => performance.getEntriesByName(${JSON.stringify(MINING_PREFETCHED_MARK)}).length > 0;
  if (seen()) return resolve(undefined);
  const observer = new PerformanceObserver(() => { if (seen()) { observer.disconnect(); resolve(undefined); } });
  observer.observe({ type: 'mark', buffered: true });
})`;

const SAVE_DATA = `Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true }), configurable: true });`;

async function gzipOf(dist: string, urls: readonly string[]): Promise<number> {
  let total = 0;
  for (const url of new Set(urls)) {
    const file = /\/assets\/[^?#]+/.exec(new URL(url).pathname)?.[0];
    if (file) total += gzipSync(await readFile(join(dist, file))).length;
  }
  return total;
}

export interface NavigationOptions {
  readonly dist: string;
  /** The bench's network profile (CDP Network.emulateNetworkConditions). */
  readonly network: { readonly offline: boolean; readonly latency: number; readonly downloadThroughput: number; readonly uploadThroughput: number };
  readonly mode: 'cold' | 'prefetched';
}

/** One navigation from a home whose total is on screen to the route's content. */
export async function timedNavigation(browser: Browser, stack: Stack, route: MiningRouteBench, options: NavigationOptions): Promise<NavigationSample> {
  const page = await browser.context.newPage();
  try {
    if (options.mode === 'cold') await page.addInitScript(SAVE_DATA);
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', { ...options.network });
    await page.goto(stack.hostPage({ user: 'alice', lang: 'en' }));
    const frame = await appFrameHandle(page, stack.appUrl);
    await frame.locator('[data-testid="total-balance"]').waitFor({ timeout: 60_000 });
    if (options.mode === 'prefetched') await frame.evaluate(whenPrefetched);
    // The home settled (its own sheets' prefetches included): only the navigation's requests count.
    await page.waitForTimeout(500);
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/.+\.(js|css)$/.test(request.url())) fetched.push(request.url());
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const ms = (await frame.evaluate(tapAndWait(route.path, route.content))) as number;
    return { ms, gzipBytes: await gzipOf(options.dist, fetched) };
  } finally {
    await page.close();
  }
}
