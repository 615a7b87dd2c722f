/** Builds the production app once for the whole end-to-end run (the tests serve dist/ like a static host). */
import { build } from 'vite';

export default async function setup(): Promise<void> {
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
}
