/**
 * The payment flow (MINING.md "Payments: one flow, three ways"), invoked as a child actor by the
 * machine of whatever is bought; it ends in `paid` or `failed` and hands its output back.
 *
 * - internal: a dry run of the transfer to the treasury, then the real transfer with the key.
 * - stars: the server creates the invoice (with the key), the messenger opens it, and the outcome
 *   is read from the server's intent: while the invoice is open the flow already watches the
 *   intent, so a callback that never comes still completes; a 'paid' or 'pending' callback waits
 *   for the server to say paid; a 'cancelled' or 'failed' one asks the server once (a payment that
 *   did land is never lost; an intent still pending charged nothing).
 * - external: the server answers the TON Connect transaction (with the key), the wallet connects
 *   if needed and sends it, then the intent's status says paid, rejected or expired.
 *
 * Stars and external first read the intent the server answered: a retry that reuses the key gets
 * the same intent back, and one already paid completes without opening anything again.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { ExternalWalletTransaction, InvoiceStatus } from '../ports';
import { notProvided } from '../shared/not-provided';
import { intentFailureOf, paymentFailureOf, walletFailureOf } from './failure';
import type { PaymentFailure, PaymentInput, PaymentIntent, PaymentOutput, TransferAnswer, TreasuryTransfer } from './types';

export const DEFAULT_POLL_MS = 1_500;
export const DEFAULT_CONFIRM_WITHIN_MS = 60_000;

export interface PaymentContext {
  readonly input: PaymentInput;
  readonly intentId: string | null;
  readonly link: string | null;
  readonly transaction: ExternalWalletTransaction | null;
  readonly activatesAt: string | null;
  readonly failure: PaymentFailure | null;
}

export interface TransferCall {
  readonly request: TreasuryTransfer & { readonly dry: boolean };
  readonly idempotencyKey: string;
}

type ErrorEvent = { readonly error: unknown };
type IntentEvent = { readonly output: PaymentIntent };

/** The transitions after reading the intent: paid, settled unpaid, or `pending` still. */
const afterReading = <T extends string>(pending: T) =>
  [
    { guard: 'isPaid', target: '#payment.paid', actions: 'keepPaid' },
    { guard: 'isSettledUnpaid', target: '#payment.failed', actions: 'keepIntentFailure' },
    { target: pending },
  ] as const;

const readIntentInput = ({ context }: { context: PaymentContext }) => ({ intentId: context.intentId ?? '' });

/** The intent may already be settled (a retry with the same key): read once before going on to `next`. */
const readingFirst = <T extends string>(next: T) =>
  ({
    description: 'The intent may already be settled (a retry with the same key).',
    invoke: { src: 'readIntent', input: readIntentInput, onDone: afterReading(next), onError: { target: '#payment.failed', actions: 'failFromServer' } },
  }) as const;

/** Reads the intent every poll until it settles, for at most confirmWithin (then 'unconfirmed'). */
const confirmingState = {
  after: { confirmWithin: { target: '#payment.failed', actions: 'markUnconfirmed' } },
  initial: 'reading',
  states: {
    reading: {
      invoke: { src: 'readIntent', input: readIntentInput, onDone: afterReading('waiting'), onError: 'waiting' },
    },
    waiting: { after: { poll: 'reading' } },
  },
} as const;

export const paymentMachine = setup({
  types: {} as { context: PaymentContext; input: PaymentInput; output: PaymentOutput },
  actors: {
    transfer: fromPromise<TransferAnswer, TransferCall>(notProvided),
    createInvoice: fromPromise<{ readonly link: string; readonly intentId: string }, { readonly idempotencyKey: string }>(notProvided),
    openInvoice: fromPromise<InvoiceStatus, { readonly link: string }>(notProvided),
    createTransaction: fromPromise<{ readonly transaction: ExternalWalletTransaction; readonly intentId: string }, { readonly idempotencyKey: string }>(notProvided),
    connectWallet: fromPromise<void, void>(notProvided),
    sendTransaction: fromPromise<void, { readonly transaction: ExternalWalletTransaction }>(notProvided),
    readIntent: fromPromise<PaymentIntent, { readonly intentId: string }>(notProvided),
  },
  delays: {
    poll: ({ context }) => context.input.pollMs ?? DEFAULT_POLL_MS,
    confirmWithin: ({ context }) => context.input.confirmWithinMs ?? DEFAULT_CONFIRM_WITHIN_MS,
  },
  guards: {
    isInternal: ({ context }) => context.input.way === 'internal' && context.input.transfer !== undefined,
    isInternalWithoutTransfer: ({ context }) => context.input.way === 'internal',
    isStars: ({ context }) => context.input.way === 'stars',
    isPaid: ({ event }) => (event as unknown as IntentEvent).output.status === 'paid',
    isSettledUnpaid: ({ event }) => intentFailureOf((event as unknown as IntentEvent).output.status) !== null,
    callbackSaysDone: ({ event }) => {
      const status = (event as unknown as { readonly output: InvoiceStatus }).output;
      return status === 'paid' || status === 'pending';
    },
  },
  actions: {
    keepPaid: assign({ activatesAt: ({ event }) => (event as unknown as IntentEvent).output.activatesAt }),
    keepIntentFailure: assign({ failure: ({ event }) => intentFailureOf((event as unknown as IntentEvent).output.status) }),
    markUnconfirmed: assign({ failure: { type: 'unconfirmed' } }),
    failFromServer: assign({ failure: ({ event }) => paymentFailureOf((event as unknown as ErrorEvent).error) }),
    failFromWallet: assign({ failure: ({ event }) => walletFailureOf((event as unknown as ErrorEvent).error) }),
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({ input, intentId: null, link: null, transaction: null, activatesAt: null, failure: null }),
  initial: 'choosing',
  states: {
    choosing: {
      description: 'Goes the way the user chose.',
      always: [
        { guard: 'isInternal', target: 'internal' },
        // A purpose that pays internally must say what to transfer; without it nothing is sent.
        { guard: 'isInternalWithoutTransfer', target: 'failed', actions: assign({ failure: { type: 'unknown' } }) },
        { guard: 'isStars', target: 'stars' },
        { target: 'external' },
      ],
    },
    internal: {
      initial: 'checking',
      states: {
        checking: {
          description: 'The dry run: the server checks the balance and moves nothing.',
          invoke: {
            src: 'transfer',
            input: ({ context }) => ({ request: { ...context.input.transfer!, dry: true }, idempotencyKey: context.input.idempotencyKey }),
            onDone: 'transferring',
            onError: { target: '#payment.failed', actions: 'failFromServer' },
          },
        },
        transferring: {
          description: 'The real transfer, once per key: a retry after a lost answer replays it.',
          invoke: {
            src: 'transfer',
            input: ({ context }) => ({ request: { ...context.input.transfer!, dry: false }, idempotencyKey: context.input.idempotencyKey }),
            onDone: { target: '#payment.paid', actions: assign({ activatesAt: ({ event }) => event.output.activatesAt ?? null }) },
            onError: { target: '#payment.failed', actions: 'failFromServer' },
          },
        },
      },
    },
    stars: {
      initial: 'creating',
      states: {
        creating: {
          description: 'The server creates the intent and its invoice link (once per key).',
          invoke: {
            src: 'createInvoice',
            input: ({ context }) => ({ idempotencyKey: context.input.idempotencyKey }),
            onDone: { target: 'reading', actions: assign({ link: ({ event }) => event.output.link, intentId: ({ event }) => event.output.intentId }) },
            onError: { target: '#payment.failed', actions: 'failFromServer' },
          },
        },
        reading: readingFirst('invoicing'),
        invoicing: {
          description: 'The invoice is open; the server is watched meanwhile, so a lost callback still completes.',
          type: 'parallel',
          states: {
            invoice: {
              initial: 'open',
              states: {
                open: {
                  invoke: {
                    src: 'openInvoice',
                    input: ({ context }) => ({ link: context.link! }),
                    onDone: [{ guard: 'callbackSaysDone', target: '#payment.stars.confirming' }, { target: '#payment.stars.checkingClosed' }],
                    // The messenger could not open it: the server still decides.
                    onError: '#payment.stars.checkingClosed',
                  },
                },
              },
            },
            server: {
              initial: 'waiting',
              states: {
                waiting: { after: { poll: 'reading' } },
                reading: {
                  invoke: {
                    src: 'readIntent',
                    input: readIntentInput,
                    onDone: afterReading('waiting'),
                    // A failed read while the user is paying is not the payment's failure.
                    onError: 'waiting',
                  },
                },
              },
            },
          },
        },
        confirming: {
          description: "The callback said paid or pending: wait for the server's word, briefly.",
          ...confirmingState,
        },
        checkingClosed: {
          description: 'Closed without paying, says the callback: the server is asked once.',
          invoke: {
            src: 'readIntent',
            input: readIntentInput,
            onDone: [
              { guard: 'isPaid', target: '#payment.paid', actions: 'keepPaid' },
              { guard: 'isSettledUnpaid', target: '#payment.failed', actions: 'keepIntentFailure' },
              // Still pending: nothing was charged; the invoice is no longer open.
              { target: '#payment.failed', actions: assign({ failure: { type: 'cancelled' } }) },
            ],
            onError: { target: '#payment.failed', actions: 'failFromServer' },
          },
        },
      },
    },
    external: {
      initial: 'creating',
      states: {
        creating: {
          description: 'The server answers the TON Connect transaction and its intent (once per key).',
          invoke: {
            src: 'createTransaction',
            input: ({ context }) => ({ idempotencyKey: context.input.idempotencyKey }),
            onDone: {
              target: 'reading',
              actions: assign({ transaction: ({ event }) => event.output.transaction, intentId: ({ event }) => event.output.intentId }),
            },
            onError: { target: '#payment.failed', actions: 'failFromServer' },
          },
        },
        reading: readingFirst('connecting'),
        connecting: {
          description: 'Connects the external wallet unless it already is.',
          invoke: { src: 'connectWallet', onDone: 'sending', onError: { target: '#payment.failed', actions: 'failFromWallet' } },
        },
        sending: {
          description: 'The wallet shows the transaction; the user approves or rejects it there.',
          invoke: {
            src: 'sendTransaction',
            input: ({ context }) => ({ transaction: context.transaction! }),
            onDone: 'confirming',
            onError: { target: '#payment.failed', actions: 'failFromWallet' },
          },
        },
        confirming: {
          description: 'Sent: the server says when the transfer landed (or that it expired).',
          ...confirmingState,
        },
      },
    },
    paid: { type: 'final', description: 'The server recorded the payment.' },
    failed: { type: 'final', description: 'The payment did not complete; the failure says why.' },
  },
  output: ({ context }): PaymentOutput =>
    context.failure === null
      ? { ok: true, way: context.input.way, intentId: context.intentId, activatesAt: context.activatesAt }
      : { ok: false, way: context.input.way, failure: context.failure, idempotencyKey: context.input.idempotencyKey },
});
