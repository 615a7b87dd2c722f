/**
 * The mining home (seed 001 §2 "/mining", §4 "Mining"; MINING.md "The mining clock").
 *
 * - Opening it creates the user's mining record (idempotent on the server, so every opening may
 *   ask; the start parameter's referral code goes with it) and shows the record it answers.
 * - While it is open the record is polled every 30 s (domain/shared/polling.ts: paused while the
 *   app is hidden, stopped with this actor), and a one-second tick moves the live projection
 *   (projection.ts), the countdown and the storage's fill, all to the record's own deadline. The
 *   shown amount never decreases between two server answers, nor when an answer lands a little
 *   below what was projected; only a claim (the last-claim instant moved) starts it again.
 * - A claim carries an idempotency key made at the first press and reused by every retry of that
 *   claim, so a lost answer retried can never credit twice; a new press after success is a new key.
 *   A press with nothing mined does nothing.
 *
 * Each state's tags name what the screen shows (selectors.ts reads them, never state names).
 */
import { assign, fromCallback, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ApiFailure } from '../../shared/api-failure';
import { failureParamsOf } from '../../shared/failures';
import { notProvided } from '../../shared/not-provided';
import { pollingMachine } from '../../shared/polling';
import type { MiningHomeContext, MiningHomeInput, ReceivedClaim, ReceivedRecord } from './context';
import type { MiningHomeEvent } from './events';
import { miningFailureOfEvent } from './failure';
import { miningHomeGuards } from './guards';
import { MINING_POLL_MS, shownAfterAnswer, shownAfterTick } from './rules';

export const miningHomeMachine = setup({
  types: {} as { context: MiningHomeContext; events: MiningHomeEvent; input: MiningHomeInput },
  actors: {
    /** createUserMining: the record, created at the first opening. */
    open: fromPromise<ReceivedRecord, { readonly ref: string | null }>(notProvided),
    /** The polling of userMining (pollingMachine provided with the read). */
    poll: pollingMachine,
    /** Sends 'clock.tick' with the device time every MINING_TICK_MS. */
    ticker: fromCallback<MiningHomeEvent>(notProvided),
    claim: fromPromise<ReceivedClaim, { readonly idempotencyKey: string }>(notProvided),
  },
  actions: {
    logFailure: (_, _params: { readonly what: 'open' | 'claim'; readonly failure: ApiFailure }) => notProvided(),
    /** Keeps this claim's idempotency key, or makes one (provide.ts). */
    keepClaimKey: assign({ claimKey: ({ context }) => context.claimKey ?? notProvided() }),
  },
  guards: miningHomeGuards,
}).createMachine({
  id: 'miningHome',
  context: ({ input }) => ({
    ref: input.ref ?? null,
    mining: null,
    basis: null,
    shownUnits: '0',
    now: 0,
    loadFailure: null,
    claimKey: null,
    claimFailure: null,
    lastClaim: null,
  }),
  initial: 'opening',
  states: {
    opening: {
      description: 'createUserMining: creates the record at the first opening, answers it every time.',
      tags: ['loading'],
      entry: assign({ loadFailure: null }),
      invoke: {
        src: 'open',
        input: ({ context }) => ({ ref: context.ref }),
        onDone: { target: 'open', actions: assign(({ context, event }) => shownAfterAnswer(context, event.output)) },
        onError: [
          { guard: 'isAborted', target: 'failed' },
          { target: 'failed', actions: [assign({ loadFailure: miningFailureOfEvent }), { type: 'logFailure', params: failureParamsOf('open') }] },
        ],
      },
    },
    failed: {
      description: 'The record could not be read; the screen offers a retry.',
      tags: ['failed'],
      on: { 'mining.retry': 'opening' },
    },
    open: {
      description: 'The record is shown, polled and projected live; the claim button works.',
      tags: ['ready'],
      type: 'parallel',
      invoke: { src: 'ticker' },
      on: {
        'poll.answer': { actions: assign(({ context, event }) => shownAfterAnswer(context, event.output)) },
        'record.received': { actions: assign(({ context, event }) => shownAfterAnswer(context, event)) },
        'clock.tick': { actions: assign(({ context, event }) => shownAfterTick(context, event.now)) },
      },
      states: {
        record: {
          initial: 'polling',
          states: {
            polling: {
              description: 'The record is read every 30 s while the app is visible.',
              invoke: { src: 'poll', input: { intervalMs: MINING_POLL_MS } },
              on: { 'mining.refresh': { target: 'polling', reenter: true } },
            },
          },
        },
        claim: {
          initial: 'idle',
          states: {
            idle: {
              description: 'Nothing claimed yet on this visit.',
              tags: ['claim-idle'],
              on: { 'claim.press': { guard: 'hasSomethingToClaim', target: 'claiming' } },
            },
            claiming: {
              description: "/claimMining with this claim's key; presses meanwhile do nothing.",
              tags: ['claiming'],
              entry: ['keepClaimKey', assign({ claimFailure: null })],
              invoke: {
                src: 'claim',
                input: ({ context }) => ({ idempotencyKey: context.claimKey ?? '' }),
                onDone: {
                  target: 'done',
                  actions: assign(({ context, event }) => ({
                    // The claim reset the clock: the amount starts again from the server's.
                    ...shownAfterAnswer({ ...context, shownUnits: '0' }, { record: event.output.receipt, receivedAt: event.output.receivedAt }),
                    lastClaim: event.output.receipt,
                    claimKey: null,
                  })),
                },
                onError: [
                  { guard: 'isAborted', target: 'failed' },
                  { target: 'failed', actions: [assign({ claimFailure: miningFailureOfEvent }), { type: 'logFailure', params: failureParamsOf('claim') }] },
                ],
              },
            },
            done: {
              description: 'The claim was credited; a new press is a new claim with a new key.',
              tags: ['claimed'],
              on: { 'claim.press': { guard: 'hasSomethingToClaim', target: 'claiming' } },
            },
            failed: {
              description: 'The claim failed or its answer was lost; pressing again retries with the same key.',
              tags: ['claim-failed'],
              on: { 'claim.press': { guard: 'hasSomethingToClaim', target: 'claiming' } },
            },
          },
        },
      },
    },
  },
});

export type MiningHomeSnapshot = SnapshotFrom<typeof miningHomeMachine>;
export type MiningHomeActor = ActorRefFrom<typeof miningHomeMachine>;
