/**
 * The guilds screen (seed 001 §2 "Guilds screen", §4 "Alliance", §5 "Alliance input";
 * docs/decisions/frens-guilds-ranks.md "Friends, guilds and ranks (issue 21)").
 *
 * - Reads the rank card first: the carousel starts on the user's own rank.
 * - The leaderboard of the shown rank and variant (individual or alliance) is read on every change;
 *   the carousel wraps both ways (rules.ts).
 * - Join or create: the name typed is read by allianceNameFrom; a join that fails says 'Failed to
 *   join the alliance'; a join that succeeds opens the alliance's page.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { ApiFailure } from '../../shared/api-failure';
import { failureParamsOf, isAborted } from '../../shared/failures';
import { notProvided } from '../../shared/not-provided';
import { GUILD_RANKS, startIndexFor, wrapIndex } from './rules';
import type { AllianceLeaderboard, GuildLeaderboard, GuildVariant, RankCard } from './types';

export type Board = { readonly variant: 'individual'; readonly board: GuildLeaderboard } | { readonly variant: 'alliance'; readonly board: AllianceLeaderboard };

export interface GuildsContext {
  readonly variant: GuildVariant;
  readonly index: number;
  readonly card: RankCard | null;
  readonly board: Board | null;
  readonly joinFailed: boolean;
}

export type GuildsEvent =
  | { readonly type: 'variant.select'; readonly variant: GuildVariant }
  | { readonly type: 'rank.step'; readonly step: number }
  | { readonly type: 'alliance.join'; readonly name: string }
  | { readonly type: 'guilds.retry' };

const rankAt = (index: number): number => GUILD_RANKS[index]?.rank ?? 1;

export const guildsMachine = setup({
  types: {} as { context: GuildsContext; events: GuildsEvent },
  actors: {
    loadCard: fromPromise<RankCard>(notProvided),
    loadBoard: fromPromise<Board, { readonly variant: GuildVariant; readonly rank: number }>(notProvided),
    join: fromPromise<string, string>(notProvided),
  },
  actions: {
    openAlliance: (_, _params: { readonly name: string }) => notProvided(),
    logFailure: (_, _params: { readonly what: 'card' | 'board' | 'join'; readonly failure: ApiFailure }) => notProvided(),
  },
  guards: { isAborted },
}).createMachine({
  id: 'guilds',
  context: { variant: 'individual', index: 0, card: null, board: null, joinFailed: false },
  initial: 'loading',
  states: {
    loading: {
      description: "Reading the rank card: the carousel starts on the user's rank.",
      tags: ['loading'],
      invoke: {
        src: 'loadCard',
        onDone: { target: 'ready', actions: assign({ card: ({ event }) => event.output, index: ({ event }) => startIndexFor(event.output.guild) }) },
        onError: { target: 'failed', actions: { type: 'logFailure', params: failureParamsOf('card') } },
      },
    },
    failed: { description: 'The rank card could not be read; the screen offers a retry.', tags: ['failed'], on: { 'guilds.retry': 'loading' } },
    ready: {
      type: 'parallel',
      tags: ['ready'],
      states: {
        board: {
          initial: 'loading',
          on: {
            'variant.select': { target: '.loading', reenter: true, actions: assign({ variant: ({ event }) => event.variant, board: null }) },
            'rank.step': { target: '.loading', reenter: true, actions: assign({ index: ({ context, event }) => wrapIndex(context.index, event.step), board: null }) },
          },
          states: {
            loading: {
              description: 'Reading the leaderboard of the shown rank and variant.',
              tags: ['board-loading'],
              invoke: {
                src: 'loadBoard',
                input: ({ context }) => ({ variant: context.variant, rank: rankAt(context.index) }),
                onDone: { target: 'shown', actions: assign({ board: ({ event }) => event.output }) },
                onError: [{ guard: 'isAborted', target: 'shown' }, { target: 'failed', actions: { type: 'logFailure', params: failureParamsOf('board') } }],
              },
            },
            shown: { description: 'The leaderboard is shown.' },
            failed: { description: 'The leaderboard could not be read.', tags: ['board-failed'], on: { 'guilds.retry': 'loading' } },
          },
        },
        join: {
          initial: 'idle',
          states: {
            idle: { on: { 'alliance.join': { target: 'joining' } } },
            joining: {
              description: 'Joining (or creating) the alliance typed; presses meanwhile do nothing.',
              tags: ['joining'],
              entry: assign({ joinFailed: false }),
              invoke: {
                src: 'join',
                input: ({ event }) => (event.type === 'alliance.join' ? event.name : ''),
                onDone: { target: 'idle', actions: { type: 'openAlliance', params: ({ event }) => ({ name: event.output }) } },
                onError: { target: 'idle', actions: [assign({ joinFailed: true }), { type: 'logFailure', params: failureParamsOf('join') }] },
              },
            },
          },
        },
      },
    },
  },
});

export type GuildsSnapshot = SnapshotFrom<typeof guildsMachine>;
