/**
 * The speed's breakdown screen (issue 20 "Why is my speed what it is"): reads it once when opened;
 * a failure (or parts that do not add up to the speed) offers a retry.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { ApiFailure } from '../../shared/api-failure';
import { failureParams } from '../../shared/failures';
import { notProvided } from '../../shared/not-provided';
import type { SpeedBreakdown } from './types';

export interface SpeedContext {
  readonly breakdown: SpeedBreakdown | null;
}

export type SpeedEvent = { readonly type: 'speed.retry' };

export const speedMachine = setup({
  types: {} as { context: SpeedContext; events: SpeedEvent },
  actors: { load: fromPromise<SpeedBreakdown>(notProvided) },
  actions: { logFailure: (_, _params: { readonly failure: ApiFailure }) => notProvided() },
}).createMachine({
  id: 'speed',
  context: { breakdown: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading the speed part by part.',
      tags: ['loading'],
      invoke: {
        src: 'load',
        onDone: { target: 'ready', actions: assign({ breakdown: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: { type: 'logFailure', params: failureParams } },
      },
    },
    failed: {
      description: 'Nothing could be read; the screen offers a retry.',
      tags: ['failed'],
      on: { 'speed.retry': 'loading' },
    },
    ready: { description: 'The base speed and every boost in force, with its source and end.', tags: ['ready'] },
  },
});

export type SpeedSnapshot = SnapshotFrom<typeof speedMachine>;
