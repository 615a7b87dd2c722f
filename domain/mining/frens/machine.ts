/**
 * The friends screen (seed 001 §2 "Frens screen", §4 "Friends list"; docs/decisions/frens-guilds-ranks.md "Friends,
 * guilds and ranks (issue 21)").
 *
 * - Loads the referral stats and the configuration (the invite code, the contest) together; a
 *   failure offers a retry.
 * - The friends list is the shared paged list (10 a page by the server's next token until none),
 *   each page read with its ledger page; it runs as the child `friends`.
 * - A one-second tick moves the contest's countdown on the server's clock.
 * - Invite hands the link and a text to the messenger's share.
 */
import { assign, fromCallback, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { failureParamsOf } from '../../shared/failures';
import { notProvided } from '../../shared/not-provided';
import { createPagedListMachine } from '../../shared/paged-list-machine';
import type { ApiFailure } from '../../shared/api-failure';
import { FRIENDS_PAGE_SIZE } from './rules';
import type { FriendEntry, FrensConfig, ReferralStats } from './types';

export const friendsListMachine = createPagedListMachine<FriendEntry, null>({ id: 'friends', pageSize: FRIENDS_PAGE_SIZE, keyOf: (entry) => entry.key });

export interface FrensLoaded {
  readonly stats: ReferralStats;
  readonly config: FrensConfig;
  readonly receivedAt: number;
}

export interface FrensContext {
  readonly loaded: FrensLoaded | null;
  readonly now: number;
  readonly failed: boolean;
}

export type FrensEvent =
  | { readonly type: 'frens.retry' }
  | { readonly type: 'frens.invite'; readonly link: string; readonly text: string }
  | { readonly type: 'clock.tick'; readonly now: number };

export const frensMachine = setup({
  types: {} as { context: FrensContext; events: FrensEvent },
  actors: {
    load: fromPromise<FrensLoaded>(notProvided),
    friends: friendsListMachine,
    ticker: fromCallback<FrensEvent>(notProvided),
  },
  actions: {
    share: (_, _params: { readonly link: string; readonly text: string }) => notProvided(),
    logFailure: (_, _params: { readonly what: 'frens'; readonly failure: ApiFailure }) => notProvided(),
  },
}).createMachine({
  id: 'frens',
  context: { loaded: null, now: 0, failed: false },
  invoke: { src: 'ticker' },
  on: { 'clock.tick': { actions: assign({ now: ({ event }) => event.now }) } },
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading the referral stats and the configuration.',
      tags: ['loading'],
      entry: assign({ failed: false }),
      invoke: {
        src: 'load',
        onDone: { target: 'ready', actions: assign({ loaded: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: [assign({ failed: true }), { type: 'logFailure', params: failureParamsOf('frens') }] },
      },
    },
    failed: {
      description: 'Nothing could be read; the screen offers a retry.',
      tags: ['failed'],
      on: { 'frens.retry': 'loading' },
    },
    ready: {
      description: 'Stats, invite and contest shown; the friends list pages on.',
      tags: ['ready'],
      invoke: { id: 'friends', src: 'friends', input: () => null },
      on: { 'frens.invite': { actions: { type: 'share', params: ({ event }) => ({ link: event.link, text: event.text }) } } },
    },
  },
});

export type FrensSnapshot = SnapshotFrom<typeof frensMachine>;
