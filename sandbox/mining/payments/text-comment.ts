/**
 * Reads a TON text comment payload (a base64 bag of cells: a 32-bit zero tag and UTF-8 text, as
 * the app's wallet adapters build it: adapters/wallet/text-comment.ts), as a wallet or an
 * indexer would. Anything else (no payload, not a bag of cells, another op code, text that is not
 * UTF-8) names no comment.
 */
import { Cell } from '@ton/core';

export function readTextComment(payload: string | undefined): string | null {
  if (!payload) return null;
  try {
    const slice = Cell.fromBase64(payload).beginParse();
    if (slice.remainingBits < 32 || slice.loadUint(32) !== 0) return null;
    return slice.loadStringTail();
  } catch {
    return null;
  }
}
