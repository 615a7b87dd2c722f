/**
 * The mining home (seed 001 §2 "/mining", §4 "Mining"; MINING.md "The mining clock").
 *
 * - Opening it creates the user's mining record (idempotent on the server, so every opening may
 *   ask; the start parameter's referral code goes with it) and shows the record it answers.
 * - While it is open the record is polled every 30 s (domain/shared/polling.ts: paused while the
 *   app is hidden, stopped with this actor), and a one-second tick moves the live projection
 *   (projection.ts) and the countdown to a full storage. The shown amount never decreases between
 *   two server answers, nor when an answer lands a little below what was projected; only a claim
 *   (the last-claim instant moved) starts it again from the server's amount.
 * - A claim carries an idempotency key made at the first press and reused by every retry of that
 *   claim, so a lost answer retried can never credit twice; a new press after success is a new key.
 */
import { assign, fromCallback, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ApiFailure } from '../../shared/api-failure';
import { failureOfEvent, failureParamsOf, isAborted } from '../../shared/failures';
import { notProvided } from '../../shared/not-provided';
import { pollingMachine, type PollAnswerEvent } from '../../shared/polling';
import type { ClaimReceipt, MiningRecord, UserMining } from '../shared/types';
import { basisOf, projectedUnits, type ProjectionBasis } from './projection';

/** seed 001 §9: mining info is polled every 30 s. */
export const MINING_POLL_MS = 30_000;
/** How often the live amount and the countdown move. */
export const MINING_TICK_MS = 1_000;

/** A server answer with the device-clock instant it arrived (for the server-time offset). */
export interface ReceivedRecord {
  readonly record: MiningRecord;
  readonly receivedAt: number;
}

export interface ReceivedClaim {
  readonly receipt: ClaimReceipt;
  readonly receivedAt: number;
}

export interface MiningHomeInput {
  /** The start parameter's referral code, when the app was launched from an invite link. */
  readonly ref?: string | null | undefined;
}

export interface MiningHomeContext {
  readonly ref: string | null;
  readonly mining: UserMining | null;
  readonly basis: ProjectionBasis | null;
  /** 1e-9 SWITCH shown now (decimal digits; bigint does not serialise). */
  readonly shownUnits: string;
  /** The device clock at the last tick or answer. */
  readonly now: number;
  readonly loadFailure: ApiFailure | null;
  readonly claimKey: string | null;
  readonly claimFailure: ApiFailure | null;
  readonly lastClaim: ClaimReceipt | null;
}

export type MiningHomeEvent =
  | { readonly type: 'clock.tick'; readonly now: number }
  | PollAnswerEvent<ReceivedRecord>
  /** A record another flow received (a burn's receipt carries the new record). */
  | { readonly type: 'record.received'; readonly record: MiningRecord; readonly receivedAt: number }
  | { readonly type: 'mining.retry' }
  /** Read the record now (a purchase just changed it); the polling starts over. */
  | { readonly type: 'mining.refresh' }
  | { readonly type: 'claim.press' };

/** The amount to show after an answer: the projection, kept from going back unless a claim reset the clock. */
function shownAfterAnswer(context: MiningHomeContext, received: ReceivedRecord): Pick<MiningHomeContext, 'mining' | 'basis' | 'shownUnits' | 'now'> {
  const basis = basisOf(received.record, received.receivedAt);
  const projected = projectedUnits(basis, received.receivedAt);
  const claimedSince = context.basis !== null && context.basis.lastClaimAt !== basis.lastClaimAt;
  const shown = BigInt(context.shownUnits);
  return {
    mining: received.record.mining,
    basis,
    shownUnits: String(claimedSince || projected > shown ? projected : shown),
    now: received.receivedAt,
  };
}

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
  guards: { isAborted },
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
      entry: assign({ loadFailure: null }),
      invoke: {
        src: 'open',
        input: ({ context }) => ({ ref: context.ref }),
        onDone: { target: 'open', actions: assign(({ context, event }) => shownAfterAnswer(context, event.output)) },
        onError: [
          { guard: 'isAborted', target: 'failed' },
          { target: 'failed', actions: [assign({ loadFailure: failureOfEvent }), { type: 'logFailure', params: failureParamsOf('open') }] },
        ],
      },
    },
    failed: {
      description: 'The record could not be read; the screen offers a retry.',
      on: { 'mining.retry': 'opening' },
    },
    open: {
      description: 'The record is shown, polled and projected live; the claim button works.',
      type: 'parallel',
      invoke: { src: 'ticker' },
      on: {
        'poll.answer': { actions: assign(({ context, event }) => shownAfterAnswer(context, event.output)) },
        'record.received': { actions: assign(({ context, event }) => shownAfterAnswer(context, event)) },
        'clock.tick': {
          actions: assign(({ context, event }) => {
            if (context.basis === null) return { now: event.now };
            const projected = projectedUnits(context.basis, event.now);
            return { now: event.now, shownUnits: String(projected > BigInt(context.shownUnits) ? projected : BigInt(context.shownUnits)) };
          }),
        },
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
              on: { 'claim.press': 'claiming' },
            },
            claiming: {
              description: '/claimMining with this claim\'s key; presses meanwhile do nothing.',
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
                  { target: 'failed', actions: [assign({ claimFailure: failureOfEvent }), { type: 'logFailure', params: failureParamsOf('claim') }] },
                ],
              },
            },
            done: {
              description: 'The claim was credited; a new press is a new claim with a new key.',
              on: { 'claim.press': 'claiming' },
            },
            failed: {
              description: 'The claim failed or its answer was lost; pressing again retries with the same key.',
              on: { 'claim.press': 'claiming' },
            },
          },
        },
      },
    },
  },
});

export type MiningHomeSnapshot = SnapshotFrom<typeof miningHomeMachine>;
export type MiningHomeActor = ActorRefFrom<typeof miningHomeMachine>;
