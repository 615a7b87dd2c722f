/**
 * @ton/core reads Node's `Buffer` as a global; browsers have none. Imported before @ton/core by
 * text-comment.ts, so the polyfill (the `buffer` package) travels in the wallet's chunk only.
 */
import { Buffer } from 'buffer';

const scope = globalThis as { Buffer?: unknown };
scope.Buffer ??= Buffer;
