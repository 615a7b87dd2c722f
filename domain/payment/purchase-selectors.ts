/**
 * What a purchase's screens show, as plain data from the machine's snapshot: the step from its
 * tags, the server's prices and quote formatted exactly (a confirmation never rounds what the user
 * is about to pay), and the typed failure.
 */
import type { SnapshotFrom } from 'xstate';
import { formatExactTokenAmount } from '../money/format';
import { holdsInput } from '../money/amount-input';
import { failureOffersSwap } from './failure';
import type { BiometricRefusal } from '../shared/biometric-gate';
import type { purchaseMachine } from './purchase-machine';
import type { PaymentFailure, PaymentWay, WayPrice } from './types';

export type PurchaseSnapshot = SnapshotFrom<typeof purchaseMachine>;

/** A way chosen (the person has begun to pay), until the purchase is paid. */
export function selectPurchaseHoldsInput(snapshot: PurchaseSnapshot): boolean {
  return holdsInput([snapshot.context.way ?? ''], snapshot.matches('paid'));
}

/** Each step is a tag of the states that show it, so no table of state names is kept here. */
export const PURCHASE_STEPS = ['loading-offer', 'offer-failed', 'choosing', 'quoting', 'confirming', 'paying', 'failed', 'paid'] as const;
export type PurchaseStep = (typeof PURCHASE_STEPS)[number];

/** A way as a button shows it: TON amounts formatted, Stars as the whole number the plural needs. */
export type WayOffer = { readonly way: 'internal' | 'external'; readonly ton: string } | { readonly way: 'stars'; readonly stars: number };

export interface QuoteView {
  readonly price: string;
  readonly fee: string;
  readonly total: string;
  readonly balance: string;
  readonly balanceAfter: string;
  readonly to: string;
}

export interface PurchaseView {
  readonly step: PurchaseStep;
  readonly loading: boolean;
  /** The ways the server offers, each with its price: the wallet first, then Stars, then an external wallet. */
  readonly ways: readonly WayOffer[];
  readonly way: PaymentWay | null;
  readonly quote: QuoteView | null;
  readonly failure: PaymentFailure | null;
  /** The screen links to a swap: a failure a swap can fix (failureOffersSwap; TON is what most lack). */
  readonly offersSwap: boolean;
  /** The last invoice was closed without paying; nothing was charged. */
  readonly cancelled: boolean;
  /** The external wallet declined the last payment (a donation, back at its ways). */
  readonly declined: boolean;
  readonly activatesAt: string | null;
  /**
   * While paying, the intent being paid once the server has made it: a screen whose sheet is closed
   * meanwhile follows it to its outcome (the Stars invoice may be paid after the sheet is gone).
   */
  readonly pendingIntentId: string | null;
  /** Why the biometric prompt let nothing leave the balance at the last confirm; null otherwise. */
  readonly biometrics: BiometricRefusal | null;
}

const WAY_ORDER: readonly PaymentWay[] = ['internal', 'stars', 'external'];

const wayOffer = (price: WayPrice): WayOffer =>
  price.way === 'stars' ? { way: 'stars', stars: Number.parseInt(price.amount, 10) || 0 } : { way: price.way, ton: formatExactTokenAmount(price.amount) };

export function selectPurchaseView(snapshot: PurchaseSnapshot): PurchaseView {
  const { context } = snapshot;
  const step = PURCHASE_STEPS.find((tag) => snapshot.hasTag(tag)) ?? 'loading-offer';
  const ways = [...(context.offer?.ways ?? [])].sort((a, b) => WAY_ORDER.indexOf(a.way) - WAY_ORDER.indexOf(b.way)).map(wayOffer);
  const quote = context.quote;
  return {
    step,
    loading: snapshot.hasTag('loading'),
    ways,
    way: context.way,
    quote:
      quote === null
        ? null
        : {
            price: formatExactTokenAmount(quote.price),
            fee: formatExactTokenAmount(quote.fee),
            total: formatExactTokenAmount(quote.total),
            balance: formatExactTokenAmount(quote.balance),
            balanceAfter: formatExactTokenAmount(quote.balanceAfter),
            to: context.offer?.treasuryAddress ?? '',
          },
    failure: context.failure,
    offersSwap: step === 'failed' && failureOffersSwap(context.failure),
    cancelled: context.cancelled,
    declined: context.declined,
    activatesAt: context.activatesAt,
    pendingIntentId: context.payingIntentId,
    biometrics: context.biometrics,
  };
}
