/**
 * Preset swaps (seed 000 §2, §3, §9).
 *
 * - A launch start parameter with swapFrom, swapTo and chainId preselects the swap form: both tokens
 *   are looked up by address on that chain through /knownTokens (resolveStartSwap).
 * - /presetSwapTokens/to: the preset pair comes from /getPresetTokens (optionally chosen by the
 *   start parameter); the user may pick another 'to' token, and confirming stores the pair with
 *   /createPresetSwap. The machine ends with the pair and its id, and the screen opens the swap form
 *   with those tokens (swapMachine's fromToken/toToken input).
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { ApiFailure } from '../shared/api-failure';
import { failureOfEvent, failureParams } from '../shared/failures';
import type { StartSwap } from '../launch/start-param';
import type { CallOptions } from '../shared/call-options';
import type { TokensApi } from '../tokens/port';
import type { Token } from '../tokens/types';
import { notProvided } from '../shared/not-provided';
import { isTokenAllowed } from './pair-rules';
import { sameToken } from '../tokens/identity';
import { TOKEN_PAGE_SIZE } from '../tokens/catalogue';
import type { PresetTokens } from './types';
import type { TokenRef } from '../tokens/types';

async function findToken(
  api: Pick<TokensApi, 'knownTokens'>,
  ref: TokenRef,
  accountIndex: number,
  options: CallOptions,
): Promise<Token | null> {
  const page = await api.knownTokens(
    { chainId: ref.chainId, tokenAddress: ref.address, accountIndex, sliceProps: { limit: TOKEN_PAGE_SIZE, offset: 0 } },
    options,
  );
  const found = page.tokens.find((token) => sameToken(token, ref));
  if (!found) return null;
  const { address, chainId, decimals, name, symbol, logoURI } = found;
  return { address, chainId, decimals, name, symbol, logoURI };
}

/** Both tokens of a start parameter's swap; null for a token the catalogue does not know. */
export async function resolveStartSwap(
  api: Pick<TokensApi, 'knownTokens'>,
  input: { readonly startSwap: StartSwap; readonly accountIndex: number },
  options: CallOptions = {},
): Promise<StartSwapTokens> {
  const { from, to, chainId } = input.startSwap;
  const [fromToken, toToken] = await Promise.all([
    findToken(api, { address: from, chainId }, input.accountIndex, options),
    findToken(api, { address: to, chainId }, input.accountIndex, options),
  ]);
  return { fromToken, toToken };
}

export interface PresetSwapInput {
  /** The launch start parameter, passed to /getPresetTokens as it came. */
  readonly startParam: string | null;
}

/** The tokens a start parameter's swap resolved to (null: not found). */
export interface StartSwapTokens {
  readonly fromToken: Token | null;
  readonly toToken: Token | null;
}

export interface PresetSwapContext {
  readonly startParam: string | null;
  readonly from: Token | null;
  readonly to: Token | null;
  readonly failure: ApiFailure | null;
  readonly presetId: string | null;
}

export type PresetSwapEvent =
  | { readonly type: 'preset.pickTo'; readonly token: Token }
  | { readonly type: 'preset.confirm' }
  | { readonly type: 'preset.retry' };

export interface PresetSwapOutput {
  readonly id: string;
  readonly fromToken: Token;
  readonly toToken: Token;
}

const toRef = (token: Token): TokenRef => ({ address: token.address, chainId: token.chainId });

/**
 * The pair as the screen may offer it: a 'to' token that cannot face 'from' under the pair rule
 * (seed 000 §4), or the same token, is dropped, and the user picks one from the picker instead
 * (issue 12, defect 1: a forbidden suggestion opened /swap with 'You send' empty).
 */
export function allowedPreset(pair: PresetTokens): { readonly from: Token; readonly to: Token | null } {
  const allowed = isTokenAllowed(pair.to, pair.from) && !sameToken(pair.to, pair.from);
  return { from: pair.from, to: allowed ? pair.to : null };
}

export const presetSwapMachine = setup({
  types: {} as { context: PresetSwapContext; events: PresetSwapEvent; input: PresetSwapInput; output: PresetSwapOutput },
  actors: {
    loadPresetTokens: fromPromise<PresetTokens, { readonly startParam: string | null }>(notProvided),
    createPresetSwap: fromPromise<{ readonly id: string }, { readonly from: TokenRef; readonly to: TokenRef }>(notProvided),
  },
  actions: {
    logFailure: (_, _params: { readonly failure: ApiFailure }) => notProvided(),
  },
  guards: {
    hasPair: ({ context }) => context.from !== null && context.to !== null,
    canPickTo: ({ context, event }) =>
      event.type === 'preset.pickTo' && context.from !== null && isTokenAllowed(event.token, context.from) && !sameToken(event.token, context.from),
  },
}).createMachine({
  id: 'presetSwap',
  context: ({ input }) => ({ startParam: input.startParam, from: null, to: null, failure: null, presetId: null }),
  output: ({ context }) => {
    if (context.presetId === null || context.from === null || context.to === null) throw new Error('preset swap finished incomplete');
    return { id: context.presetId, fromToken: context.from, toToken: context.to };
  },
  initial: 'loading',
  states: {
    loading: {
      description: 'Fetching the preset pair (/getPresetTokens).',
      entry: assign({ failure: null }),
      invoke: {
        src: 'loadPresetTokens',
        input: ({ context }) => ({ startParam: context.startParam }),
        onDone: { target: 'ready', actions: assign(({ event }) => allowedPreset(event.output)) },
        onError: {
          target: 'failed',
          actions: [assign({ failure: failureOfEvent }), { type: 'logFailure', params: failureParams }],
        },
      },
    },
    failed: {
      description: 'The preset pair could not be loaded; the user may retry.',
      on: { 'preset.retry': 'loading' },
    },
    ready: {
      description: "The pair is shown; another 'to' token may be picked (same-network rules as the swap).",
      on: {
        'preset.pickTo': { guard: 'canPickTo', actions: assign({ to: ({ event }) => event.token }) },
        'preset.confirm': { guard: 'hasPair', target: 'creating' },
      },
    },
    creating: {
      description: 'Storing the pair (/createPresetSwap).',
      entry: assign({ failure: null }),
      invoke: {
        src: 'createPresetSwap',
        input: ({ context }) => {
          if (context.from === null || context.to === null) throw new Error('creating a preset without its tokens');
          return { from: toRef(context.from), to: toRef(context.to) };
        },
        onDone: { target: 'created', actions: assign({ presetId: ({ event }) => event.output.id }) },
        onError: {
          target: 'ready',
          actions: [assign({ failure: failureOfEvent }), { type: 'logFailure', params: failureParams }],
        },
      },
    },
    created: { type: 'final', description: 'The pair is stored; the output opens the swap form with it.' },
  },
});

export type PresetSwapSnapshot = SnapshotFrom<typeof presetSwapMachine>;
