/**
 * The comment cell an external payment carries (adapters/wallet/text-comment.ts, built with
 * @ton/core) reads back, in the sandbox wallet (sandbox/mining/payments/text-comment.ts), as the very
 * comment: any text up to the contract's limit, non-ASCII included, across the first cell's 127
 * bytes into the cells it references. Other payloads name no comment.
 */
import { beginCell, Cell } from '@ton/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAYMENT_COMMENT_MAX_LENGTH, tonConnectMessageSchema } from '../../adapters/http/contract/mining/payments';
import { textCommentPayload, tonConnectMessages } from '../../adapters/wallet/text-comment';
import { readTextComment } from '../../sandbox/mining/payments/text-comment';

/** Any text the contract allows: whole code points (a lone surrogate is not text), at most the limit in UTF-16 units. */
const comments = fc.string({ unit: 'binary', maxLength: PAYMENT_COMMENT_MAX_LENGTH }).filter((text) => text.length <= PAYMENT_COMMENT_MAX_LENGTH);

describe('the text comment payload', () => {
  it('reads back as the comment, for any comment up to the limit', () => {
    fc.assert(
      fc.property(comments, (comment) => {
        const payload = textCommentPayload(comment);
        expect(readTextComment(payload)).toBe(comment);
        // And it fits the TON Connect message the sandbox wallet accepts.
        expect(tonConnectMessageSchema.safeParse({ address: 'x', amount: '1', payload }).success).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('is a 32-bit zero tag and the UTF-8 text, as wallets expect it', () => {
    const comment = 'pi_Пример-🙂'.padEnd(PAYMENT_COMMENT_MAX_LENGTH - 2, 'ж');
    const slice = Cell.fromBase64(textCommentPayload(comment)).beginParse();
    expect(slice.loadUint(32)).toBe(0);
    expect(slice.loadStringTail()).toBe(comment);
    // The same bytes @ton/core's own comment builder writes.
    expect(textCommentPayload('pi_1')).toBe(beginCell().storeUint(0, 32).storeStringTail('pi_1').endCell().toBoc().toString('base64'));
  });

  it('names no comment for anything else: no payload, not a bag of cells, another op code', () => {
    expect(readTextComment(undefined)).toBeNull();
    expect(readTextComment('')).toBeNull();
    expect(readTextComment('pi_1')).toBeNull();
    expect(readTextComment(beginCell().storeUint(0x0f8a7ea5, 32).storeStringTail('pi_1').endCell().toBoc().toString('base64'))).toBeNull();
    expect(readTextComment(beginCell().storeUint(0, 8).endCell().toBoc().toString('base64'))).toBeNull();
  });

  it('leaves a message without a comment without a payload', () => {
    expect(tonConnectMessages({ validUntil: 1, messages: [{ address: 'a', amount: '1' }, { address: 'b', amount: '2', comment: 'pi_2' }] })).toEqual([
      { address: 'a', amount: '1' },
      { address: 'b', amount: '2', payload: textCommentPayload('pi_2') },
    ]);
  });
});
