/**
 * A transaction's receipt (issue 38): read once by id when the page opens (also cold, from a
 * link); a 404 (no such transaction, or another user's) is its own state, said as such; any other
 * failure offers a retry.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { ApiFailure } from '../../shared/api-failure';
import { failureParams } from '../../shared/failures';
import { isNotFound } from '../../shared/not-found';
import { notProvided } from '../../shared/not-provided';
import type { Receipt } from './types';

export interface ReceiptContext {
  readonly id: string;
  readonly receipt: Receipt | null;
}

export type ReceiptEvent = { readonly type: 'receipt.retry' };

export const receiptMachine = setup({
  types: {} as { context: ReceiptContext; events: ReceiptEvent; input: { readonly id: string } },
  actors: { load: fromPromise<Receipt, string>(notProvided) },
  actions: { logFailure: (_, _params: { readonly failure: ApiFailure }) => notProvided() },
  guards: { notFound: isNotFound },
}).createMachine({
  id: 'receipt',
  context: ({ input }) => ({ id: input.id, receipt: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'load',
        input: ({ context }) => context.id,
        onDone: { target: 'ready', actions: assign({ receipt: ({ event }) => event.output }) },
        onError: [{ guard: 'notFound', target: 'notFound' }, { target: 'failed', actions: { type: 'logFailure', params: failureParams } }],
      },
    },
    ready: { description: 'The receipt, in full.', tags: ['ready'] },
    failed: { description: 'It could not be read; the page offers a retry.', tags: ['failed'], on: { 'receipt.retry': 'loading' } },
    notFound: { description: 'No such transaction of this user (404): the page says so.', tags: ['not-found'], type: 'final' },
  },
});

export type ReceiptSnapshot = SnapshotFrom<typeof receiptMachine>;

export interface ReceiptView {
  readonly status: 'loading' | 'ready' | 'failed' | 'not-found';
  readonly receipt: Receipt | null;
}

export function selectReceipt(snapshot: ReceiptSnapshot): ReceiptView {
  const status = snapshot.hasTag('ready') ? 'ready' : snapshot.hasTag('failed') ? 'failed' : snapshot.hasTag('not-found') ? 'not-found' : 'loading';
  return { status, receipt: snapshot.context.receipt };
}
