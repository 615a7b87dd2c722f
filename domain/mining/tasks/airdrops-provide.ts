/** The only place where the airdrops machine meets the ports (the tasks feature's ports). */
import { fromPromise } from 'xstate';
import { logNamedFailureWith } from '../../shared/failures';
import { randomIdempotencyKey, type IdempotencyOptions } from '../../shared/idempotency';
import { providePolling } from '../../shared/polling';
import { clockTicker, globalTimers, type TickTimers } from '../../shared/ticker';
import { airdropsMachine, type AirdropsEvent, type AirdropTaskRef, type ReceivedAirdrops } from './airdrops-machine';
import type { AirdropConfirmed } from './airdrops';
import type { TasksPorts } from './provide';

const TICK_MS = 1000;

export function provideAirdrops(ports: TasksPorts, options: IdempotencyOptions & { readonly timers?: TickTimers } = {}) {
  const timers = options.timers ?? globalTimers;
  const newKey = options.newIdempotencyKey ?? randomIdempotencyKey('airdrop-task');
  return airdropsMachine.provide({
    actors: {
      // A failed read is logged by the polling and the previous list kept (seed 001 §8: airdrop load failures are ignored).
      poll: providePolling(
        async (signal) => ({ list: await ports.tasksApi.airdrops({ signal, requestId: 'mining-airdrops' }), receivedAt: ports.clock.now() }) satisfies ReceivedAirdrops,
        ports,
        'airdrops: poll',
      ),
      ticker: clockTicker<AirdropsEvent>(ports.clock, timers, { everyMs: TICK_MS, atOnce: true }),
      // No abort signal: leaving the tab must not leave a confirmation half known.
      confirm: fromPromise<{ readonly confirmed: AirdropConfirmed; readonly receivedAt: number }, AirdropTaskRef>(async ({ input }) => {
        const confirmed = await ports.tasksApi.confirmAirdropTask(input, { idempotencyKey: newKey() });
        return { confirmed, receivedAt: ports.clock.now() };
      }),
    },
    actions: { logFailure: logNamedFailureWith(ports.logger, 'airdrops: ') },
  });
}
