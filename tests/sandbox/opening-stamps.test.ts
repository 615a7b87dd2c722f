/** Dates from when the sandbox began, on PGlite: each store a new data folder copied from the cached template (opening-stamps-suite.ts). */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openingStampsSuite } from './opening-stamps-suite';

openingStampsSuite(async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'sandbox-stamps-'));
  return { options: { dataDir }, cleanup: () => rm(dataDir, { recursive: true, force: true }) };
});
