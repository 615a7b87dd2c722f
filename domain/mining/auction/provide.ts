/** The only place where the auction machine meets the ports, each asked for by its own type. */
import { assign, fromCallback, fromPromise } from 'xstate';
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

export interface AuctionPorts {
  readonly auctionApi: AuctionApi;
  readonly clock: Clock;
  readonly visibility: AppVisibility;
  readonly logger: Logger;
  readonly storage: Storage;
}

/** Timers of the one-second tick: the global ones in the app, the manual clock in tests. */
export interface AuctionTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

const globalTimers: AuctionTimers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof globalThis.setTimeout>),
};

export function provideAuction(ports: AuctionPorts, options: IdempotencyOptions & { readonly timers?: AuctionTimers } = {}) {
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
      ticker: fromCallback<AuctionEvent>(({ sendBack }) => {
        let id: unknown;
        const tick = () => {
          sendBack({ type: 'clock.tick', now: ports.clock.now() });
          id = timers.setTimeout(tick, 1000);
        };
        tick();
        return () => timers.clearTimeout(id);
      }),
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
