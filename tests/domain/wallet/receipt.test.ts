/**
 * A transaction's receipt (issue 38): the explorer link per chain (https, the address encoded),
 * and the machine: read by id, a 404 said as "no such transaction", any other failure retried.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { classifyLink } from '../../../domain/links/classify-link';
import { ApiError } from '../../../domain/shared/api-failure';
import { explorerAddressUrl } from '../../../domain/wallet/receipt/explorer';
import { selectReceipt } from '../../../domain/wallet/receipt/machine';
import type { ReceiptApi } from '../../../domain/wallet/receipt/port';
import { provideReceipt } from '../../../domain/wallet/receipt/provide';
import type { Receipt } from '../../../domain/wallet/receipt/types';
import { CHAIN_IDS } from '../../../domain/chains';
import { deferred, type Deferred } from '../../support/deferred';
import { fakePort } from '../../support/fake-port';

describe('explorer links', () => {
  it('every chain has one, https, that the link rules open outside the app', () => {
    for (const chainId of CHAIN_IDS) {
      const url = explorerAddressUrl(chainId, '0xabc');
      expect(url).not.toBeNull();
      expect(classifyLink(url ?? '')).toEqual({ kind: 'external', url });
    }
    expect(explorerAddressUrl('TON', 'UQ+/a=')).toBe('https://tonviewer.com/UQ%2B%2Fa%3D');
    expect(explorerAddressUrl(1, '')).toBeNull();
  });
});

describe('the receipt machine', () => {
  const receipt: Receipt = {
    id: 'op_1',
    type: 'deposit',
    status: 'completed',
    createdAt: '2026-11-03T09:30:00.000Z',
    accountIndex: 0,
    chainId: 'TON',
    amounts: [{ direction: 'in', symbol: 'TON', chainId: 'TON', amount: '1', usdAtTime: '5.4' }],
    counterparty: null,
    comment: null,
    fee: null,
    steps: [],
  };

  function start() {
    const reads: { id: string; answer: Deferred<Receipt> }[] = [];
    const api = fakePort<ReceiptApi>('receiptApi', {
      receipt: (id) => {
        const answer = deferred<Receipt>();
        reads.push({ id, answer });
        return answer.promise;
      },
    });
    const actor = createActor(provideReceipt({ receiptApi: api, logger: { warn: () => undefined, error: () => undefined } }), { input: { id: 'op_1' } }).start();
    return { actor, reads, view: () => selectReceipt(actor.getSnapshot()) };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('reads the receipt by its id', async () => {
    const { reads, view } = start();
    expect(view().status).toBe('loading');
    expect(reads.map((read) => read.id)).toEqual(['op_1']);
    reads[0]?.answer.resolve(receipt);
    await settle();
    expect(view()).toEqual({ status: 'ready', receipt });
  });

  it('says a 404 as not found, and retries other failures', async () => {
    const missing = start();
    missing.reads[0]?.answer.reject(new ApiError({ type: 'rejected', status: 404, message: 'no', code: 'unknown-transaction' }));
    await settle();
    expect(missing.view().status).toBe('not-found');
    const failing = start();
    failing.reads[0]?.answer.reject(new ApiError({ type: 'unreachable' }));
    await settle();
    expect(failing.view().status).toBe('failed');
    failing.actor.send({ type: 'receipt.retry' });
    expect(failing.reads).toHaveLength(2);
  });
});
