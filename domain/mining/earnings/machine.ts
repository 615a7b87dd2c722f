/**
 * The mined-per-day chart on the mining home (issue 38 "Mining in pictures"): read when the screen
 * opens and again after each claim (the screen sends `earnings.refresh` when the record's last claim
 * moves), keeping the days it has while the new ones are read; a failure offers a retry.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { ApiFailure } from '../../shared/api-failure';
import { failureParams, isAborted } from '../../shared/failures';
import { notProvided } from '../../shared/not-provided';
import type { MinedByDay } from './types';

export interface EarningsContext {
  readonly mined: MinedByDay | null;
}

export type EarningsEvent = { readonly type: 'earnings.retry' } | { readonly type: 'earnings.refresh' };

export const earningsMachine = setup({
  types: {} as { context: EarningsContext; events: EarningsEvent },
  actors: { load: fromPromise<MinedByDay>(notProvided) },
  actions: { logFailure: (_, _params: { readonly failure: ApiFailure }) => notProvided() },
}).createMachine({
  id: 'earnings',
  context: { mined: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading the days (the ones already shown stay while a refresh reads).',
      tags: ['loading'],
      invoke: {
        src: 'load',
        onDone: { target: 'ready', actions: assign({ mined: ({ event }) => event.output }) },
        onError: [{ guard: isAborted, target: 'failed' }, { target: 'failed', actions: { type: 'logFailure', params: failureParams } }],
      },
      // A claim landing while the days are read: read again, so the answer includes it.
      on: { 'earnings.refresh': { target: 'loading', reenter: true } },
    },
    failed: {
      description: 'The days could not be read; the chart offers a retry.',
      tags: ['failed'],
      on: { 'earnings.retry': 'loading', 'earnings.refresh': 'loading' },
    },
    ready: {
      description: 'The last 30 UTC days, drawn and tabulated.',
      tags: ['ready'],
      on: { 'earnings.refresh': 'loading' },
    },
  },
});

export type EarningsSnapshot = SnapshotFrom<typeof earningsMachine>;
