/** The only place where the burn machine meets the ports. */
import { assign, fromPromise } from 'xstate';
import type { Ports } from '../../ports';
import { logNamedFailureWith } from '../../shared/failures';
import { keptIdempotencyKey, randomIdempotencyKey, type IdempotencyOptions } from '../../shared/idempotency';
import type { MiningConfig } from '../types';
import { burnMachine, type BurnCall, type ReceivedBurn } from './machine';

export function provideBurn(ports: Pick<Ports, 'miningApi' | 'clock' | 'logger'>, options: IdempotencyOptions = {}) {
  const newKey = options.newIdempotencyKey ?? randomIdempotencyKey('burn');
  return burnMachine.provide({
    actors: {
      loadConfig: fromPromise<MiningConfig>(({ signal }) => ports.miningApi.config({ signal })),
      // No abort signal: closing the modal must not leave a burn half known; the key makes a retry safe.
      burn: fromPromise<ReceivedBurn, BurnCall>(async ({ input }) => {
        const receipt = await ports.miningApi.burnPunks({ amount: input.amount }, { idempotencyKey: input.idempotencyKey });
        return { receipt, receivedAt: ports.clock.now() };
      }),
    },
    actions: {
      logFailure: logNamedFailureWith(ports.logger, 'burn: '),
      keepIdempotencyKey: assign({ idempotencyKey: ({ context }) => keptIdempotencyKey(context.idempotencyKey, newKey) }),
    },
  });
}
