/**
 * Once for the whole end-to-end run: finds (or unpacks) the browser, so the test files in the
 * workers only look it up, and builds the production app (the tests serve dist/ like a static host).
 */
import { rm } from 'node:fs/promises';
import { build } from 'vite';
import { resolveChromium } from '../../../scripts/chromium-executable';
import { COMPRESSION_CACHE } from './compression-cache';

export default async function setup(): Promise<void> {
  const log = (line: string): void => console.log(`[e2e] ${line}`);
  const chromium = await resolveChromium('headless-shell', log);
  log(`Chromium: ${chromium.path} (${chromium.source})`);
  if (process.env.E2E_SKIP_BUILD === '1') return;
  // Vitest sets NODE_ENV=test, and Vite would then bake React's development build into dist/:
  // the tests must exercise what users get.
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ configFile: 'vite.config.ts', mode: 'production', logLevel: 'warn' });
  } finally {
    process.env.NODE_ENV = previous;
  }
  // Named by content, the entries of older builds are never read again.
  await rm(COMPRESSION_CACHE, { recursive: true, force: true });
}
