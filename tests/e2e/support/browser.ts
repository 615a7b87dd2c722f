/**
 * Chromium through playwright-core (the packaged headless shell for the tests, the system's for the
 * bench: scripts/chromium-executable.ts), with the flags this machine needs.
 *
 * In a test worker, every `launchBrowser()` is a fresh browser context (its own storage, cookies,
 * service workers and permissions) in the one Chromium the worker starts on first use and keeps
 * until it exits (docs/decisions/testing.md, "One stack and one browser per end-to-end worker"):
 * starting Chromium for each file cost more than most files' tests. Outside Vitest (the bench, the
 * screenshots) it is a Chromium of its own with a fresh profile, closed with it, as before.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser as ChromiumBrowser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';
import { resolveChromium, type ChromiumKind } from '../../../scripts/chromium-executable';
import { finishBannerSequence } from './banner-state';
import { watchCspViolations } from './csp-violations';

export interface Browser {
  readonly context: BrowserContext;
  close(): Promise<void>;
}

export interface LaunchOptions {
  readonly locale?: string;
  readonly reducedMotion?: 'reduce' | 'no-preference';
  /**
   * The app's service worker. In a test worker 'block' by default: installing it and precaching the
   * first load's files in every new context, then answering each of the app's requests through it,
   * cost Chromium about 0.8 s of CPU a launch (docs/decisions/testing.md "The suite's time",
   * 2026-11-29, session 43), and only the offline tests and the policy's check use it: they ask
   * for 'allow'. Outside Vitest (the bench, the screenshots) 'allow' by default, as users have it.
   */
  readonly serviceWorkers?: 'allow' | 'block';
  /** 'finished' (the default): no banner covers the app; 'due': a new user sees them (banner-state.ts). */
  readonly banners?: 'due' | 'finished';
  /** 'headless-shell' (the tests', the default); the bench measures on 'system'. */
  readonly chromium?: ChromiumKind;
}

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The worker's Chromium (headless shell), started by the first test file that asks. */
let workerChromium: Promise<ChromiumBrowser> | undefined;

let exitsWithRunner = false;

/**
 * The worker's Chromium and shared stack keep its event loop alive, so Vitest's end of run left the
 * worker (and its Chromium) running, orphaned: when the runner's channel closes, close the browser
 * and exit. Called by whatever starts a worker-wide resource (here and stack.ts).
 */
export function exitWithRunner(): void {
  if (exitsWithRunner) return;
  exitsWithRunner = true;
  process.once('disconnect', () => {
    const closing = workerChromium?.then((browser) => browser.close()).catch(() => undefined) ?? Promise.resolve();
    void closing.finally(() => process.exit(0));
  });
}

async function sharedChromium(): Promise<ChromiumBrowser> {
  exitWithRunner();
  const starting = (workerChromium ??= resolveChromium('headless-shell').then((executable) =>
    chromium.launch({ executablePath: executable.path, env: { ...process.env, ...executable.env }, headless: true, args: ARGS }),
  ));
  try {
    const browser = await starting;
    if (browser.isConnected()) return browser;
  } catch (error) {
    // A start that failed is not kept: the next file tries again.
    if (workerChromium === starting) workerChromium = undefined;
    throw error;
  }
  // Chromium went away (a crash): the next file gets a new one.
  if (workerChromium === starting) workerChromium = undefined;
  return sharedChromium();
}

/** In a Vitest worker (not the bench or a script), on the tests' Chromium: share the worker's. */
const shareable = (options: LaunchOptions): boolean => process.env.VITEST_WORKER_ID !== undefined && (options.chromium ?? 'headless-shell') === 'headless-shell';

export async function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  const contextOptions: BrowserContextOptions = {
    viewport: { width: 1280, height: 900 },
    locale: options.locale ?? 'en-US',
    reducedMotion: options.reducedMotion ?? 'reduce',
    serviceWorkers: options.serviceWorkers ?? (shareable(options) ? 'block' : 'allow'),
  };
  let context: BrowserContext;
  let cleanUp: () => Promise<void>;
  if (shareable(options)) {
    context = await (await sharedChromium()).newContext(contextOptions);
    cleanUp = () => Promise.resolve();
  } else {
    // Unpacked once by the e2e global setup (or the first caller); later calls only find it.
    const executable = await resolveChromium(options.chromium ?? 'headless-shell');
    const profile = await mkdtemp(join(tmpdir(), 'e2e-chromium-'));
    context = await chromium.launchPersistentContext(profile, { executablePath: executable.path, env: { ...process.env, ...executable.env }, headless: true, args: ARGS, ...contextOptions });
    cleanUp = () => rm(profile, { recursive: true, force: true });
  }
  await watchCspViolations(context);
  if ((options.banners ?? 'finished') === 'finished') await finishBannerSequence(context);
  return {
    context,
    async close() {
      await context.close();
      await cleanUp();
    },
  };
}
