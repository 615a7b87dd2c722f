/**
 * Every stack (stack.ts) serves the same build: the first to compress an asset (brotli 11 and gzip 9,
 * about 3.6 s of CPU for the whole build) leaves it here for the others. Entries are named by
 * content; the global setup empties the folder when it builds.
 */
import { resolve } from 'node:path';

export const COMPRESSION_CACHE = resolve('node_modules/.cache/switch-e2e/compressed');
