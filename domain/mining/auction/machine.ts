/**
 * The auction screen (seed 001 §2 "Auction screen", §4 "Auction claim", §7; docs/decisions/auction-and-donate.md
 * "Auction and donations (issue 23)").
 *
 * - The auction is read on opening; a one-second tick moves the countdown to the next UTC day on the
 *   server's clock, and when it reaches 0 (the share rises) the auction is read again (a failed
 *   re-read is tried again 30 s later), whichever sheet was open once it closes.
 * - The claim-all button (rules.ts `canClaim`) opens the claim sheet; confirming claims with one
 *   idempotency key per attempt, kept while its outcome is unknown, so a retry after a lost answer
 *   claims once. 'Unavailable amount' and 'Not enough gas' open the insufficient-balance sheet.
 * - A claim that is sending shows the processing sheet and polls the auction every 10 s; once it
 *   has landed the full-screen success shows; a failed send shows the failure sheet until it is
 *   acknowledged (the acknowledgement is kept on the device, so it is shown once per claim).
 *
 * Each state's tags name what the screen shows (selectors.ts reads them, never state names).
 */
import { assign, fromCallback, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { ApiFailure } from '../../shared/api-failure';
import { failureParamsOf } from '../../shared/failures';
import { notProvided } from '../../shared/not-provided';
import { pollingMachine } from '../../shared/polling';
import type { AuctionContext, AuctionInput, ReceivedAuction } from './context';
import type { AuctionEvent } from './events';
import { auctionFailureOfEvent, claimFailureOf, claimKeepsKey } from './failure';
import { auctionGuards } from './guards';
import { AUCTION_POLL_MS, DAY_REREAD_RETRY_MS, msUntilStale } from './rules';

export const auctionMachine = setup({
  types: {} as { context: AuctionContext; events: AuctionEvent; input: AuctionInput },
  actors: {
    load: fromPromise<ReceivedAuction>(notProvided),
    /** The polling of the auction while a claim is sending. */
    poll: pollingMachine,
    /** Sends 'clock.tick' with the device time every second. */
    ticker: fromCallback<AuctionEvent>(notProvided),
    /** /claim with this attempt's key. */
    claim: fromPromise<ReceivedAuction, { readonly idempotencyKey: string; readonly stake: boolean }>(notProvided),
  },
  actions: {
    logFailure: (_, _params: { readonly what: 'auction' | 'claim'; readonly failure: ApiFailure }) => notProvided(),
    /** Keeps this attempt's key, or makes one (provide.ts). */
    keepIdempotencyKey: assign({ idempotencyKey: ({ context }) => context.idempotencyKey ?? notProvided() }),
    /** Keeps the acknowledged failed claim on the device (provide.ts). */
    rememberAcknowledgement: (_, _params: { readonly claimId: string | null }) => notProvided(),
  },
  guards: auctionGuards,
  delays: {
    /** Until the held answer is from a past UTC day (0 when it already is). */
    untilDayTurns: ({ context }) => {
      const received = context.received;
      if (received === null) return 0;
      const answeredAt = Date.parse(received.auction.serverTime);
      return msUntilStale(answeredAt, answeredAt + Math.max(0, context.now - received.receivedAt));
    },
    dayRereadRetry: DAY_REREAD_RETRY_MS,
  },
}).createMachine({
  id: 'auction',
  context: ({ input }) => ({
    received: null,
    now: 0,
    failure: null,
    claimFailure: null,
    acknowledgedClaimId: input.acknowledgedClaimId,
    idempotencyKey: null,
    stake: false,
    waitDays: 1,
  }),
  invoke: { src: 'ticker' },
  on: {
    'clock.tick': { actions: assign({ now: ({ event }) => event.now }) },
    'calculator.wait': { actions: assign({ waitDays: ({ event }) => Math.max(0, Math.min(30, Math.floor(event.days))) }) },
  },
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading the auction.',
      tags: ['loading'],
      entry: assign({ failure: null }),
      invoke: {
        src: 'load',
        onDone: { target: 'ready', actions: assign({ received: ({ event }) => event.output }) },
        onError: [
          { guard: 'isAborted', target: 'failed' },
          { target: 'failed', actions: [assign({ failure: auctionFailureOfEvent }), { type: 'logFailure', params: failureParamsOf('auction') }] },
        ],
      },
    },
    failed: {
      description: 'The auction could not be read; the screen offers a retry.',
      tags: ['failed'],
      on: { 'auction.retry': 'loading' },
    },
    ready: {
      description: 'The auction is shown; its sheets open over it.',
      tags: ['ready'],
      initial: 'idle',
      states: {
        idle: {
          description: 'No sheet; a sending claim goes on processing, an unacknowledged failed one shows its sheet.',
          always: [
            { guard: 'isSending', target: 'processing' },
            { guard: 'hasUnacknowledgedFailure', target: 'claimFailed' },
          ],
          after: { untilDayTurns: 'dayTurned' },
          on: { 'claim.open': { guard: 'canClaim', target: 'confirming' } },
        },
        dayTurned: {
          description: 'The UTC day turned (the share rose): the auction is read again; the claim button waits for it.',
          invoke: {
            src: 'load',
            onDone: { target: 'idle', actions: assign({ received: ({ event }) => event.output }) },
            onError: [{ guard: 'isAborted', target: 'dayRereadFailed' }, { target: 'dayRereadFailed', actions: { type: 'logFailure', params: failureParamsOf('auction') } }],
          },
        },
        dayRereadFailed: {
          description: "The re-read failed: the screen keeps yesterday's answer, tries again 30 s later, and can still claim (the server decides the share).",
          after: { dayRereadRetry: 'dayTurned' },
          on: { 'claim.open': { guard: 'canClaim', target: 'confirming' } },
        },
        confirming: {
          description: 'The claim sheet: what the claim pays and its gas, with Claim all.',
          tags: ['claim-sheet'],
          on: {
            'claim.confirm': {
              target: 'claiming',
              // A kept key belongs to one choice: switching between claim and claim-and-stake is a new claim.
              actions: assign({
                idempotencyKey: ({ context, event }) => ((event.stake ?? false) === context.stake ? context.idempotencyKey : null),
                stake: ({ event }) => event.stake ?? false,
              }),
            },
            'sheet.close': { target: 'idle', actions: assign({ claimFailure: null }) } },
        },
        claiming: {
          description: "/claim with this attempt's key; presses meanwhile do nothing.",
          tags: ['claim-sheet', 'claiming'],
          entry: ['keepIdempotencyKey', assign({ claimFailure: null })],
          invoke: {
            src: 'claim',
            input: ({ context }) => ({ idempotencyKey: context.idempotencyKey ?? '', stake: context.stake }),
            onDone: { target: 'processing', actions: assign({ received: ({ event }) => event.output, idempotencyKey: null }) },
            onError: [
              { guard: 'isAborted', target: 'confirming' },
              // A refusal is an outcome: the next attempt is a new claim with a new key.
              { guard: 'refusedForBalance', target: 'insufficient', actions: assign({ claimFailure: ({ event }) => claimFailureOf(event.error), idempotencyKey: null }) },
              {
                target: 'confirming',
                actions: [
                  assign({
                    claimFailure: ({ event }) => claimFailureOf(event.error),
                    idempotencyKey: ({ context, event }) => (claimKeepsKey(claimFailureOf(event.error)) ? context.idempotencyKey : null),
                  }),
                  { type: 'logFailure', params: failureParamsOf('claim') },
                ],
              },
            ],
          },
        },
        insufficient: {
          description: "The insufficient-balance sheet: 'Unavailable amount' or 'Not enough gas', the TON needed and the deposit address.",
          tags: ['insufficient-sheet'],
          on: { 'sheet.close': { target: 'idle', actions: assign({ claimFailure: null }) } },
        },
        processing: {
          description: 'The processing sheet: the claim is sending; the auction is polled every 10 s until it has landed or failed.',
          tags: ['processing-sheet'],
          always: [
            { guard: 'hasLanded', target: 'success' },
            { guard: 'hasUnacknowledgedFailure', target: 'claimFailed' },
          ],
          invoke: { src: 'poll', input: { intervalMs: AUCTION_POLL_MS, pollAtStart: false } },
          // No target: the eventless transitions above are checked again after the answer is kept.
          on: { 'poll.answer': { actions: assign({ received: ({ event }) => event.output }) } },
        },
        success: {
          description: 'The full-screen success: the SWITCH is in the wallet.',
          tags: ['success'],
          on: { 'success.close': 'idle' },
        },
        claimFailed: {
          description: 'The failure sheet, until the user acknowledges it.',
          tags: ['failure-sheet'],
          on: {
            'failure.acknowledge': {
              target: 'idle',
              actions: [
                assign({ acknowledgedClaimId: ({ context }) => context.received?.auction.lastClaim?.claimId ?? null }),
                { type: 'rememberAcknowledgement', params: ({ context }) => ({ claimId: context.received?.auction.lastClaim?.claimId ?? null }) },
              ],
            },
          },
        },
      },
    },
  },
});

export type AuctionSnapshot = SnapshotFrom<typeof auctionMachine>;
