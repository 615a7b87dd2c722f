/**
 * The open-league task (seed 001 §4 "Open-league task. Badge, then trade, then done."; §2 the
 * open-league intro's buttons "get a DeFi badge" and "open trading"; docs/decisions/tasks.md "Tasks
 * (issue 20)", "Open league"): badge (the server records the DeFi badge), then trade (a TON swap
 * above $10 after the badge, checked by the server), then done (the boost granted once). The step
 * the sheet opens at is the server's: the task's doneAmount (0 no badge, 1 badge recorded).
 *
 * Each state's tags name what the sheet shows (selectOpenLeagueView reads them, never state names).
 */
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../../../shared/not-provided';
import type { SubscriptionConfirmed } from '../types';
import { openLeagueFailureOf, openLeagueFailureOfEvent, type OpenLeagueFailure } from './failure';

export interface OpenLeagueInput {
  /** The task's doneAmount as the server last answered: the steps already done. */
  readonly doneAmount: number;
}

export interface OpenLeagueContext {
  readonly doneAmount: number;
  readonly failure: OpenLeagueFailure | null;
}

export type OpenLeagueEvent = { readonly type: 'league.badge' } | { readonly type: 'league.check' };

export const openLeagueMachine = setup({
  types: {} as { context: OpenLeagueContext; events: OpenLeagueEvent; input: OpenLeagueInput },
  actors: {
    /** /boost/openLeague/badge with this press's idempotency key. */
    claimBadge: fromPromise<SubscriptionConfirmed>(notProvided),
    /** /boost/openLeague/check with this press's idempotency key. */
    checkTrade: fromPromise<SubscriptionConfirmed>(notProvided),
  },
  actions: {
    /** The server answered the task anew (the badge recorded, or the task granted): the tasks list is read again. */
    answered: (_, _params: { readonly confirmed: SubscriptionConfirmed }) => notProvided(),
  },
  guards: {
    hasBadge: ({ context }) => context.doneAmount >= 1,
    isNoBadge: ({ event }) => openLeagueFailureOf('error' in event ? event.error : undefined).type === 'no-league-badge',
  },
}).createMachine({
  id: 'openLeague',
  context: ({ input }) => ({ doneAmount: input.doneAmount, failure: null }),
  initial: 'opening',
  states: {
    opening: {
      description: 'Whether the server has already recorded the badge.',
      always: [{ guard: 'hasBadge', target: 'trade' }, { target: 'badge' }],
    },
    badge: {
      description: 'No badge yet: the sheet offers Get the DeFi badge.',
      tags: ['badge'],
      on: { 'league.badge': 'claiming' },
    },
    claiming: {
      description: 'The server records the badge (once; its time starts the trade window).',
      tags: ['badge', 'busy'],
      entry: assign({ failure: null }),
      invoke: {
        src: 'claimBadge',
        onDone: { target: 'trade', actions: [assign({ doneAmount: 1 }), { type: 'answered', params: ({ event }) => ({ confirmed: event.output }) }] },
        onError: { target: 'badge', actions: assign({ failure: openLeagueFailureOfEvent }) },
      },
    },
    trade: {
      description: 'The badge is recorded: the sheet offers Open trading (the swap screen) and Check.',
      tags: ['trade'],
      on: { 'league.check': 'checking' },
    },
    checking: {
      description: 'The server looks for a TON swap above $10 made after the badge.',
      tags: ['trade', 'busy'],
      entry: assign({ failure: null }),
      invoke: {
        src: 'checkTrade',
        onDone: { target: 'done', actions: { type: 'answered', params: ({ event }) => ({ confirmed: event.output }) } },
        onError: [
          { guard: 'isNoBadge', target: 'badge', actions: assign({ doneAmount: 0, failure: openLeagueFailureOfEvent }) },
          { target: 'trade', actions: assign({ failure: openLeagueFailureOfEvent }) },
        ],
      },
    },
    done: {
      description: 'Verified: the boost is granted.',
      tags: ['done'],
      type: 'final',
    },
  },
});
