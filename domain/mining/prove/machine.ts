/**
 * The proof of humanity's screens (seed 001 §2 "Proof of humanity screens", §4 "Proof status", §7;
 * docs/decisions/prove.md "Proof of humanity (issue 23)").
 *
 * - The info is read, and its status decides the screen (rules.ts `proveRouteOf`): the intro with
 *   the ways to pay, the loader, the code, the failure, the success, or away to mining.
 * - Paying is the one purchase flow's (the intro's sheet); once paid the info is read again.
 * - The loader polls the info every 5 s and the user's record every 30 s while the app is visible.
 * - The code: 6 boxes, digits only; checked once every box holds one; a refusal clears the boxes.
 *
 * Each state's tags name what the screen shows (selectors.ts reads them, never state names).
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { ApiFailure } from '../../shared/api-failure';
import { failureParamsOf } from '../../shared/failures';
import { notProvided } from '../../shared/not-provided';
import { pollingMachine } from '../../shared/polling';
import type { ProveContext } from './context';
import type { ProveEvent } from './events';
import { codeFailureOfEvent, proveFailureOfEvent } from './failure';
import { proveGuards } from './guards';
import { completeCode, EMPTY_CODE, enterDigits, eraseDigit, PROVE_POLL_MS } from './rules';
import type { ProveConfirmed, ProveInfo } from './types';

const routing = [
  { guard: 'goesToMining', target: '#prove.away' },
  { guard: 'goesToLoader', target: '#prove.loader' },
  { guard: 'goesToCode', target: '#prove.code' },
  { guard: 'goesToFailed', target: '#prove.failedProof' },
  { guard: 'goesToSuccess', target: '#prove.verified' },
  { target: '#prove.intro' },
] as const;

export const proveMachine = setup({
  types: {} as { context: ProveContext; events: ProveEvent },
  actors: {
    load: fromPromise<ProveInfo>(notProvided),
    /** The info every 5 s ({ kind: 'info' }). */
    pollInfo: pollingMachine,
    /** The user's record every 30 s ({ kind: 'user' }). */
    pollUser: pollingMachine,
    /** confirmProve with the code. */
    confirm: fromPromise<ProveConfirmed, string>(notProvided),
  },
  actions: {
    logFailure: (_, _params: { readonly what: 'info' | 'code'; readonly failure: ApiFailure }) => notProvided(),
  },
  guards: proveGuards,
}).createMachine({
  id: 'prove',
  context: { info: null, confirmedHere: false, failure: null, boxes: EMPTY_CODE, focus: 0, codeFailure: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading the info: its status decides the screen.',
      tags: ['loading'],
      entry: assign({ failure: null }),
      invoke: {
        src: 'load',
        onDone: { target: 'routing', actions: assign({ info: ({ event }) => event.output }) },
        onError: [
          { guard: 'isAborted', target: 'loadFailed' },
          { target: 'loadFailed', actions: [assign({ failure: proveFailureOfEvent }), { type: 'logFailure', params: failureParamsOf('info') }] },
        ],
      },
    },
    loadFailed: {
      description: 'The info could not be read; the screen offers a retry.',
      tags: ['load-failed'],
      on: { 'prove.retry': 'loading' },
    },
    routing: {
      description: 'Where the status sends the user (rules.ts proveRouteOf).',
      tags: ['loading'],
      always: [...routing],
    },
    intro: {
      description: 'The ways to verify and their cost; the purchase sheet pays.',
      tags: ['intro'],
      on: { 'purchase.paid': 'loading' },
    },
    loader: {
      description: 'A paid proof on its way: the info polled every 5 s, the user’s record every 30 s.',
      tags: ['loader'],
      invoke: [
        { src: 'pollInfo', input: { intervalMs: PROVE_POLL_MS.info, pollAtStart: false, subject: 'info' } },
        { src: 'pollUser', input: { intervalMs: PROVE_POLL_MS.userData, pollAtStart: false, subject: 'user' } },
      ],
      on: {
        'poll.answer': [
          {
            guard: 'leavesLoader',
            target: 'routing',
            actions: assign(({ context, event }) =>
              event.output.kind === 'info'
                ? { info: event.output.info }
                : { info: context.info === null ? null : { ...context.info, confirmProve: true }, confirmedHere: true },
            ),
          },
          { actions: assign({ info: ({ context, event }) => (event.output.kind === 'info' ? event.output.info : context.info) }) },
        ],
      },
    },
    code: {
      description: 'Six boxes for the code from the transfer’s comment; checked once all are filled.',
      tags: ['code'],
      entry: assign({ boxes: EMPTY_CODE, focus: 0, codeFailure: null }),
      on: { 'code.focus': { actions: assign({ focus: ({ event }) => event.index }) } },
      initial: 'editing',
      states: {
        editing: {
          description: 'Typing; the last digit sends the code.',
          on: {
            'code.input': [
              { guard: 'completesCode', target: 'checking', actions: assign(({ context, event }) => ({ ...enterDigits(context.boxes, event.index, event.text), codeFailure: null })) },
              { actions: assign(({ context, event }) => ({ ...enterDigits(context.boxes, event.index, event.text), codeFailure: null })) },
            ],
            'code.erase': { actions: assign(({ context, event }) => eraseDigit(context.boxes, event.index)) },
          },
        },
        checking: {
          description: 'confirmProve with the code; the boxes wait.',
          tags: ['checking'],
          invoke: {
            src: 'confirm',
            input: ({ context }) => completeCode(context.boxes) ?? '',
            onDone: {
              target: '#prove.verified',
              actions: assign(({ context }) => ({ confirmedHere: true, info: context.info === null ? null : { ...context.info, confirmProve: true } })),
            },
            onError: [
              { guard: 'isAborted', target: 'editing' },
              {
                target: 'editing',
                actions: [assign({ codeFailure: codeFailureOfEvent, boxes: EMPTY_CODE, focus: 0 }), { type: 'logFailure', params: failureParamsOf('code') }],
              },
            ],
          },
        },
      },
    },
    failedProof: {
      description: 'The verification transaction failed (internalError); try again pays again.',
      tags: ['failed'],
      on: { 'prove.retry': 'intro' },
    },
    verified: {
      description: 'Proven human: +5 % on every claim from now on.',
      tags: ['success'],
      type: 'final',
    },
    away: {
      description: 'Not in a human group, past the deadline, or proven before: the screen goes to mining.',
      tags: ['away'],
      type: 'final',
    },
  },
});

export type ProveSnapshot = SnapshotFrom<typeof proveMachine>;
