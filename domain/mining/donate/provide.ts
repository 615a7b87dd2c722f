/** The only place where the hall-of-fame machine meets its port. */
import { fromPromise } from 'xstate';
import { donateMachine } from './machine';
import type { DonateApi } from './port';
import type { HallOfFame } from './types';

export interface DonatePorts {
  readonly donateApi: DonateApi;
}

export function provideDonate(ports: DonatePorts) {
  return donateMachine.provide({
    actors: { load: fromPromise<HallOfFame>(({ signal }) => ports.donateApi.hallOfFame({ signal, requestId: 'mining-hall-of-fame' })) },
  });
}
