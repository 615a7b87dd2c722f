/**
 * Paying for one purchase (MINING.md "Payments: one flow, three ways"), invoked by the purchase
 * machine (purchase-machine.ts) once the user has chosen a way; it ends in `paid` or `failed` and
 * hands its output back.
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
 *
 * Every intent read lands in `context.intent` and a transient `judging` state decides from it, so
 * the guards read typed context instead of casting each done event.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { ExternalWalletTransaction } from '../shared/external-wallet';
import type { InvoiceStatus } from '../shared/messenger';
import { notProvided } from '../shared/not-provided';
import { intentFailureOf, paymentFailureOf, walletFailureOf } from './failure';
import type { ExternalPayment, InternalPayment, InternalReceipt, PaymentFailure, PaymentIntent, PaymentWay, Purchase, StarsInvoice } from './types';

export const DEFAULT_POLL_MS = 1_500;
export const DEFAULT_CONFIRM_WITHIN_MS = 60_000;

export interface PaymentInput {
  readonly purchase: Purchase;
  readonly way: PaymentWay;
  /** Made once per user action by the purchase machine; a retry of an unknown outcome passes it again. */
  readonly idempotencyKey: string;
  /** Required for the internal way: the transfer to the treasury the offer priced. */
  readonly internal?: InternalPayment | undefined;
  /** Between two reads of the intent's status (default 1.5 s). */
  readonly pollMs?: number | undefined;
  /** How long a paid or pending Stars callback, or a sent external transaction, waits for the server (default 60 s). */
  readonly confirmWithinMs?: number | undefined;
}

/** What the flow hands back to the machine that invoked it. */
export type PaymentOutput =
  | { readonly ok: true; readonly way: PaymentWay; readonly intentId: string | null; readonly activatesAt: string | null }
  | { readonly ok: false; readonly way: PaymentWay; readonly failure: PaymentFailure; readonly idempotencyKey: string };

export interface PaymentContext {
  readonly input: PaymentInput;
  readonly intentId: string | null;
  readonly link: string | null;
  readonly transaction: ExternalWalletTransaction | null;
  /** The last intent the server answered. */
  readonly intent: PaymentIntent | null;
  /** What the messenger said when the invoice closed. */
  readonly invoiceStatus: InvoiceStatus | null;
  readonly activatesAt: string | null;
  readonly failure: PaymentFailure | null;
}

/** One call with this purchase and the action's key. */
export interface KeyedCall {
  readonly purchase: Purchase;
  readonly idempotencyKey: string;
}

export interface InternalCall extends KeyedCall {
  readonly payment: InternalPayment;
}

const keyedCall = ({ context }: { context: PaymentContext }): KeyedCall => ({ purchase: context.input.purchase, idempotencyKey: context.input.idempotencyKey });
const readIntentInput = ({ context }: { context: PaymentContext }) => ({ intentId: context.intentId ?? '' });
/** The failure an error event carries, passed to the named actions as params (typed, no cast). */
const failFromServer = { type: 'failFromServer', params: ({ event }: { event: { readonly error: unknown } }) => ({ error: event.error }) } as const;
const failFromWallet = { type: 'failFromWallet', params: ({ event }: { event: { readonly error: unknown } }) => ({ error: event.error }) } as const;
const keepIntent = { type: 'keepIntent', params: ({ event }: { event: { readonly output: PaymentIntent } }) => ({ intent: event.output }) } as const;

/** Decides from the intent just read: paid, settled unpaid, or back to `pending` to wait. */
const judging = <T extends string>(pending: T) =>
  ({
    always: [
      { guard: 'intentPaid', target: '#payment.paid', actions: 'keepActivation' },
      { guard: 'intentSettledUnpaid', target: '#payment.failed', actions: 'keepIntentFailure' },
      { target: pending },
    ],
  }) as const;

/** The intent may already be settled (a retry with the same key): read once before going on. */
const readingFirst = {
  description: 'The intent may already be settled (a retry with the same key).',
  invoke: { src: 'readIntent', input: readIntentInput, onDone: { target: 'judgingFirst', actions: keepIntent }, onError: { target: '#payment.failed', actions: failFromServer } },
} as const;

/** Reads the intent every poll until it settles, for at most confirmWithin (then 'unconfirmed'). */
const confirmingState = {
  after: { confirmWithin: { target: '#payment.failed', actions: 'markUnconfirmed' } },
  initial: 'reading',
  states: {
    reading: {
      invoke: { src: 'readIntent', input: readIntentInput, onDone: { target: 'judging', actions: keepIntent }, onError: 'waiting' },
    },
    judging: judging('waiting'),
    waiting: { after: { poll: 'reading' } },
  },
} as const;

export const paymentMachine = setup({
  types: {} as { context: PaymentContext; input: PaymentInput; output: PaymentOutput },
  actors: {
    checkInternal: fromPromise<unknown, InternalCall>(notProvided),
    payInternal: fromPromise<InternalReceipt, InternalCall>(notProvided),
    createInvoice: fromPromise<StarsInvoice, KeyedCall>(notProvided),
    openInvoice: fromPromise<InvoiceStatus, { readonly link: string }>(notProvided),
    createTransaction: fromPromise<ExternalPayment, KeyedCall>(notProvided),
    connectWallet: fromPromise<void, void>(notProvided),
    sendTransaction: fromPromise<void, { readonly transaction: ExternalWalletTransaction }>(notProvided),
    readIntent: fromPromise<PaymentIntent, { readonly intentId: string }>(notProvided),
  },
  delays: {
    poll: ({ context }) => context.input.pollMs ?? DEFAULT_POLL_MS,
    confirmWithin: ({ context }) => context.input.confirmWithinMs ?? DEFAULT_CONFIRM_WITHIN_MS,
  },
  guards: {
    isInternal: ({ context }) => context.input.way === 'internal' && context.input.internal !== undefined,
    isInternalWithoutTransfer: ({ context }) => context.input.way === 'internal',
    isStars: ({ context }) => context.input.way === 'stars',
    intentPaid: ({ context }) => context.intent?.status === 'paid',
    intentSettledUnpaid: ({ context }) => context.intent !== null && intentFailureOf(context.intent.status) !== null,
    callbackSaysDone: ({ context }) => context.invoiceStatus === 'paid' || context.invoiceStatus === 'pending',
  },
  actions: {
    keepIntent: assign({ intent: (_, params: { readonly intent: PaymentIntent }) => params.intent }),
    keepActivation: assign({ activatesAt: ({ context }) => context.intent?.activatesAt ?? null }),
    keepIntentFailure: assign({ failure: ({ context }) => (context.intent === null ? null : intentFailureOf(context.intent.status)) }),
    markUnconfirmed: assign({ failure: { type: 'unconfirmed' } }),
    /**
     * The server made the intent now being paid (Stars, external). Nothing by default; the purchase
     * flow provides it to tell its machine (provide.ts), so a screen closed while paying can still
     * follow the intent to its outcome.
     */
    announceIntent: (_, _params: { readonly intentId: string }) => undefined,
    failFromServer: assign({ failure: (_, params: { readonly error: unknown }) => paymentFailureOf(params.error) }),
    failFromWallet: assign({ failure: (_, params: { readonly error: unknown }) => walletFailureOf(params.error) }),
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({ input, intentId: null, link: null, transaction: null, intent: null, invoiceStatus: null, activatesAt: null, failure: null }),
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
            src: 'checkInternal',
            input: ({ context }) => ({ ...keyedCall({ context }), payment: context.input.internal! }),
            onDone: 'transferring',
            onError: { target: '#payment.failed', actions: failFromServer },
          },
        },
        transferring: {
          description: 'The real transfer, once per key: a retry after a lost answer replays it.',
          invoke: {
            src: 'payInternal',
            input: ({ context }) => ({ ...keyedCall({ context }), payment: context.input.internal! }),
            onDone: {
              target: '#payment.paid',
              actions: assign({ activatesAt: ({ event }) => event.output.activatesAt ?? null, intentId: ({ event }) => event.output.intentId ?? null }),
            },
            onError: { target: '#payment.failed', actions: failFromServer },
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
            input: keyedCall,
            onDone: {
              target: 'reading',
              actions: [
                assign({ link: ({ event }) => event.output.link, intentId: ({ event }) => event.output.intentId }),
                { type: 'announceIntent', params: ({ event }) => ({ intentId: event.output.intentId }) },
              ],
            },
            onError: { target: '#payment.failed', actions: failFromServer },
          },
        },
        reading: readingFirst,
        judgingFirst: judging('invoicing'),
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
                    onDone: { target: 'closed', actions: assign({ invoiceStatus: ({ event }) => event.output }) },
                    // The messenger could not open it: the server still decides.
                    onError: '#payment.stars.checkingClosed',
                  },
                },
                closed: {
                  always: [{ guard: 'callbackSaysDone', target: '#payment.stars.confirming' }, { target: '#payment.stars.checkingClosed' }],
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
                    onDone: { target: 'judging', actions: keepIntent },
                    // A failed read while the user is paying is not the payment's failure.
                    onError: 'waiting',
                  },
                },
                judging: judging('waiting'),
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
          initial: 'reading',
          states: {
            reading: {
              invoke: {
                src: 'readIntent',
                input: readIntentInput,
                onDone: { target: 'judging', actions: keepIntent },
                onError: { target: '#payment.failed', actions: failFromServer },
              },
            },
            // Still pending: nothing was charged; the invoice is no longer open.
            judging: judging('cancelled'),
            cancelled: { always: { target: '#payment.failed', actions: assign({ failure: { type: 'cancelled' } }) } },
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
            input: keyedCall,
            onDone: {
              target: 'reading',
              actions: [
                assign({ transaction: ({ event }) => event.output.transaction, intentId: ({ event }) => event.output.intentId }),
                { type: 'announceIntent', params: ({ event }) => ({ intentId: event.output.intentId }) },
              ],
            },
            onError: { target: '#payment.failed', actions: failFromServer },
          },
        },
        reading: readingFirst,
        judgingFirst: judging('connecting'),
        connecting: {
          description: 'Connects the external wallet unless it already is.',
          invoke: { src: 'connectWallet', onDone: 'sending', onError: { target: '#payment.failed', actions: failFromWallet } },
        },
        sending: {
          description: 'The wallet shows the transaction; the user approves or rejects it there.',
          invoke: {
            src: 'sendTransaction',
            input: ({ context }) => ({ transaction: context.transaction! }),
            onDone: 'confirming',
            onError: { target: '#payment.failed', actions: failFromWallet },
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
