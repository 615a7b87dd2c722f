/** The only place where the send machine meets the ports. */
import { assign, fromPromise } from 'xstate';
import type { Ports } from '../ports';
import type { BalanceEntry } from '../wallet/types';
import { sendMachine, type TransferCall } from './machine';
import type { TransferRequest, TransferResult } from './types';

export interface SendOptions {
  /** Makes the idempotency key of a confirmation; random by default, fixed in tests. */
  readonly newIdempotencyKey?: () => string;
}

const randomKey = (): string => `send-${globalThis.crypto.randomUUID()}`;

export function provideSend(ports: Pick<Ports, 'mainApi' | 'logger'>, options: SendOptions = {}) {
  const newKey = options.newIdempotencyKey ?? randomKey;
  return sendMachine.provide({
    actors: {
      loadBalances: fromPromise<readonly BalanceEntry[], { readonly accountIndex: number }>(({ input, signal }) =>
        ports.mainApi.balances(input.accountIndex, { signal }),
      ),
      dryRun: fromPromise<TransferResult, TransferRequest>(({ input, signal }) => ports.mainApi.transfer({ ...input, dry: true }, { signal })),
      // No abort signal: once the user confirmed, leaving the screen must not cut a transfer in half.
      transfer: fromPromise<TransferResult, TransferCall>(({ input }) =>
        ports.mainApi.transfer({ ...input.request, dry: false }, { idempotencyKey: input.idempotencyKey }),
      ),
    },
    actions: {
      logFailure: (_, params) => ports.logger.warn(`send: ${params.step} failed`, params.failure),
      keepIdempotencyKey: assign({ idempotencyKey: ({ context }) => context.idempotencyKey ?? newKey() }),
    },
  });
}
