/**
 * Lighthouse 12, mobile defaults (simulated slow 4G and 4x CPU), on the built app opened with a
 * signed launch URL exactly as the host page's frame opens it. Part of `npm run bench`, so every
 * change is judged the same way: score, paints, blocking time, time to interactive and the long
 * tasks behind them.
 *
 * The same Chromium as the end-to-end tests (scripts/chromium-executable.ts: Debian's, or the
 * packaged one) through chrome-launcher's chromePath: nothing is downloaded. Lighthouse resets the
 * origin's storage before each run, so every run is a first visit (no service worker).
 */
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { resolveChromium } from './chromium-executable';

export interface LighthouseRun {
  readonly score: number;
  readonly fcp: number;
  readonly lcp: number;
  readonly tbt: number;
  readonly tti: number;
  readonly lcpElement: string;
  readonly longTasks: readonly { readonly url: string; readonly startTime: number; readonly duration: number }[];
}

interface LongTaskItem {
  url?: string;
  startTime?: number;
  duration?: number;
}

/** One Lighthouse run on `url` (a launch URL: the app with signed init data in its hash). */
export async function lighthouseRun(url: string): Promise<LighthouseRun> {
  const executable = await resolveChromium('system');
  const chrome = await launchChrome({
    chromePath: executable.path,
    envVars: { ...process.env, ...executable.env },
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id];
    const value = (id: string): number => Math.round(audit(id)?.numericValue ?? Number.NaN);
    const lcpItems = (audit('largest-contentful-paint-element')?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined)?.items;
    const longTaskItems = ((audit('long-tasks')?.details as { items?: LongTaskItem[] } | undefined)?.items ?? []);
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      tti: value('interactive'),
      lcpElement: lcpItems?.[0]?.items?.[0]?.node?.snippet ?? '?',
      longTasks: longTaskItems.map((item) => ({
        url: (item.url ?? '?').replace(/^https?:\/\/[^/]+/, '').replace(/[?#].*$/, ''),
        startTime: Math.round(item.startTime ?? 0),
        duration: Math.round(item.duration ?? 0),
      })),
    };
  } finally {
    chrome.kill();
  }
}

const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Runs Lighthouse `runs` times (a fresh launch URL each time) and prints every run and the medians. */
export async function lighthouseReport(launchUrl: () => Promise<string>, runs: number): Promise<void> {
  const results: LighthouseRun[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await lighthouseRun(await launchUrl()));
  console.log(`\nLighthouse 12, mobile defaults (simulated slow 4G, 4x CPU), first visit, ${runs} runs:`);
  results.forEach((run, index) => {
    console.log(`  run ${index + 1}: score ${run.score}, FCP ${run.fcp} ms, LCP ${run.lcp} ms, TBT ${run.tbt} ms, TTI ${run.tti} ms; LCP element ${run.lcpElement}`);
    const tasks = run.longTasks.map((task) => `${task.duration} ms at ${task.startTime} ms (${task.url})`);
    console.log(`    long tasks (simulated): ${tasks.length ? tasks.join('; ') : 'none'}`);
  });
  const of = (pick: (run: LighthouseRun) => number) => median(results.map(pick));
  console.log(
    `  median: score ${of((run) => run.score)} (target >= 95), FCP ${of((run) => run.fcp)} ms, LCP ${of((run) => run.lcp)} ms (target <= 1500), TBT ${of((run) => run.tbt)} ms (target <= 150), TTI ${of((run) => run.tti)} ms`,
  );
}
