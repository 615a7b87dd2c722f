/** What the autoclaim sheet shows, as plain data from the machine's snapshot. */
import type { SnapshotFrom } from 'xstate';
import type { PaymentFailure, PaymentWay } from '../../payment/types';
import type { AutoclaimOffer, autoclaimMachine } from './machine';

export type AutoclaimSnapshot = SnapshotFrom<typeof autoclaimMachine>;

export type AutoclaimStep = 'loading' | 'offer-failed' | 'choosing' | 'confirming' | 'paying' | 'failed' | 'activated';

export interface AutoclaimView {
  readonly step: AutoclaimStep;
  readonly offer: AutoclaimOffer | null;
  readonly way: PaymentWay | null;
  readonly failure: PaymentFailure | null;
  /** A short balance: the sheet offers to get TON with a swap. */
  readonly offersSwap: boolean;
}

const STEPS: readonly (readonly [string, AutoclaimStep])[] = [
  ['loading', 'loading'],
  ['offerFailed', 'offer-failed'],
  ['choosing', 'choosing'],
  ['confirming', 'confirming'],
  ['paying', 'paying'],
  ['failed', 'failed'],
  ['activated', 'activated'],
];

export function selectAutoclaimView(snapshot: AutoclaimSnapshot): AutoclaimView {
  const step = STEPS.find(([state]) => snapshot.matches(state as never))?.[1] ?? 'loading';
  const { context } = snapshot;
  return {
    step,
    offer: context.offer,
    way: context.way,
    failure: context.failure,
    // Seed 001 §8: autoclaim errors offer go-to-swap; it helps whenever TON is what is missing.
    offersSwap: step === 'failed',
  };
}
