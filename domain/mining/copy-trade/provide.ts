/** The only place the copy-trade flow meets its ports, each asked for by its own type. */
import { assign, fromPromise } from 'xstate';
import { logNamedFailureWith } from '../../shared/failures';
import { randomIdempotencyKey, type IdempotencyOptions } from '../../shared/idempotency';
import type { Logger } from '../../shared/logger';
import type { Storage } from '../../shared/storage';
import type { CopyTradeContext } from './context';
import { COPY_TRADE_DRAFT_KEY, draftOf } from './draft';
import { tradeDetailMachine, type TradeDetailInput } from './detail-machine';
import { copyTradeMachine, type StartCall } from './machine';
import type { CopyTradeApi } from './port';
import { anteFractionOf, depositUnitsOf, UNIVERSAL_ROUTER } from './rules';
import type { CopyTrade, CopyTrades, StartCopyTradeRequest } from './types';

export interface CopyTradePorts {
  readonly copyTradeApi: CopyTradeApi;
  readonly logger: Logger;
}

/** The flow also keeps its form on the device (draft.ts). */
export interface CopyTradeFlowPorts extends CopyTradePorts {
  readonly storage: Storage;
}

/** The start's request from the form: the deposit in the token's units, the ante as a fraction. */
export function startRequestOf(context: CopyTradeContext): StartCopyTradeRequest {
  const token = context.token;
  if (!token || context.chainId === null) throw new Error('the start needs a token and a chain');
  return {
    accountIndex: context.accountIndex,
    chainId: context.chainId,
    followedAddress: context.traderAddress,
    ante: anteFractionOf(context.ante),
    protocols: [UNIVERSAL_ROUTER],
    depositInNano: depositUnitsOf(context.deposit, token),
    fromToken: token.address,
  };
}

export function provideCopyTrade(ports: CopyTradeFlowPorts, options: IdempotencyOptions = {}) {
  const newKey = options.newIdempotencyKey ?? randomIdempotencyKey('copy-trade');
  return copyTradeMachine.provide({
    actors: {
      load: fromPromise<CopyTrades, { accountIndex: number }>(({ input, signal }) =>
        ports.copyTradeApi.copyTrades({ accountIndex: input.accountIndex }, { signal, requestId: 'copy-trade-entry' }),
      ),
      // No abort signal: leaving the screen must not leave a start half known.
      start: fromPromise<CopyTrade, StartCall>(({ input }) => ports.copyTradeApi.start(startRequestOf(input.context), { idempotencyKey: input.key })),
    },
    actions: {
      keepStartKey: assign({ startKey: ({ context }) => context.startKey ?? newKey() }),
      logFailure: logNamedFailureWith(ports.logger, 'copy trade: '),
      saveDraft: ({ context }) => ports.storage.set(COPY_TRADE_DRAFT_KEY, draftOf(context)),
      dropDraft: () => ports.storage.remove(COPY_TRADE_DRAFT_KEY),
    },
  });
}

/** The trade detail with its ports: a read, and a stop that answers the trade read again. */
export function provideTradeDetail(ports: CopyTradePorts, options: IdempotencyOptions = {}) {
  const newKey = options.newIdempotencyKey ?? randomIdempotencyKey('copy-trade-stop');
  const read = (input: TradeDetailInput, signal?: AbortSignal) =>
    ports.copyTradeApi.copyTrades({ accountIndex: input.accountIndex, copyTradeId: input.tradeId }, { signal, requestId: `copy-trade-${input.tradeId}` });
  return tradeDetailMachine.provide({
    actors: {
      load: fromPromise<CopyTrades, TradeDetailInput>(({ input, signal }) => read(input, signal)),
      loadOlder: fromPromise<CopyTrades, TradeDetailInput & { token: string }>(({ input, signal }) =>
        ports.copyTradeApi.copyTrades(
          { accountIndex: input.accountIndex, copyTradeId: input.tradeId, transactionsPageToken: input.token },
          { signal, requestId: `copy-trade-${input.tradeId}-older` },
        ),
      ),
      // No abort signal: leaving the screen must not leave a stop half known.
      stop: fromPromise<CopyTrades, TradeDetailInput & { key: string }>(async ({ input }) => {
        await ports.copyTradeApi.cancel({ _id: input.tradeId }, { idempotencyKey: input.key });
        return read(input);
      }),
    },
    actions: {
      keepStopKey: assign({ stopKey: ({ context }) => context.stopKey ?? newKey() }),
      logFailure: logNamedFailureWith(ports.logger, 'copy trade: '),
    },
  });
}
