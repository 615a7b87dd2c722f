/**
 * The payload of a TON transfer with a text comment, as wallets expect it and show it: a cell
 * holding a 32-bit zero tag and the text in UTF-8 (continued in referenced cells past the first
 * cell's 127 bytes), serialized as a base64 bag of cells. Built with @ton/core, which comes in the
 * wallet adapters' chunk only (both adapters are imported on the wallet's first use).
 * The sandbox wallet decodes it with the same library (sandbox/mining/payments/text-comment.ts).
 */
import './buffer-global';
import { beginCell } from '@ton/core';
import type { ExternalWalletTransaction } from '../../domain/shared/external-wallet';

/** The op code of a text comment: zero. */
export const TEXT_COMMENT_TAG = 0;

export function textCommentPayload(comment: string): string {
  return beginCell().storeUint(TEXT_COMMENT_TAG, 32).storeStringTail(comment).endCell().toBoc().toString('base64');
}

/** The messages as TON Connect's sendTransaction takes them: each comment as its payload. */
export function tonConnectMessages(transaction: ExternalWalletTransaction): { address: string; amount: string; payload?: string }[] {
  return transaction.messages.map(({ address, amount, comment }) => ({ address, amount, ...(comment === undefined ? {} : { payload: textCommentPayload(comment) }) }));
}
