/**
 * A loopback page that exposes the app's real HTTP adapter (harness-entry.ts, bundled with esbuild),
 * so a test can drive a value-moving call through real Chromium fetch, CORS and failover. It is
 * served by a real server: Chromium only lets loopback pages reach loopback APIs.
 */
import { build } from 'esbuild';
import { Hono } from 'hono';
import type { Page } from 'playwright-core';

let bundle: Promise<string> | undefined;

function bundleHarness(): Promise<string> {
  bundle ??= build({
    entryPoints: ['tests/e2e/support/harness-entry.ts'],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0]?.text ?? '');
  return bundle;
}

export function harnessServer(): Hono {
  const app = new Hono();
  app.get('/', (context) => context.html('<!doctype html><title>harness</title><script src="/harness.js"></script>'));
  app.get('/harness.js', async (context) => context.body(await bundleHarness(), 200, { 'content-type': 'text/javascript' }));
  return app;
}

/** Opens the harness page with window.harness ready. */
export async function openHarness(page: Page, harnessUrl: string): Promise<void> {
  await page.goto(`${harnessUrl}/`);
  await page.waitForFunction(() => 'harness' in window);
}
