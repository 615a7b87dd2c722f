/** Builds the production app once for the whole end-to-end run (the tests serve dist/ like a static host). */
import { build } from 'vite';

export default async function setup(): Promise<void> {
  if (process.env.E2E_SKIP_BUILD === '1') return;
  await build({ configFile: 'vite.config.ts', logLevel: 'warn' });
}
