/** The only place where the speed machine meets the ports. */
import { fromPromise } from 'xstate';
import type { ApiFailure } from '../../shared/api-failure';
import { logFailureWith } from '../../shared/failures';
import type { Logger } from '../../shared/logger';
import { speedMachine } from './machine';
import type { SpeedApi } from './port';
import { partsAddUp } from './rules';
import type { SpeedBreakdown } from './types';

export interface SpeedPorts {
  readonly speedApi: SpeedApi;
  readonly logger: Logger;
}

export function provideSpeed(ports: SpeedPorts) {
  return speedMachine.provide({
    actors: {
      load: fromPromise<SpeedBreakdown>(async ({ signal }) => {
        const breakdown = await ports.speedApi.breakdown({ signal });
        if (!partsAddUp(breakdown)) throw { type: 'contract', detail: 'the speed parts do not add up to the speed' } satisfies ApiFailure;
        return breakdown;
      }),
    },
    actions: { logFailure: logFailureWith(ports.logger, 'speed breakdown') },
  });
}
