/**
 * The hall-of-fame donation (seed 001 §2 "Donate screens", §3 "Donation form", §4 "Donation"):
 * the hall of fame is read; the form (amount, default 100 and at least 99 TON, name, comment) is
 * checked by rules.ts; Donate opens the one purchase flow (PurchaseSheet, purpose 'donation'),
 * whose states are the seed's Idle, Pending, Success and Failed: the wallet way succeeds at once,
 * the external way waits for the wallet, a wallet error returns to the ways, a server error fails
 * with its message or 'An error occurred'. Closed once paid, the hall of fame is read again.
 *
 * Each state's tags name what the screen shows (selectors.ts reads them, never state names).
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { notProvided } from '../../shared/not-provided';
import type { DonateContext } from './context';
import type { DonateEvent } from './events';
import { donateFailureOfEvent } from './failure';
import { donateGuards } from './guards';
import { boundedText, COMMENT_MAX, HALL_OF_FAME_DEFAULT, NAME_MAX, sanitizeDonationAmount } from './rules';
import type { HallOfFame } from './types';

export const donateMachine = setup({
  types: {} as { context: DonateContext; events: DonateEvent },
  actors: {
    load: fromPromise<HallOfFame>(notProvided),
  },
  guards: donateGuards,
}).createMachine({
  id: 'donate',
  context: { form: { amountText: HALL_OF_FAME_DEFAULT, name: '', comment: '' }, hallOfFame: null, failure: null, showProblem: false },
  initial: 'loading',
  on: {
    'form.amount': { actions: assign({ form: ({ context, event }) => ({ ...context.form, amountText: sanitizeDonationAmount(event.value) }) }) },
    'form.name': { actions: assign({ form: ({ context, event }) => ({ ...context.form, name: boundedText(event.value, NAME_MAX) }) }) },
    'form.comment': { actions: assign({ form: ({ context, event }) => ({ ...context.form, comment: boundedText(event.value, COMMENT_MAX) }) }) },
  },
  states: {
    loading: {
      description: 'Reading the hall of fame; the form can be filled meanwhile.',
      tags: ['loading', 'editing'],
      invoke: {
        src: 'load',
        onDone: { target: 'editing', actions: assign({ hallOfFame: ({ event }) => event.output, failure: null }) },
        onError: { target: 'editing', actions: assign({ failure: donateFailureOfEvent }) },
      },
      on: { 'donate.submit': [{ guard: 'canDonate', target: 'paying' }, { actions: assign({ showProblem: true }) }] },
    },
    editing: {
      description: 'The form; Donate opens the purchase when the amount and the name are fine.',
      tags: ['editing'],
      on: {
        'donate.submit': [{ guard: 'canDonate', target: 'paying' }, { actions: assign({ showProblem: true }) }],
        'hallOfFame.retry': 'loading',
      },
    },
    paying: {
      description: "The purchase sheet: the ways, the confirmation, waiting, failure and success (Idle, Pending, Failed, Success).",
      tags: ['purchase-sheet'],
      on: {
        // Closed after the server recorded the donation: a fresh form, and the hall of fame read again.
        'purchase.paid': { target: 'loading', actions: assign({ form: { amountText: HALL_OF_FAME_DEFAULT, name: '', comment: '' }, showProblem: false }) },
        'purchase.close': 'editing',
      },
    },
  },
});

export type DonateSnapshot = SnapshotFrom<typeof donateMachine>;
