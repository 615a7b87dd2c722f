/**
 * The create-coin task's sheet (seed 001 §9 "Create-coin task: up to 5 coins, 24 h each"; docs/
 * decisions/tasks.md "Tasks (issue 20)", "Create-coin task"): the user pastes the creation transaction
 * hash of a coin made on BigPump; a text that names no hash is refused here (nothing is sent);
 * otherwise the server counts the coin or says why not. Each counted coin clears the field for the
 * next; the fifth ends the flow. One idempotency key per press (provide.ts).
 *
 * Each state's tags name what the sheet shows (selectCreateCoinView reads them, never state names).
 */
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../../../shared/not-provided';
import { taskRefusalOf, type TasksFailure } from '../failure';
import type { CoinCounted, CountedCoin } from './port';
import { parseCoinHash } from './rules';

export type CreateCoinFailure =
  /** The text names no transaction hash (checked before sending). */
  | { readonly type: 'invalid-hash' }
  | { readonly type: 'unknown-coin' }
  | { readonly type: 'coin-not-yours' }
  | { readonly type: 'coin-before-mining' }
  | { readonly type: 'coin-counted' }
  | { readonly type: 'coins-done' }
  | TasksFailure;

const REFUSALS = ['unknown-coin', 'coin-not-yours', 'coin-before-mining', 'coin-counted', 'coins-done'] as const;

export const createCoinFailureOf = (error: unknown): CreateCoinFailure => taskRefusalOf(error, REFUSALS);

export interface CreateCoinInput {
  /** The coins counted so far and the most that count (the task's doneAmount and maxAmount). */
  readonly doneAmount: number;
  readonly maxAmount: number;
}

export interface CreateCoinContext extends CreateCoinInput {
  readonly text: string;
  readonly failure: CreateCoinFailure | null;
  /** The coin the last press counted. */
  readonly counted: CountedCoin | null;
}

export type CreateCoinEvent = { readonly type: 'hash.change'; readonly value: string } | { readonly type: 'hash.submit' };

export const createCoinMachine = setup({
  types: {} as { context: CreateCoinContext; events: CreateCoinEvent; input: CreateCoinInput },
  actors: {
    /** /v2/check/hash with the normalised hash and this press's idempotency key. */
    check: fromPromise<CoinCounted, string>(notProvided),
  },
  actions: {
    /** A coin was counted: the tasks list is read again. */
    counted: (_, _params: { readonly counted: CoinCounted }) => notProvided(),
  },
  guards: {
    allCounted: ({ context }) => context.doneAmount >= context.maxAmount,
    namesHash: ({ context }) => parseCoinHash(context.text) !== null,
  },
}).createMachine({
  id: 'createCoin',
  context: ({ input }) => ({ ...input, text: '', failure: null, counted: null }),
  initial: 'opening',
  states: {
    opening: {
      description: 'Whether every coin that counts is counted already.',
      always: [{ guard: 'allCounted', target: 'done' }, { target: 'editing' }],
    },
    editing: {
      description: 'The hash field: the user pastes or types a coin’s creation transaction hash.',
      tags: ['editing'],
      on: {
        'hash.change': { actions: assign({ text: ({ event }) => event.value, failure: null }) },
        'hash.submit': [{ guard: 'namesHash', target: 'checking' }, { actions: assign({ failure: { type: 'invalid-hash' } }) }],
      },
    },
    checking: {
      description: 'The server looks the coin up in BigPump’s records and counts it once.',
      tags: ['editing', 'busy'],
      entry: assign({ failure: null }),
      invoke: {
        src: 'check',
        input: ({ context }) => parseCoinHash(context.text) ?? '',
        onDone: {
          target: 'counting',
          actions: [
            assign({ counted: ({ event }) => event.output.coin, doneAmount: ({ event }) => event.output.task.doneAmount, text: '' }),
            { type: 'counted', params: ({ event }) => ({ counted: event.output }) },
          ],
        },
        onError: { target: 'editing', actions: assign({ failure: ({ event }) => createCoinFailureOf(event.error) }) },
      },
    },
    counting: {
      description: 'A coin was counted: the next one, or done after the last.',
      always: [{ guard: 'allCounted', target: 'done' }, { target: 'editing' }],
    },
    done: {
      description: 'Every coin that counts is counted.',
      tags: ['done'],
      type: 'final',
    },
  },
});

export interface CreateCoinView {
  readonly step: 'editing' | 'done';
  readonly busy: boolean;
  readonly text: string;
  readonly failure: CreateCoinFailure | null;
  readonly counted: CountedCoin | null;
  readonly doneAmount: number;
  readonly maxAmount: number;
}

export function selectCreateCoinView(snapshot: { hasTag(tag: string): boolean; readonly context: CreateCoinContext }): CreateCoinView {
  const { text, failure, counted, doneAmount, maxAmount } = snapshot.context;
  return { step: snapshot.hasTag('done') ? 'done' : 'editing', busy: snapshot.hasTag('busy'), text, failure, counted, doneAmount, maxAmount };
}
