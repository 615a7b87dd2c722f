/**
 * The home's main-thread blocking time, one measure for `npm run bench` and its ratchet
 * (tests/e2e/home-long-tasks.e2e.test.ts), issue 36: the production build opened through the host
 * page (a signed launch), 4x CPU slowdown through CDP, the bench's slow mobile network, the HTTP
 * cache off, no input. Over a fixed window, from the app frame's navigation start to
 * HOME_LONG_TASK_WINDOW_MS after the home is usable (which holds the idle work after it: the
 * banner gate, the Staking badge, the live refresh and the whole mining prefetch), two sums:
 * - wall-clock blocking time: each long task's time beyond 50 ms (Lighthouse's blocking time, on
 *   the real page rather than a simulation), as the page's long-task observer reports them;
 * - CPU blocking time: the same sum over the main thread's tasks from a trace, each task's length
 *   taken as 4x its thread CPU time. Chromium's CPU throttling suspends the thread, so 4x the CPU
 *   time is what a phone 4x slower spends, and other processes on a busy machine do not stretch
 *   it: the measure the ratchet holds (docs/decisions/first-load-and-speed.md "The home's blocking time, a ratchet").
 */
import type { Page } from 'playwright-core';
import { HOME_USABLE_MARK } from '../ui/screens/wallet/home-usable-mark';
import { MINING_PREFETCHED_MARK } from '../ui/routes/mining-prefetched-mark';
import { appFrameHandle } from '../tests/e2e/support/app-frame';
import type { Browser } from '../tests/e2e/support/browser';
import type { Stack } from '../tests/e2e/support/stack';

/** A slow mobile network (Chrome DevTools' "Slow 4G"-like profile). */
export const BENCH_NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/** The window after the home is usable: the prefetch starts 3 s after it and takes a few more. */
export const HOME_LONG_TASK_WINDOW_MS = 12_000;

/** A task's time beyond this is blocking time (the long-task threshold). */
const BLOCKING_OVER_MS = 50;
/** The CPU slowdown the measure emulates. */
const CPU_SLOWDOWN = 4;

/**
 * Runs in every frame before its own scripts: records the long tasks (over 50 ms) of the page.
 * Source text, because tsx's name-keeping helpers do not exist inside the page.
 */
export const RECORD_LONG_TASKS = `window.__LONG_TASKS__ = [];
try {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__LONG_TASKS__.push([Math.round(entry.startTime), Math.round(entry.duration)]);
  }).observe({ type: 'longtask', buffered: true });
} catch {}`;

/** Runs in the app frame: resolves with the mark's time as soon as it is set (no polling on the throttled thread). */
export const whenMarked = (name: string): string => `new Promise((resolve) => {
  const settle = () => {
    const entry = performance.getEntriesByName(${JSON.stringify(name)})[0];
    if (entry) resolve(entry.startTime);
    return Boolean(entry);
  };
  if (settle()) return;
  const observer = new PerformanceObserver(() => { if (settle()) observer.disconnect(); });
  observer.observe({ type: 'mark', buffered: true });
})`;

export interface HomeLongTasks {
  /** The home-usable mark, from the app frame's navigation start. */
  readonly usable: number;
  /** The mining-prefetched mark, or null if the prefetch had not ended within the window. */
  readonly prefetched: number | null;
  /** The sum of the long tasks' time beyond 50 ms within the window. */
  readonly blocking: number;
  /** [start, duration] of each long task within the window. */
  readonly tasks: readonly (readonly [number, number])[];
  /** The sum of each main-thread task's 4x CPU time beyond 50 ms within the window. */
  readonly cpuBlocking: number;
  /** [start, 4x CPU time] of each main-thread task over 50 ms by that measure. */
  readonly cpuTasks: readonly (readonly [number, number])[];
}

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly tdur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly args?: { readonly name?: string; readonly data?: { readonly documentLoaderURL?: string } };
}

/** The app frame's main-thread tasks, [start from its navigation, 4x CPU ms], from a trace. */
function cpuTasksOf(events: readonly TraceEvent[], appUrl: string): [number, number][] {
  const navigation = events.find((event) => event.name === 'navigationStart' && (event.args?.data?.documentLoaderURL ?? '').startsWith(appUrl));
  if (!navigation) throw new Error('the trace has no navigation of the app frame');
  return events
    .filter((event) => event.pid === navigation.pid && event.tid === navigation.tid && event.name === 'ThreadControllerImpl::RunTask' && event.ph === 'X' && event.ts >= navigation.ts)
    .map((event): [number, number] => [Math.round((event.ts - navigation.ts) / 1000), Math.round((CPU_SLOWDOWN * (event.tdur ?? event.dur ?? 0)) / 1000)]);
}

export const blockingTime = (tasks: readonly (readonly [number, number])[]): number => tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - BLOCKING_OVER_MS), 0);

/** Throttles a page as the bench does: slow network, no HTTP cache, 4x CPU. */
export async function throttle(browser: Browser, page: Page): Promise<void> {
  const cdp = await browser.context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', BENCH_NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** One load of the home, measured over the window. Service workers should be blocked (a first visit). */
export async function homeLongTasks(browser: Browser, stack: Stack): Promise<HomeLongTasks> {
  const page = await browser.context.newPage();
  try {
    await page.addInitScript(RECORD_LONG_TASKS);
    await throttle(browser, page);
    const cdp = await browser.context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => void events.push(...(value as unknown as TraceEvent[])));
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    // The main thread's tasks with their thread time, and the frames' navigations to align them.
    await cdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: ['toplevel', 'blink.user_timing'] } });
    await page.goto(stack.hostPage({ user: 'alice', lang: 'en' }));
    const frame = await appFrameHandle(page, stack.appUrl);
    const usable = Math.round((await frame.evaluate(whenMarked(HOME_USABLE_MARK))) as number);
    const end = usable + HOME_LONG_TASK_WINDOW_MS;
    // The window's end on the page's own clock, waited for inside it (one timer, no polling).
    await frame.evaluate(`new Promise((resolve) => setTimeout(resolve, ${String(end)} - performance.now()))`);
    await cdp.send('Tracing.end');
    await complete;
    const prefetched = (await frame.evaluate(`performance.getEntriesByName(${JSON.stringify(MINING_PREFETCHED_MARK)})[0]?.startTime ?? null`)) as number | null;
    const all = (await frame.evaluate('window.__LONG_TASKS__ ?? []')) as [number, number][];
    const tasks = all.filter(([start]) => start <= end);
    const cpuTasks = cpuTasksOf(events, stack.appUrl).filter(([start, length]) => start <= end && length > BLOCKING_OVER_MS);
    return { usable, prefetched: prefetched === null ? null : Math.round(prefetched), blocking: blockingTime(tasks), tasks, cpuBlocking: blockingTime(cpuTasks), cpuTasks };
  } finally {
    await page.close();
  }
}

/** An unthrottled load first, not measured: the sandbox's static server compresses the assets once. */
export async function warmUp(browser: Browser, stack: Stack): Promise<void> {
  const page = await browser.context.newPage();
  try {
    await page.goto(stack.hostPage({ user: 'alice', lang: 'en' }));
    const frame = await appFrameHandle(page, stack.appUrl);
    await frame.evaluate(whenMarked(MINING_PREFETCHED_MARK));
  } finally {
    await page.close();
  }
}
