/** The only place where the send machine meets the ports. */
import { assign, fromPromise } from 'xstate';
import type { SendApi } from './port';
import type { Logger } from '../shared/logger';
import type { TokensApi } from '../tokens/port';
import { logNamedFailureWith } from '../shared/failures';
import { keptIdempotencyKey, randomIdempotencyKey, type IdempotencyOptions } from '../shared/idempotency';
import type { BalanceEntry } from '../tokens/types';
import { confirmMoneyActor, type ConfirmMoney } from '../shared/biometric-gate';
import { sendMachine, type TransferCall } from './machine';
import type { TransferRequest, TransferResult } from './types';

export function provideSend(ports: { readonly tokensApi: TokensApi; readonly sendApi: SendApi; readonly logger: Logger; readonly confirmMoney?: ConfirmMoney | undefined }, options: IdempotencyOptions = {}) {
  const newKey = options.newIdempotencyKey ?? randomIdempotencyKey('send');
  return sendMachine.provide({
    actors: {
      loadBalances: fromPromise<readonly BalanceEntry[], { readonly accountIndex: number }>(({ input, signal }) =>
        ports.tokensApi.balances(input.accountIndex, { signal }),
      ),
      dryRun: fromPromise<TransferResult, TransferRequest>(({ input, signal }) => ports.sendApi.transfer({ ...input, dry: true }, { signal })),
      // No abort signal: once the user confirmed, leaving the screen must not cut a transfer in half.
      transfer: fromPromise<TransferResult, TransferCall>(({ input }) =>
        ports.sendApi.transfer({ ...input.request, dry: false }, { idempotencyKey: input.idempotencyKey }),
      ),
      confirmMoney: confirmMoneyActor(ports.confirmMoney),
    },
    actions: {
      logFailure: logNamedFailureWith(ports.logger, 'send: '),
      keepIdempotencyKey: assign({ idempotencyKey: ({ context }) => keptIdempotencyKey(context.idempotencyKey, newKey) }),
    },
  });
}
