/**
 * An alliance's page (seed 001 §2 "Alliance detail", §4 "Alliance"): read by name; an unknown name
 * is its own state; join and leave save, then read it again (the seed's "then refreshes").
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { ApiFailure } from '../../shared/api-failure';
import { failureOf } from '../../shared/api-failure';
import { failureParamsOf } from '../../shared/failures';
import { notProvided } from '../../shared/not-provided';
import type { Alliance } from './types';

export interface AllianceContext {
  readonly name: string;
  readonly alliance: Alliance | null;
  readonly saveFailed: boolean;
}

export type AllianceEvent = { readonly type: 'alliance.join' } | { readonly type: 'alliance.leave' } | { readonly type: 'alliance.retry' };

const isNotFound = ({ event }: { readonly event: object }): boolean => {
  const failure = failureOf('error' in event ? event.error : undefined);
  return failure.type === 'rejected' && (failure.code === 'no-alliance' || failure.status === 404 || failure.status === 400);
};

export const allianceMachine = setup({
  types: {} as { context: AllianceContext; events: AllianceEvent; input: { readonly name: string } },
  actors: {
    load: fromPromise<Alliance, string>(notProvided),
    save: fromPromise<unknown, { readonly name: string | null }>(notProvided),
  },
  actions: {
    logFailure: (_, _params: { readonly what: 'alliance' | 'save'; readonly failure: ApiFailure }) => notProvided(),
  },
  guards: { isNotFound },
}).createMachine({
  id: 'alliance',
  context: ({ input }) => ({ name: input.name, alliance: null, saveFailed: false }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'load',
        input: ({ context }) => context.name,
        onDone: { target: 'ready', actions: assign({ alliance: ({ event }) => event.output }) },
        onError: [{ guard: 'isNotFound', target: 'notFound' }, { target: 'failed', actions: { type: 'logFailure', params: failureParamsOf('alliance') } }],
      },
    },
    notFound: { description: 'No alliance has this name.', tags: ['not-found'] },
    failed: { tags: ['failed'], on: { 'alliance.retry': 'loading' } },
    ready: {
      tags: ['ready'],
      initial: 'idle',
      states: {
        idle: {
          on: {
            'alliance.join': { target: 'saving', actions: assign({ saveFailed: false }) },
            'alliance.leave': { target: 'leaving', actions: assign({ saveFailed: false }) },
          },
        },
        saving: {
          tags: ['saving'],
          invoke: {
            src: 'save',
            input: ({ context }) => ({ name: context.name }),
            onDone: { target: '#alliance.loading' },
            onError: { target: 'idle', actions: [assign({ saveFailed: true }), { type: 'logFailure', params: failureParamsOf('save') }] },
          },
        },
        leaving: {
          tags: ['saving'],
          invoke: {
            src: 'save',
            input: () => ({ name: null }),
            onDone: { target: '#alliance.loading' },
            onError: { target: 'idle', actions: [assign({ saveFailed: true }), { type: 'logFailure', params: failureParamsOf('save') }] },
          },
        },
      },
    },
  },
});

export type AllianceSnapshot = SnapshotFrom<typeof allianceMachine>;
