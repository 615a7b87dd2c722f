/**
 * Mining screens open at once (issue 26), end to end on the production build: once the home's
 * total is on screen and the page is idle, the mining area's chunks (the screens, the mining
 * catalogs, the mining ports' adapters and contracts) are fetched, once; the Mining tab then opens
 * without fetching its screen. On a data-saving connection nothing is fetched ahead. The prefetch
 * fetches and never evaluates (issue 36): V8's coverage shows no mining screen's module run before
 * the tap.
 */
import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MINING_PREFETCHED_MARK } from '../../ui/routes/mining-prefetched-mark';
import { HOME_USABLE_MARK } from '../../ui/screens/wallet/home-usable-mark';
import { appFrame, appFrameHandle } from './support/app-frame';
import type { Browser } from './support/browser';
import type { Stack } from './support/stack';
import { useStackAndBrowser } from './support/stack-and-browser';

let stack: Stack;
let browser: Browser;

useStackAndBrowser({}, (running) => ({ stack, browser } = running));

/** The mining area's chunks, by their file names in dist/assets. */
// A chunk's name ends in a dash and 7 hash characters, which may hold dashes themselves
// (vite.config.ts, `[hash:7]`): the name is everything before the last 8 characters.
const MINING_CHUNK = /\/assets\/(mining-screen|bigpump-screen|mining-ports|record-api|burn-api|payment-api)-[\w-]{7}\.js$/;

interface Timeline {
  readonly usable: number | null;
  readonly prefetched: number | null;
  readonly chunks: readonly { readonly name: string; readonly start: number }[];
}

const timeline = (frame: Frame): Promise<Timeline> =>
  frame.evaluate(
    ([usable, prefetched]) => ({
      usable: performance.getEntriesByName(usable)[0]?.startTime ?? null,
      prefetched: performance.getEntriesByName(prefetched)[0]?.startTime ?? null,
      chunks: performance.getEntriesByType('resource').map((entry) => ({ name: entry.name, start: entry.startTime })),
    }),
    [HOME_USABLE_MARK, MINING_PREFETCHED_MARK] as const,
  );

async function openHome(userId: number, options: { readonly saveData?: boolean } = {}): Promise<{ page: Page; frame: Frame }> {
  const page = await browser.context.newPage();
  // In every frame, before its scripts: what a phone in data-saving mode reports.
  if (options.saveData) await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'connection', { get: () => ({ saveData: true }), configurable: true }));
  await page.goto(stack.hostPage({ user: `new:${String(userId)}`, lang: 'en' }));
  const frame = await appFrameHandle(page, stack.appUrl);
  await appFrame(page).getByTestId('total-balance').waitFor();
  return { page, frame };
}

describe('the mining prefetch', () => {
  it('fetches the mining chunks after the total is on screen, once; the Mining tab then fetches no screen', async () => {
    const { page, frame } = await openHome(2_611_001);
    await expect.poll(async () => (await timeline(frame)).prefetched, { timeout: 20_000 }).not.toBeNull();
    const { usable, prefetched, chunks } = await timeline(frame);
    const mining = chunks.filter((chunk) => MINING_CHUNK.test(chunk.name));
    expect(mining.map((chunk) => MINING_CHUNK.exec(chunk.name)?.[1]).sort()).toEqual(['bigpump-screen', 'burn-api', 'mining-ports', 'mining-screen', 'payment-api', 'record-api']);
    for (const chunk of mining) expect(chunk.start, `${chunk.name} was fetched before the total was on screen`).toBeGreaterThan(usable!);
    expect(prefetched!).toBeGreaterThan(usable!);

    const later: string[] = [];
    page.on('request', (request) => later.push(request.url()));
    await appFrame(page).getByTestId('menu-mining').click();
    await appFrame(page).getByTestId('mining-home').waitFor({ timeout: 15_000 });
    expect(later.filter((url) => /\/assets\/.+\.js$/.test(url)), 'the Mining tab fetched code it should have had').toEqual([]);
    // Each chunk once, however the page went on.
    const again = (await timeline(frame)).chunks.filter((chunk) => MINING_CHUNK.test(chunk.name)).map((chunk) => chunk.name);
    expect(new Set(again).size).toBe(again.length);
    await page.close();
  });

  it('evaluates none of the screens it fetched: they run on the tap (V8 coverage of their top level)', async () => {
    const page = await browser.context.newPage();
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    // Counts every function's calls, a module's top level included, from before the app's first script.
    await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
    await page.goto(stack.hostPage({ user: `new:${String(2_611_003)}`, lang: 'en' }));
    const frame = await appFrameHandle(page, stack.appUrl);
    await appFrame(page).getByTestId('total-balance').waitFor();
    await expect.poll(async () => (await timeline(frame)).prefetched, { timeout: 30_000 }).not.toBeNull();
    const screens = (await timeline(frame)).chunks.map((chunk) => chunk.name).filter((name) => /\/assets\/[\w-]+-screen-[\w-]+\.js$/.test(name));
    expect(screens.length, 'the prefetch fetched no screen').toBeGreaterThan(5);
    /** The scripts whose top level (the function spanning the whole module) has run. */
    const evaluated = async (): Promise<Set<string>> => {
      const { result } = await cdp.send('Profiler.takePreciseCoverage');
      return new Set(result.filter((script) => script.functions.some((fn) => fn.ranges[0]?.startOffset === 0 && fn.functionName === '' && (fn.ranges[0]?.count ?? 0) > 0)).map((script) => script.url));
    };
    const ran = await evaluated();
    expect(screens.filter((url) => ran.has(url)), 'screens the prefetch evaluated').toEqual([]);
    // The measure sees evaluation: the tap runs the mining home's screen.
    await appFrame(page).getByTestId('menu-mining').click();
    await appFrame(page).getByTestId('mining-home').waitFor({ timeout: 15_000 });
    expect([...(await evaluated())].filter((url) => /\/assets\/mining-screen-[\w-]+\.js$/.test(url))).toHaveLength(1);
    await page.close();
  });

  it('fetches nothing ahead on a data-saving connection', async () => {
    const { page, frame } = await openHome(2_611_002, { saveData: true });
    expect(await frame.evaluate(() => (navigator as { connection?: { saveData?: boolean } }).connection?.saveData)).toBe(true);
    // Well past the idle moment the prefetch would have taken (whenIdle's limit is 1.5 s).
    await page.waitForTimeout(4_000);
    const { prefetched, chunks } = await timeline(frame);
    expect(prefetched).toBeNull();
    expect(chunks.filter((chunk) => MINING_CHUNK.test(chunk.name)).map((chunk) => chunk.name)).toEqual([]);
    await page.close();
  });
});
