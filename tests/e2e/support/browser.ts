/**
 * Chromium through playwright-core (the packaged headless shell for the tests, the system's for the
 * bench: scripts/chromium-executable.ts), with the flags this machine needs and a fresh profile.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
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
  /** 'block' for cold-load measurements: the app's service worker would serve a second load. */
  readonly serviceWorkers?: 'allow' | 'block';
  /** 'finished' (the default): no banner covers the app; 'due': a new user sees them (banner-state.ts). */
  readonly banners?: 'due' | 'finished';
  /** 'headless-shell' (the tests', the default); the bench measures on 'system'. */
  readonly chromium?: ChromiumKind;
}

export async function launchBrowser(options: LaunchOptions = {}): Promise<Browser> {
  // Unpacked once by the e2e global setup (or the first caller); later calls only find it.
  const executable = await resolveChromium(options.chromium ?? 'headless-shell');
  const profile = await mkdtemp(join(tmpdir(), 'e2e-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: executable.path,
    env: { ...process.env, ...executable.env },
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    viewport: { width: 1280, height: 900 },
    locale: options.locale ?? 'en-US',
    reducedMotion: options.reducedMotion ?? 'reduce',
    serviceWorkers: options.serviceWorkers ?? 'allow',
  });
  await watchCspViolations(context);
  if ((options.banners ?? 'finished') === 'finished') await finishBannerSequence(context);
  return {
    context,
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}
