/** The only place where the proof machine meets the ports, each asked for by its own type. */
import { fromPromise } from 'xstate';
import { logNamedFailureWith } from '../../shared/failures';
import type { Logger } from '../../shared/logger';
import { providePolling, type AppVisibility } from '../../shared/polling';
import type { MiningRecordApi } from '../shared/port';
import type { ProvePollAnswer } from './context';
import { proveMachine } from './machine';
import type { ProveApi } from './port';

export interface ProvePorts {
  readonly proveApi: ProveApi;
  readonly miningRecordApi: MiningRecordApi;
  readonly visibility: AppVisibility;
  readonly logger: Logger;
}

export function provideProve(ports: ProvePorts) {
  return proveMachine.provide({
    actors: {
      load: fromPromise(({ signal }) => ports.proveApi.info({ signal, requestId: 'prove-info' })),
      pollInfo: providePolling(async (signal): Promise<ProvePollAnswer> => ({ kind: 'info', info: await ports.proveApi.info({ signal, requestId: 'prove-info' }) }), ports, 'prove: info poll'),
      pollUser: providePolling(
        async (signal): Promise<ProvePollAnswer> => ({ kind: 'user', confirmProve: (await ports.miningRecordApi.userMining({ signal, requestId: 'prove-user' })).mining.confirmProve }),
        ports,
        'prove: user poll',
      ),
      // No abort signal: leaving the screen must not leave a checked code half known.
      confirm: fromPromise<Awaited<ReturnType<ProveApi['confirmCode']>>, string>(({ input }) => ports.proveApi.confirmCode(input)),
    },
    actions: {
      logFailure: logNamedFailureWith(ports.logger, 'prove: '),
    },
  });
}
