/**
 * The home's main-thread blocking time holds to a budget (issue 36), measured the way `npm run
 * bench` reports it (scripts/home-long-tasks.ts): the production build through a signed launch,
 * 4x CPU, the slow mobile network, from the app frame's start to 12 s after the home is usable,
 * the idle work after the total and the whole mining prefetch included. The measure is the CPU
 * blocking time (each main-thread task's 4x thread CPU time beyond 50 ms, from a trace), which a
 * busy machine stretches far less than the wall clock; median of 3 loads. Like the first load's
 * bytes, a ratchet: lower the budget when the home gets lighter, never raise it to let work back
 * in (an evaluating prefetch, a cascade of renders after the total).
 *
 * The budget, lowered 2026-11-29 (session 42) from idle figures: on this 2-core machine with
 * nothing else running, `npm run bench` (the same measure, the packaged headless shell) gave
 * 1,889, 2,450, 2,499, 2,764 and 2,816 ms (median 2,499). Under a load average of 20 to 36 the
 * same build's medians were 2,692 to 3,676 ms (runs spread 2x). The budget is 4,500 ms: 1.8x the
 * idle median, above the loaded medians, so a test run on a busy machine passes and the home's
 * work growing by much more than half fails. That the prefetch evaluates nothing is held exactly
 * by mining-prefetch.e2e.test.ts.
 * See docs/decisions/first-load-and-speed.md "The home's blocking time, a ratchet".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_LONG_TASK_WINDOW_MS, homeLongTasks, warmUp, type HomeLongTasks } from '../../scripts/home-long-tasks';
import { launchBrowser, type Browser } from './support/browser';
import { startStack, type Stack } from './support/stack';

/** Milliseconds of CPU blocking time (median of 3) the home may spend over its window. */
export const HOME_BLOCKING_BUDGET_MS = 4_500;

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  stack = await startStack();
  // A first visit each time: the service worker would serve a second load from its store.
  browser = await launchBrowser({ serviceWorkers: 'block' });
}, 120_000);

afterAll(async () => {
  await browser.close();
  await stack.close();
});

const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

describe("the home's blocking time", () => {
  it(`stays within ${String(HOME_BLOCKING_BUDGET_MS)} ms over the ${String(HOME_LONG_TASK_WINDOW_MS / 1000)} s after it is usable, the mining prefetch included (median of 3)`, async () => {
    await warmUp(browser, stack);
    const runs: HomeLongTasks[] = [];
    for (let run = 0; run < 3; run += 1) runs.push(await homeLongTasks(browser, stack));
    const detail = runs.map((run) => `${String(run.cpuBlocking)} ms, usable at ${String(run.usable)}, prefetched at ${String(run.prefetched)}: ${run.cpuTasks.map(([start, length]) => `${String(length)}@${String(start)}`).join(' ')}`).join('\n');
    // The window holds the prefetch: it must have ended inside it, or its work would not be counted.
    for (const run of runs) expect(run.prefetched, `the prefetch did not end within the window\n${detail}`).not.toBeNull();
    expect(median(runs.map((run) => run.cpuBlocking)), detail).toBeLessThanOrEqual(HOME_BLOCKING_BUDGET_MS);
  }, 240_000);
});
