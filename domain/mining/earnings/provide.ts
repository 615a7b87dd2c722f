/** The only place where the mined-per-day machine meets the ports. */
import { fromPromise } from 'xstate';
import { logFailureWith } from '../../shared/failures';
import type { Logger } from '../../shared/logger';
import { earningsMachine } from './machine';
import type { EarningsApi } from './port';
import type { MinedByDay } from './types';

export interface EarningsPorts {
  readonly earningsApi: EarningsApi;
  readonly logger: Logger;
}

export function provideEarnings(ports: EarningsPorts) {
  return earningsMachine.provide({
    actors: { load: fromPromise<MinedByDay>(({ signal }) => ports.earningsApi.minedByDay({ signal, requestId: 'mined-by-day' })) },
    actions: { logFailure: logFailureWith(ports.logger, 'mined by day') },
  });
}
