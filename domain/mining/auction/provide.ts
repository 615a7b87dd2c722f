/** The only place where the auction machine meets the ports, each asked for by its own type. */
import { assign, fromPromise } from 'xstate';
import type { Clock } from '../../shared/clock';
import { logNamedFailureWith } from '../../shared/failures';
import { keptIdempotencyKey, randomIdempotencyKey, type IdempotencyOptions } from '../../shared/idempotency';
import type { Logger } from '../../shared/logger';
import { providePolling, type AppVisibility } from '../../shared/polling';
import type { Storage } from '../../shared/storage';
import type { ReceivedAuction } from './context';
import type { AuctionEvent } from './events';
import { auctionMachine } from './machine';
import type { AuctionApi } from './port';
import { ACKNOWLEDGED_CLAIM_KEY } from './storage';
import { clockTicker, globalTimers, type TickTimers } from '../../shared/ticker';

export interface AuctionPorts {
  readonly auctionApi: AuctionApi;
  readonly clock: Clock;
  readonly visibility: AppVisibility;
  readonly logger: Logger;
  readonly storage: Storage;
}

export function provideAuction(ports: AuctionPorts, options: IdempotencyOptions & { readonly timers?: TickTimers } = {}) {
  const timers = options.timers ?? globalTimers;
  const newKey = options.newIdempotencyKey ?? randomIdempotencyKey('auction-claim');
  const read = async (signal: AbortSignal): Promise<ReceivedAuction> => ({
    auction: await ports.auctionApi.auction({ signal, requestId: 'mining-auction' }),
    receivedAt: ports.clock.now(),
  });
  return auctionMachine.provide({
    actors: {
      load: fromPromise<ReceivedAuction>(({ signal }) => read(signal)),
      poll: providePolling((signal) => read(signal), ports, 'auction: poll'),
      ticker: clockTicker<AuctionEvent>(ports.clock, timers, { everyMs: 1000, atOnce: true }),
      // No abort signal: leaving the screen must not leave a claim half known; the key makes a retry safe.
      claim: fromPromise<ReceivedAuction, { readonly idempotencyKey: string; readonly stake: boolean }>(async ({ input }) => {
        const claimed = await ports.auctionApi.claim({ idempotencyKey: input.idempotencyKey, ...(input.stake ? { stake: true } : {}) });
        return { auction: claimed.auction, receivedAt: ports.clock.now() };
      }),
    },
    actions: {
      logFailure: logNamedFailureWith(ports.logger, 'auction: '),
      keepIdempotencyKey: assign({ idempotencyKey: ({ context }) => keptIdempotencyKey(context.idempotencyKey, newKey) }),
      rememberAcknowledgement: (_, params: { readonly claimId: string | null }) => ports.storage.set(ACKNOWLEDGED_CLAIM_KEY, params.claimId),
    },
  });
}

/** The machine's input from the device: the failed claim already acknowledged. */
export const auctionInputFrom = (storage: Storage) => ({ acknowledgedClaimId: storage.get(ACKNOWLEDGED_CLAIM_KEY) });
