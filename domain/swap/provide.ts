/** The only place where the swap machines meet the ports. */
import { assign, fromPromise } from 'xstate';
import type { Clock } from '../shared/clock';
import type { Logger } from '../shared/logger';
import type { Messenger } from '../shared/messenger';
import type { SwapApi } from './port';
import type { TokensApi } from '../tokens/port';
import { logFailureWith, logNamedFailureWith } from '../shared/failures';
import { keptIdempotencyKey, randomIdempotencyKey, type IdempotencyOptions } from '../shared/idempotency';
import type { BalanceEntry } from '../tokens/types';
import { confirmMoneyActor, type ConfirmMoney } from '../shared/biometric-gate';
import { swapConfirmMachine, type SwapSubmission } from './confirm-machine';
import { asSwapPicker, QUOTE_DEBOUNCE_MS, swapMachine, type ReceivedQuote } from './machine';
import type { StartSwapTokens } from './preset';
import { refreshDelayMs } from './quote-freshness';
import { asPickerList, tokenListMachine, tokenPageRequest, tokenPickerMachine, type TokenListQuery } from './picker-machine';
import type { PageRequest } from '../shared/paged-list-machine';
import type { Page } from '../shared/paging';
import { loadCataloguePage } from '../tokens/catalogue';
import { presetSwapMachine, resolveStartSwap } from './preset';
import type { QuoteRequest } from './quote-request';
import type { KnownToken, TokenRef } from '../tokens/types';
import type { PresetTokens, SwapResult } from './types';
import type { StartSwap } from '../launch/start-param';

export function provideTokenPicker(ports: { readonly tokensApi: TokensApi; readonly logger: Logger }) {
  const list = tokenListMachine.provide({
    actors: {
      loadPage: fromPromise<Page<KnownToken>, PageRequest<TokenListQuery>>(({ input, signal }) =>
        loadCataloguePage(ports.tokensApi, tokenPageRequest(input), { signal }),
      ),
    },
    actions: {
      logFailure: logFailureWith(ports.logger, 'token list'),
    },
  });
  return tokenPickerMachine.provide({ actors: { tokenList: asPickerList(list) } });
}

export function provideSwap(ports: { readonly swapApi: SwapApi; readonly tokensApi: TokensApi; readonly logger: Logger; readonly clock: Clock }) {
  return swapMachine.provide({
    delays: {
      quoteRefresh: ({ context }) =>
        refreshDelayMs(context.quoteDeadline ?? ports.clock.now(), context.quoteValidityMs ?? 0, ports.clock.now(), QUOTE_DEBOUNCE_MS),
    },
    actors: {
      loadBalances: fromPromise<readonly BalanceEntry[], { readonly accountIndex: number }>(({ input, signal }) =>
        ports.tokensApi.balances(input.accountIndex, { signal }),
      ),
      // The signal aborts the request when the form moves on (the actor is stopped).
      fetchQuote: fromPromise<ReceivedQuote, QuoteRequest>(async ({ input, signal }) => {
        const quote = await (input.kind === 'ton'
          ? ports.swapApi.simulateTonSwap(input.request, { signal })
          : ports.swapApi.fetchRoute(input.request, { signal }));
        return { quote, receivedAt: ports.clock.now() };
      }),
      resolveStartSwap: fromPromise<StartSwapTokens, { readonly startSwap: StartSwap; readonly accountIndex: number }>(({ input, signal }) =>
        resolveStartSwap(ports.tokensApi, input, { signal }),
      ),
      tokenPicker: asSwapPicker(provideTokenPicker(ports)),
      presetSwap: providePresetSwap(ports),
    },
    actions: {
      logFailure: logNamedFailureWith(ports.logger, 'swap: '),
    },
  });
}

export function provideSwapConfirm(ports: { readonly swapApi: SwapApi; readonly messenger: Messenger; readonly logger: Logger; readonly confirmMoney?: ConfirmMoney | undefined }, options: IdempotencyOptions = {}) {
  const newKey = options.newIdempotencyKey ?? randomIdempotencyKey('swap');
  return swapConfirmMachine.provide({
    actors: {
      // No abort signal: once confirmed, leaving the screen must not cut a swap in half.
      submitSwap: fromPromise<SwapResult, SwapSubmission>(({ input }) =>
        input.kind === 'ton'
          ? ports.swapApi.tonSwap(input.request, { idempotencyKey: input.idempotencyKey })
          : ports.swapApi.swap(input.request, { idempotencyKey: input.idempotencyKey }),
      ),
      confirmMoney: confirmMoneyActor(ports.confirmMoney),
    },
    actions: {
      keepIdempotencyKey: assign({ idempotencyKey: ({ context }) => keptIdempotencyKey(context.idempotencyKey, newKey) }),
      closeApp: () => ports.messenger.close(),
      logFailure: logFailureWith(ports.logger, 'swap: execution'),
    },
  });
}

export function providePresetSwap(ports: { readonly swapApi: SwapApi; readonly logger: Logger }) {
  return presetSwapMachine.provide({
    actors: {
      loadPresetTokens: fromPromise<PresetTokens, { readonly startParam: string | null }>(({ input, signal }) =>
        ports.swapApi.presetTokens({ startParam: input.startParam ?? undefined }, { signal }),
      ),
      createPresetSwap: fromPromise<{ readonly id: string }, { readonly from: TokenRef; readonly to: TokenRef }>(({ input, signal }) =>
        ports.swapApi.createPresetSwap(input, { signal }),
      ),
    },
    actions: {
      logFailure: logFailureWith(ports.logger, 'preset swap'),
    },
  });
}
