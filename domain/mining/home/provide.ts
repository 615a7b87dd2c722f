/**
 * The only place where the mining-home machine meets the ports, each asked for by its own type:
 * the record's calls, the clock, the app's visibility (the polling) and the logger.
 */
import { assign, fromPromise } from 'xstate';
import type { Clock } from '../../shared/clock';
import type { Logger } from '../../shared/logger';
import type { AppVisibility } from '../../shared/polling';
import type { MiningRecordApi } from '../shared/port';
import { logNamedFailureWith } from '../../shared/failures';
import { keptIdempotencyKey, randomIdempotencyKey, type IdempotencyOptions } from '../../shared/idempotency';
import { providePolling } from '../../shared/polling';
import type { ReceivedClaim, ReceivedRecord } from './context';
import type { MiningHomeEvent } from './events';
import { miningHomeMachine } from './machine';
import { MINING_TICK_MS } from './rules';
import { clockTicker, globalTimers, type TickTimers } from '../../shared/ticker';

export interface MiningHomeOptions extends IdempotencyOptions {
  readonly timers?: TickTimers | undefined;
}

export interface MiningHomePorts {
  readonly miningRecordApi: MiningRecordApi;
  readonly clock: Clock;
  readonly visibility: AppVisibility;
  readonly logger: Logger;
}

export function provideMiningHome(ports: MiningHomePorts, options: MiningHomeOptions = {}) {
  const newKey = options.newIdempotencyKey ?? randomIdempotencyKey('claim');
  const timers = options.timers ?? globalTimers;
  const received = <T>(answer: T) => ({ answer, receivedAt: ports.clock.now() });
  return miningHomeMachine.provide({
    actors: {
      open: fromPromise<ReceivedRecord, { readonly ref: string | null }>(async ({ input, signal }) => {
        const { answer, receivedAt } = received(await ports.miningRecordApi.createUserMining(input.ref === null ? {} : { ref: input.ref }, { signal }));
        return { record: answer, receivedAt };
      }),
      poll: providePolling(
        async (signal): Promise<ReceivedRecord> => {
          const { answer, receivedAt } = received(await ports.miningRecordApi.userMining({ signal, requestId: 'mining-record' }));
          return { record: answer, receivedAt };
        },
        ports,
        'mining: poll',
      ),
      ticker: clockTicker<MiningHomeEvent>(ports.clock, timers, { everyMs: MINING_TICK_MS, atOnce: false }),
      // No abort signal: leaving the screen must not leave a claim half known; the key makes a retry safe.
      claim: fromPromise<ReceivedClaim, { readonly idempotencyKey: string }>(async ({ input }) => {
        const { answer, receivedAt } = received(await ports.miningRecordApi.claim({ idempotencyKey: input.idempotencyKey }));
        return { receipt: answer, receivedAt };
      }),
    },
    actions: {
      logFailure: logNamedFailureWith(ports.logger, 'mining: '),
      keepClaimKey: assign({ claimKey: ({ context }) => keptIdempotencyKey(context.claimKey, newKey) }),
    },
  });
}
