/**
 * Once for the whole end-to-end run: finds (or unpacks) the browser, so the test files in the
 * workers only look it up, builds the production app (the tests serve dist/ like a static host),
 * and the sandbox store's template if it is not cached yet: on a fresh clone both workers' first
 * stacks would each build it at once (docs/decisions/testing.md "The suite's time").
 */
import { rm } from 'node:fs/promises';
import { build } from 'vite';
import { resolveChromium } from '../../../scripts/chromium-executable';
import { prepareTemplate } from '../../../sandbox/platform/store/db';
import { COMPRESSION_CACHE } from './compression-cache';

export default async function setup(): Promise<void> {
  const log = (line: string): void => console.log(`[e2e] ${line}`);
  const chromium = await resolveChromium('headless-shell', log);
  log(`Chromium: ${chromium.path} (${chromium.source})`);
  const template = import('../../../sandbox/store').then(({ MIGRATIONS }) => prepareTemplate(MIGRATIONS));
  if (process.env.E2E_SKIP_BUILD === '1') return template;
  // Vitest sets NODE_ENV=test, and Vite would then bake React's development build into dist/:
  // the tests must exercise what users get.
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await Promise.all([build({ configFile: 'vite.config.ts', mode: 'production', logLevel: 'warn' }), template]);
  } finally {
    process.env.NODE_ENV = previous;
  }
  // Named by content, the entries of older builds are never read again.
  await rm(COMPRESSION_CACHE, { recursive: true, force: true });
}
