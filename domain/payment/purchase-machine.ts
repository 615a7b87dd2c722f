/**
 * One purchase, whatever is bought (autoclaim, the staking fee, proof of humanity, a donation, the
 * soulbound token): read the server's offer, choose a way, see what the internal way costs in all
 * and confirm it, pay (the payment machine, machine.ts, as a child), and end paid or with a typed
 * failure. The purpose's wording is the screen's; the prices are the server's.
 *
 * Exactly once: the idempotency key is made when the user commits to a way (Stars and external on
 * choosing, internal on confirming) and kept while the outcome is unknown, so a retry after a lost
 * answer is the same payment; a definite outcome ends that action, and the next press is a new one
 * with a new key. Taps while paying are not handled at all, so a double tap pays once.
 *
 * Closing a Stars invoice without paying is a choice, not a failure: the flow goes back to the
 * ways with a plain notice that nothing was charged. So is a donation the external wallet declined
 * (seed 001 §4 "Donation": a wallet error returns to Idle): back to the ways, saying the wallet
 * declined (issue 44).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { ApiFailure } from '../shared/api-failure';
import { failureOfEvent } from '../shared/failures';
import { notProvided } from '../shared/not-provided';
import { keepsKeyAfter, paymentFailureOf } from './failure';
import { paymentMachine, type PaymentInput } from './machine';
import { biometricGateState, biometricGuards, confirmMoneyLogic, refusalOfEvent, type BiometricGateContext, type MoneyReason } from '../shared/biometric-gate';
import type { InternalPayment, InternalQuote, PaymentFailure, PaymentOffer, PaymentWay, Purchase } from './types';

export interface PurchaseInput {
  readonly purchase: Purchase;
  /** The wallet account the internal way pays from. */
  readonly accountIndex: number;
}

export interface PurchaseContext extends BiometricGateContext {
  readonly purchase: Purchase;
  readonly accountIndex: number;
  readonly offer: PaymentOffer | null;
  readonly offerFailure: ApiFailure | null;
  readonly way: PaymentWay | null;
  /** The internal way's dry run, shown on the confirm step. */
  readonly quote: InternalQuote | null;
  /** The current action's key: made on commit, kept while the outcome is unknown. */
  readonly idempotencyKey: string | null;
  readonly failure: PaymentFailure | null;
  /** The last invoice was closed without paying: nothing was charged. */
  readonly cancelled: boolean;
  /** The external wallet declined the last payment, and this purchase returns to its ways for it. */
  readonly declined: boolean;
  readonly activatesAt: string | null;
  /** While paying, the intent the server made for it (Stars, external), once known. */
  readonly payingIntentId: string | null;
}

export type PurchaseEvent =
  | { readonly type: 'way.choose'; readonly way: PaymentWay }
  | { readonly type: 'payment.confirm' }
  | { readonly type: 'choice.back' }
  | { readonly type: 'payment.retry' }
  | { readonly type: 'offer.retry' }
  /** From the payment flow (provide.ts): the server made the intent now being paid. */
  | { readonly type: 'payment.intent'; readonly intentId: string };

/** The internal transfer the offer priced, or undefined when the offer has no internal way. */
export function internalPaymentOf(context: Pick<PurchaseContext, 'offer' | 'accountIndex'>): InternalPayment | undefined {
  const price = context.offer?.ways.find((way) => way.way === 'internal');
  return price && context.offer ? { accountIndex: context.accountIndex, to: context.offer.treasuryAddress, amount: price.amount } : undefined;
}

/**
 * Whether a wallet's refusal sends this purchase back to its ways (seed 001 §4 "Donation": a wallet
 * error returns to Idle) rather than to a failure with a retry. Only the donation: the seed says it
 * of no other purchase, whose failure states (autoclaim's, the staking fee's) stay as they are.
 */
export const declineReturnsToWays = (purchase: Purchase): boolean => purchase.purpose === 'donation';

/** What the biometric prompt names: the total the internal way takes from the balance (the quote's), else the offer's price. */
export function purchaseReason(context: PurchaseContext): MoneyReason {
  return { kind: 'purchase', amount: context.quote?.total ?? internalPaymentOf(context)?.amount ?? '', symbol: context.quote?.currency ?? 'TON' };
}

const isOffered = (context: PurchaseContext, way: PaymentWay): boolean => context.offer?.ways.some((price) => price.way === way) ?? false;

export const purchaseMachine = setup({
  types: {} as { context: PurchaseContext; events: PurchaseEvent; input: PurchaseInput },
  actors: {
    loadOffer: fromPromise<PaymentOffer, { readonly purchase: Purchase }>(notProvided),
    quoteInternal: fromPromise<InternalQuote, { readonly purchase: Purchase; readonly payment: InternalPayment }>(notProvided),
    payment: paymentMachine,
    confirmMoney: confirmMoneyLogic,
  },
  actions: {
    /** Keeps this action's key, or makes one (provide.ts). */
    keepIdempotencyKey: assign({ idempotencyKey: ({ context }) => context.idempotencyKey ?? notProvided() }),
    chooseWay: assign({ way: (_, params: { readonly way: PaymentWay }) => params.way, failure: null, cancelled: false, declined: false, quote: null }),
    forgetAction: assign({ way: null, idempotencyKey: null, failure: null, quote: null, biometrics: null }),
    noteBiometricRefusal: assign({ biometrics: refusalOfEvent }),
    forgetBiometricRefusal: assign({ biometrics: null }),
  },
  guards: {
    ...biometricGuards,
    offersInternal: ({ context }, params: { readonly way: PaymentWay }) => params.way === 'internal' && isOffered(context, 'internal'),
    offers: ({ context }, params: { readonly way: PaymentWay }) => isOffered(context, params.way),
  },
}).createMachine({
  id: 'purchase',
  context: ({ input }) => ({
    purchase: input.purchase,
    accountIndex: input.accountIndex,
    offer: null,
    offerFailure: null,
    way: null,
    quote: null,
    idempotencyKey: null,
    failure: null,
    cancelled: false,
    declined: false,
    activatesAt: null,
    payingIntentId: null,
    biometrics: null,
  }),
  initial: 'loadingOffer',
  states: {
    loadingOffer: {
      description: "Reads the server's prices for this purchase.",
      tags: ['loading', 'loading-offer'],
      entry: assign({ offerFailure: null }),
      invoke: {
        src: 'loadOffer',
        input: ({ context }) => ({ purchase: context.purchase }),
        onDone: { target: 'choosing', actions: assign({ offer: ({ event }) => event.output }) },
        onError: { target: 'offerFailed', actions: assign({ offerFailure: failureOfEvent }) },
      },
    },
    offerFailed: {
      description: 'The prices could not be read; nothing can be bought without them.',
      tags: ['offer-failed'],
      on: { 'offer.retry': 'loadingOffer' },
    },
    choosing: {
      description: 'The ways the offer has, each with its price.',
      tags: ['choosing'],
      on: {
        'way.choose': [
          { guard: { type: 'offersInternal', params: ({ event }) => ({ way: event.way }) }, target: 'quoting', actions: { type: 'chooseWay', params: ({ event }) => ({ way: event.way }) } },
          {
            guard: { type: 'offers', params: ({ event }) => ({ way: event.way }) },
            target: 'paying',
            actions: [{ type: 'chooseWay', params: ({ event }) => ({ way: event.way }) }, 'keepIdempotencyKey'],
          },
        ],
      },
    },
    quoting: {
      description: 'The dry run of the internal way: the price, the fee, the total and the balance after.',
      tags: ['loading', 'quoting'],
      invoke: {
        src: 'quoteInternal',
        input: ({ context }) => ({ purchase: context.purchase, payment: internalPaymentOf(context)! }),
        onDone: { target: 'confirming', actions: assign({ quote: ({ event }) => event.output }) },
        // A short balance is known before anything moves: the failure offers to get TON.
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => paymentFailureOf(event.error) }) },
      },
    },
    confirming: {
      description: 'What leaves the wallet, shown for confirmation, as a send confirmation shows it.',
      tags: ['confirming'],
      on: {
        // Paid from the balance: the key is kept before the biometric gate, so a refusal leaves it for the retry.
        'payment.confirm': { target: 'authorizing', actions: 'keepIdempotencyKey' },
        'choice.back': { target: 'choosing', actions: 'forgetAction' },
      },
    },
    authorizing: biometricGateState({ reason: purchaseReason, passed: 'paying', refused: 'confirming', tags: ['confirming', 'loading'] }),
    paying: {
      description: 'The payment flow runs; no choice or tap is taken meanwhile, only the intent it pays is noted.',
      tags: ['paying'],
      entry: assign({ payingIntentId: null }),
      exit: assign({ payingIntentId: null }),
      on: { 'payment.intent': { actions: assign({ payingIntentId: ({ event }) => event.intentId }) } },
      invoke: {
        src: 'payment',
        input: ({ context }): PaymentInput => ({
          purchase: context.purchase,
          way: context.way ?? 'internal',
          idempotencyKey: context.idempotencyKey ?? '',
          internal: internalPaymentOf(context),
        }),
        onDone: [
          {
            guard: ({ event }) => event.output.ok,
            target: 'paid',
            actions: assign({ activatesAt: ({ event }) => (event.output.ok ? event.output.activatesAt : null), idempotencyKey: null }),
          },
          {
            // Closing the invoice is a choice: back to the ways, saying nothing was charged.
            guard: ({ event }) => !event.output.ok && event.output.failure.type === 'cancelled',
            target: 'choosing',
            actions: assign({ way: null, idempotencyKey: null, failure: null, cancelled: true }),
          },
          {
            // A donation the wallet declined: back to the ways, saying so (nothing was sent).
            guard: ({ context, event }) => !event.output.ok && event.output.failure.type === 'wallet-rejected' && declineReturnsToWays(context.purchase),
            target: 'choosing',
            actions: assign({ way: null, idempotencyKey: null, failure: null, declined: true }),
          },
          {
            target: 'failed',
            actions: assign({
              failure: ({ event }) => (event.output.ok ? null : event.output.failure),
              idempotencyKey: ({ context, event }) => (!event.output.ok && keepsKeyAfter(event.output.failure) ? context.idempotencyKey : null),
            }),
          },
        ],
      },
    },
    failed: {
      description: 'The payment did not complete; retry the same way, or go back to the choice.',
      tags: ['failed'],
      on: {
        'payment.retry': [
          // A short balance found by the quote: the retry asks again what it costs.
          { guard: ({ context }) => context.way === 'internal' && context.quote === null, target: 'quoting', actions: assign({ failure: null }) },
          // A retry from the balance moves money too: it asks again.
          { guard: ({ context }) => context.way === 'internal', target: 'authorizing', actions: ['keepIdempotencyKey', assign({ failure: null })] },
          { target: 'paying', actions: ['keepIdempotencyKey', assign({ failure: null })] },
        ],
        'choice.back': { target: 'choosing', actions: 'forgetAction' },
      },
    },
    paid: {
      type: 'final',
      description: 'Paid: the purchase takes effect as the server says (activatesAt).',
      tags: ['paid'],
    },
  },
});
