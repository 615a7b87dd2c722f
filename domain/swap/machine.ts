/**
 * The swap screen (seed 000 §2, §3, §4): the form, its quote, the holdings it is checked against,
 * and the token picker of either side, as one machine with four parallel regions.
 *
 * - form: starts from a launch start parameter when there is one (tokens looked up by address),
 *   then the user edits. Edits are handled at the root with the pure rules of form.ts and announce
 *   themselves with an internal 'form.changed'.
 * - quote: on 'form.changed' whose question (quoteKeyOf) differs from the one being worked on, the
 *   old quote and error are cleared; a quotable form waits 1 s (a further change restarts the wait)
 *   and then fetches. Leaving 'fetching' stops the call's actor, which aborts its request, and xstate
 *   drops whatever a stopped actor reports, so an answer for an old form never lands. A failure is
 *   stored as a typed ApiFailure until 'quote.retry' (an abort is not a failure).
 *   A shown quote refreshes itself before it expires (quote-freshness.ts): at most once per
 *   debounce window, never while a confirmation is in flight ('quote.hold' / 'quote.release'),
 *   and keeping the old quote on screen until the new one comes. A refreshed quote whose amount
 *   received moved by more than the price-impact warning threshold against the one the user
 *   looked at sets `lookAgain` until 'quote.acknowledge'.
 * - balances: the holdings of the account, for max and the confirm check; failures are logged.
 * - picker: 'picker.open' runs the token picker as a child; its output is the picked token.
 * - preset: 'preset.open' runs the preset swap (preset.ts) as the child 'preset'; its output, an
 *   allowed pair, sets both sides (/presetSwapTokens/to, seed 000 §2).
 */
import { assign, fromPromise, raise, sendParent, setup, type SnapshotFrom } from 'xstate';
import type { ChainId } from '../chains';
import type { ApiFailure } from '../shared/api-failure';
import { failureOfEvent, failureParamsOf, isAborted } from '../shared/failures';
import type { StartSwap } from '../launch/start-param';
import type { BalanceEntry, Token } from '../tokens/types';
import { notProvided } from '../shared/not-provided';
import { amountValue, heldAmount } from './confirm-block';
import { EMPTY_SWAP_FORM, changeAmount, flipSides, pickToken, toggleMax, type SwapForm, type SwapSide } from './form';
import { maxSwapAmount } from './max-amount';
import { tokenPickerMachine } from './picker-machine';
import { presetSwapMachine, type StartSwapTokens } from './preset';
import { quoteKeyOf, quoteRequestFor, tonToolKeyOf, type QuoteRequest } from './quote-request';
import { quoteChange, quoteValidityMs, type QuoteChange } from './quote-freshness';
import type { Quote } from './types';

export const QUOTE_DEBOUNCE_MS = 1000;

/** A quote with when it came (the app's Clock), so its validity can be counted down. */
export interface ReceivedQuote {
  readonly quote: Quote;
  readonly receivedAt: number;
}

export interface SwapInput {
  readonly accountIndex: number;
  /** A swap preselected by the launch start parameter (seed 000 §2). */
  readonly startSwap?: StartSwap | null | undefined;
  /** Tokens already chosen elsewhere (a preset swap), applied with the form's rules. */
  readonly fromToken?: Token | null | undefined;
  readonly toToken?: Token | null | undefined;
  /** The launch start parameter as it came, which /getPresetTokens may use to choose the pair. */
  readonly startParam?: string | null | undefined;
}

/** The start parameter's tokens as the catalogue knows them; null where it has no such token. */
/** Why the preselected swap could not be set up fully ('Couldn't find specified token'). */
export type PresetFailure =
  | { readonly type: 'token-not-found'; readonly sides: readonly SwapSide[] }
  | { readonly type: 'lookup-failed'; readonly failure: ApiFailure };

export interface SwapContext extends SwapForm {
  readonly accountIndex: number;
  readonly startSwap: StartSwap | null;
  /** The picker's chain filter, remembered between openings. */
  readonly selectedChain: ChainId | null;
  /** The open picker's search text ('' when closed: selecting a token clears it). */
  readonly tokenSearch: string;
  readonly pickingToken: SwapSide | null;
  readonly startParam: string | null;
  /** The preset swap runs as the child 'preset'. */
  readonly presetOpen: boolean;
  readonly balances: readonly BalanceEntry[] | null;
  /** The question (quoteKeyOf) the quote region works on; null when the form is not quotable. */
  readonly quoteKey: string | null;
  /** The answer to quoteKey, once it came. */
  readonly quote: Quote | null;
  readonly quoteError: ApiFailure | null;
  readonly routeFetching: boolean;
  readonly presetFailure: PresetFailure | null;
  /** When the quote stops being valid, on the app's clock (epoch ms); null without a quote. */
  readonly quoteDeadline: number | null;
  /** How long the quote was valid when it came, in ms. */
  readonly quoteValidityMs: number | null;
  /** The amount received of the quote the user last looked at (units). */
  readonly seenToAmount: string | null;
  /** A refresh moved the amount received by more than the warning threshold: confirm waits for 'quote.acknowledge'. */
  readonly lookAgain: QuoteChange | null;
}

export type SwapEvent =
  | { readonly type: 'amount.change'; readonly value: string }
  | { readonly type: 'amount.max' }
  | { readonly type: 'token.pick'; readonly side: SwapSide; readonly token: Token }
  | { readonly type: 'sides.flip' }
  | { readonly type: 'quote.retry' }
  /** The user has looked at the changed quote (the look-again prompt's button). */
  | { readonly type: 'quote.acknowledge' }
  /** A confirmation is in flight: the quote must not change under it. */
  | { readonly type: 'quote.hold' }
  /** The confirmation ended without a swap: the quote may refresh again. */
  | { readonly type: 'quote.release' }
  | { readonly type: 'balances.refresh' }
  | { readonly type: 'picker.open'; readonly side: SwapSide }
  | { readonly type: 'picker.close' }
  | { readonly type: 'preset.open' }
  /** The form itself is shown: whatever child was open (picker, preset) closes. */
  | { readonly type: 'form.show' }
  /** Sent by the picker child when its filter changes. */
  | { readonly type: 'picker.changed'; readonly chainFilter: ChainId | null; readonly search: string }
  /** Raised by the machine itself after every edit; not for the screens. */
  | { readonly type: 'form.changed' };

export type SwapLoad = 'balances' | 'quote' | 'start-swap';

const formOf = (context: SwapForm): SwapForm => ({
  fromToken: context.fromToken,
  toToken: context.toToken,
  swapAmount: context.swapAmount,
  isSwapMax: context.isSwapMax,
});

export const currentQuoteRequest = (context: SwapContext): QuoteRequest | null => quoteRequestFor(context, context.accountIndex);

/** The max amount for the from token now: its balance, and the TON tool of the current quote. */
export function currentMaxAmount(context: SwapContext): string | null {
  const token = context.fromToken;
  if (token === null || context.balances === null) return null;
  const tonToolKey = context.quote !== null && context.toToken?.chainId === 'TON' ? tonToolKeyOf(context.quote) : null;
  return maxSwapAmount({ balance: heldAmount(context.balances, token).toFixed(), token, tonToolKey });
}

/** Form fields in the initial context: the given tokens, then the form rules (TON restriction). */
function initialForm(input: SwapInput): SwapForm {
  let form = EMPTY_SWAP_FORM;
  if (input.fromToken) form = pickToken(form, 'from', input.fromToken);
  if (input.toToken) form = pickToken(form, 'to', input.toToken);
  return form;
}

/** The picker as the swap machine runs it: its filter changes are mirrored into the form. */
export function asSwapPicker(machine: typeof tokenPickerMachine): typeof tokenPickerMachine {
  return machine.provide({
    actions: {
      filtersChanged: sendParent((_, params: { readonly chainFilter: ChainId | null; readonly search: string }) => ({
        type: 'picker.changed',
        chainFilter: params.chainFilter,
        search: params.search,
      })),
    },
  });
}

function validityOf(received: ReceivedQuote): Pick<SwapContext, 'quoteDeadline' | 'quoteValidityMs'> {
  const validity = quoteValidityMs(received.quote, received.receivedAt);
  return { quoteDeadline: received.receivedAt + validity, quoteValidityMs: validity };
}

/** The request of the current form; only asked for while the form is quotable. */
function quoteQuestion({ context }: { readonly context: SwapContext }): QuoteRequest {
  const request = currentQuoteRequest(context);
  if (request === null) throw new Error('asking for a quote without a quotable form');
  return request;
}

const receivedOf = ({ event }: { readonly event: { readonly output: ReceivedQuote } }): ReceivedQuote => event.output;

export const swapMachine = setup({
  types: {} as { context: SwapContext; events: SwapEvent; input: SwapInput; children: { picker: 'tokenPicker'; preset: 'presetSwap' } },
  actors: {
    loadBalances: fromPromise<readonly BalanceEntry[], { readonly accountIndex: number }>(notProvided),
    fetchQuote: fromPromise<ReceivedQuote, QuoteRequest>(notProvided),
    resolveStartSwap: fromPromise<StartSwapTokens, { readonly startSwap: StartSwap; readonly accountIndex: number }>(notProvided),
    tokenPicker: asSwapPicker(tokenPickerMachine),
    presetSwap: presetSwapMachine,
  },
  delays: {
    quoteDebounce: QUOTE_DEBOUNCE_MS,
    /** Until the shown quote should be asked again; needs the app's clock (see provide.ts). */
    quoteRefresh: () => notProvided(),
  },
  actions: {
    formChanged: raise({ type: 'form.changed' }),
    /** A first answer to the question: it is what the user looks at. */
    takeQuote: assign((_, params: ReceivedQuote) => ({
      quote: params.quote,
      ...validityOf(params),
      seenToAmount: params.quote.route.toAmount,
      lookAgain: null,
    })),
    /** A refreshed answer to the same question: compared with what the user looked at. */
    takeRefreshedQuote: assign(({ context }, params: ReceivedQuote) => ({
      quote: params.quote,
      ...validityOf(params),
      lookAgain: quoteChange(context.seenToAmount, params.quote),
    })),
    logFailure: (_, _params: { readonly what: SwapLoad; readonly failure: ApiFailure }) => notProvided(),
    /**
     * Swapping all TON: the max was computed before the quote named its routing tool. When the tool
     * needs a larger reserve, lower the amount to fit. Only ever lowered, so it cannot oscillate.
     */
    fitMaxToQuote: assign(({ context }) => {
      const max = currentMaxAmount(context);
      if (!context.isSwapMax || max === null || max === context.swapAmount) return {};
      return amountValue(max).lt(amountValue(context.swapAmount)) ? { swapAmount: max } : {};
    }),
  },
  guards: {
    hasStartSwap: ({ context }) => context.startSwap !== null,
    quoteKeyChanged: ({ context }) => quoteKeyOf(currentQuoteRequest(context)) !== context.quoteKey,
    isQuotable: ({ context }) => context.quoteKey !== null,
    canToggleMax: ({ context }) => context.isSwapMax || currentMaxAmount(context) !== null,
    isAborted,
  },
}).createMachine({
  id: 'swap',
  context: ({ input }) => ({
    accountIndex: input.accountIndex,
    startSwap: input.startSwap ?? null,
    ...initialForm(input),
    selectedChain: null,
    tokenSearch: '',
    pickingToken: null,
    startParam: input.startParam ?? null,
    presetOpen: false,
    balances: null,
    quoteKey: null,
    quote: null,
    quoteError: null,
    routeFetching: false,
    presetFailure: null,
    quoteDeadline: null,
    quoteValidityMs: null,
    seenToAmount: null,
    lookAgain: null,
  }),
  on: {
    'amount.change': { actions: [assign(({ context, event }) => changeAmount(formOf(context), event.value)), 'formChanged'] },
    'amount.max': {
      guard: 'canToggleMax',
      actions: [assign(({ context }) => toggleMax(formOf(context), currentMaxAmount(context) ?? '')), 'formChanged'],
    },
    'token.pick': { actions: [assign(({ context, event }) => pickToken(formOf(context), event.side, event.token)), 'formChanged'] },
    'sides.flip': { actions: [assign(({ context }) => flipSides(formOf(context))), 'formChanged'] },
  },
  type: 'parallel',
  states: {
    form: {
      initial: 'starting',
      states: {
        starting: {
          description: 'Decides whether a start parameter preselects the swap.',
          always: [{ guard: 'hasStartSwap', target: 'resolvingStartSwap' }, { target: 'editing' }],
        },
        resolvingStartSwap: {
          description: "Looking up the start parameter's tokens by address on its chain.",
          invoke: {
            src: 'resolveStartSwap',
            input: ({ context }) => ({ startSwap: context.startSwap as StartSwap, accountIndex: context.accountIndex }),
            onDone: {
              target: 'editing',
              actions: [
                assign(({ context, event }) => {
                  const { fromToken, toToken } = event.output;
                  let form = formOf(context);
                  if (fromToken) form = pickToken(form, 'from', fromToken);
                  if (toToken) form = pickToken(form, 'to', toToken);
                  const missing: SwapSide[] = [...(fromToken ? [] : ['from' as const]), ...(toToken ? [] : ['to' as const])];
                  return { ...form, presetFailure: missing.length > 0 ? { type: 'token-not-found' as const, sides: missing } : null };
                }),
                'formChanged',
              ],
            },
            onError: [
              { guard: 'isAborted', target: 'editing' },
              {
                target: 'editing',
                actions: [
                  assign({ presetFailure: (args) => ({ type: 'lookup-failed' as const, failure: failureOfEvent(args) }) }),
                  { type: 'logFailure', params: failureParamsOf('start-swap') },
                ],
              },
            ],
          },
        },
        editing: { description: 'The user edits the form.' },
      },
    },
    quote: {
      initial: 'check',
      on: { 'form.changed': { guard: 'quoteKeyChanged', target: '.check' } },
      states: {
        check: {
          description: 'The question changed: forget the old answer and error, then wait if there is something to ask.',
          entry: assign(({ context }) => ({
            quoteKey: quoteKeyOf(currentQuoteRequest(context)),
            quote: null,
            quoteError: null,
            quoteDeadline: null,
            quoteValidityMs: null,
            seenToAmount: null,
            lookAgain: null,
          })),
          always: [{ guard: 'isQuotable', target: 'debouncing' }, { target: 'idle' }],
        },
        idle: {
          description: 'Nothing to ask: a side or the amount is missing (or the last call was aborted).',
          on: { 'quote.retry': { guard: 'isQuotable', target: 'fetching' } },
        },
        debouncing: {
          description: 'Waiting 1 s after the last change before asking for a route.',
          after: { quoteDebounce: 'fetching' },
        },
        fetching: {
          description: '/fetchRoute or /v2/tc/simulate-swap is running; routeFetching is true.',
          entry: assign({ routeFetching: true, quoteError: null }),
          exit: assign({ routeFetching: false }),
          invoke: {
            src: 'fetchQuote',
            input: quoteQuestion,
            onDone: { target: 'ready', actions: [{ type: 'takeQuote', params: receivedOf }, 'fitMaxToQuote', 'formChanged'] },
            onError: [
              { guard: 'isAborted', target: 'idle' },
              { target: 'failed', actions: [assign({ quoteError: failureOfEvent }), { type: 'logFailure', params: failureParamsOf('quote') }] },
            ],
          },
        },
        ready: {
          description: 'The route, gas and price impact for the current form are shown, and kept fresh.',
          on: {
            'quote.retry': 'fetching',
            'quote.acknowledge': { actions: assign(({ context }) => ({ seenToAmount: context.quote?.route.toAmount ?? null, lookAgain: null })) },
          },
          initial: 'fresh',
          states: {
            fresh: {
              description: 'Counting down to the refresh, shortly before the quote expires.',
              after: { quoteRefresh: 'refreshing' },
              on: { 'quote.hold': 'held' },
            },
            refreshing: {
              description: 'Asking the same question again; the old quote stays on screen until the answer.',
              invoke: {
                src: 'fetchQuote',
                input: quoteQuestion,
                onDone: { target: 'fresh', actions: [{ type: 'takeRefreshedQuote', params: receivedOf }, 'fitMaxToQuote', 'formChanged'] },
                onError: [
                  { guard: 'isAborted', target: 'fresh' },
                  // The old quote is about to expire and cannot be renewed: 'Couldn't find the route' with Retry.
                  {
                    target: '#swap.quote.failed',
                    actions: [assign({ quote: null, quoteError: failureOfEvent, quoteDeadline: null, lookAgain: null }), { type: 'logFailure', params: failureParamsOf('quote') }],
                  },
                ],
              },
              // Leaving stops the call, which aborts it: the confirmation goes ahead with the shown quote.
              on: { 'quote.hold': 'held' },
            },
            held: {
              description: 'A confirmation is in flight: no refresh until it ends.',
              on: { 'quote.release': 'fresh' },
            },
          },
        },
        failed: {
          description: "No route ('Couldn't find the route' with Retry); the typed failure is in quoteError.",
          on: { 'quote.retry': 'fetching' },
        },
      },
    },
    balances: {
      initial: 'loading',
      states: {
        loading: {
          description: "Fetching the account's holdings (max amount, balance and gas checks).",
          invoke: {
            src: 'loadBalances',
            input: ({ context }) => ({ accountIndex: context.accountIndex }),
            onDone: { target: 'loaded', actions: assign({ balances: ({ event }) => event.output }) },
            onError: [
              { guard: 'isAborted', target: 'failed' },
              { target: 'failed', actions: { type: 'logFailure', params: failureParamsOf('balances') } },
            ],
          },
        },
        loaded: { description: 'Holdings known.', on: { 'balances.refresh': 'loading' } },
        failed: { description: 'Holdings unknown (logged only).', on: { 'balances.refresh': 'loading' } },
      },
    },
    picker: {
      initial: 'closed',
      states: {
        closed: {
          description: 'The swap form is shown.',
          on: { 'picker.open': { target: 'open', actions: assign({ pickingToken: ({ event }) => event.side }) } },
        },
        open: {
          description: 'The token picker of one side runs as the child "picker".',
          exit: assign({ pickingToken: null, tokenSearch: '' }),
          invoke: {
            id: 'picker',
            src: 'tokenPicker',
            input: ({ context }) => {
              const side = context.pickingToken ?? 'from';
              return {
                side,
                otherSideToken: side === 'from' ? context.toToken : context.fromToken,
                accountIndex: context.accountIndex,
                chainFilter: context.selectedChain,
              };
            },
            onDone: {
              target: 'closed',
              actions: [
                assign(({ context, event }) => ({
                  ...pickToken(formOf(context), event.output.side, event.output.token),
                  selectedChain: event.output.chainFilter,
                })),
                'formChanged',
              ],
            },
          },
          on: {
            'picker.close': 'closed',
            'form.show': 'closed',
            'picker.open': { target: 'open', reenter: true, actions: assign({ pickingToken: ({ event }) => event.side }) },
            'picker.changed': {
              actions: assign(({ event }) => ({ selectedChain: event.chainFilter, tokenSearch: event.search })),
            },
          },
        },
      },
    },
    preset: {
      initial: 'closed',
      states: {
        closed: {
          description: 'No preset swap is being chosen.',
          on: { 'preset.open': 'open' },
        },
        open: {
          description: 'The preset swap runs as the child "preset"; its pair, once stored, sets both sides.',
          entry: assign({ presetOpen: true }),
          exit: assign({ presetOpen: false }),
          invoke: {
            id: 'preset',
            src: 'presetSwap',
            input: ({ context }) => ({ startParam: context.startParam }),
            onDone: {
              target: 'closed',
              actions: [
                assign(({ context, event }) => pickToken(pickToken(formOf(context), 'from', event.output.fromToken), 'to', event.output.toToken)),
                'formChanged',
              ],
            },
          },
          on: { 'form.show': 'closed', 'picker.open': 'closed' },
        },
      },
    },
  },
});

export type SwapSnapshot = SnapshotFrom<typeof swapMachine>;
