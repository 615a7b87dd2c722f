/** The only place where the burn machine meets the ports, each asked for by its own type. */
import { assign, fromPromise } from 'xstate';
import type { Clock } from '../../shared/clock';
import type { Logger } from '../../shared/logger';
import { logNamedFailureWith } from '../../shared/failures';
import { keptIdempotencyKey, randomIdempotencyKey, type IdempotencyOptions } from '../../shared/idempotency';
import type { BurnApi } from './port';
import type { BurnOffer } from './types';
import type { BurnCall, ReceivedBurn } from './context';
import { burnMachine } from './machine';

export interface BurnPorts {
  readonly burnApi: BurnApi;
  readonly clock: Clock;
  readonly logger: Logger;
}

export function provideBurn(ports: BurnPorts, options: IdempotencyOptions = {}) {
  const newKey = options.newIdempotencyKey ?? randomIdempotencyKey('burn');
  return burnMachine.provide({
    actors: {
      loadConfig: fromPromise<BurnOffer>(({ signal }) => ports.burnApi.offer({ signal })),
      // No abort signal: closing the modal must not leave a burn half known; the key makes a retry safe.
      burn: fromPromise<ReceivedBurn, BurnCall>(async ({ input }) => {
        const receipt = await ports.burnApi.burnPunks({ amount: input.amount }, { idempotencyKey: input.idempotencyKey });
        return { receipt, receivedAt: ports.clock.now() };
      }),
    },
    actions: {
      logFailure: logNamedFailureWith(ports.logger, 'burn: '),
      keepIdempotencyKey: assign({ idempotencyKey: ({ context }) => keptIdempotencyKey(context.idempotencyKey, newKey) }),
    },
  });
}
