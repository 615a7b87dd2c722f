/** Where the NFT task's machine meets the ports: the external wallet and the API, a new key per press. */
import { fromPromise } from 'xstate';
import type { ExternalWallet } from '../../../shared/external-wallet';
import { randomIdempotencyKey, type IdempotencyOptions } from '../../../shared/idempotency';
import type { Logger } from '../../../shared/logger';
import type { SubscriptionConfirmed } from '../types';
import { punkNftMachine } from './machine';
import type { PunkNftApi } from './port';

export interface PunkNftPorts {
  readonly punkNftApi: PunkNftApi;
  readonly externalWallet: ExternalWallet;
  readonly logger: Logger;
}

export function providePunkNft(ports: PunkNftPorts, onGranted: (confirmed: SubscriptionConfirmed) => void, options: IdempotencyOptions = {}) {
  const newKey = options.newIdempotencyKey ?? randomIdempotencyKey('punk-nft');
  return punkNftMachine.provide({
    actors: {
      connect: fromPromise<string>(() => ports.externalWallet.connect()),
      check: fromPromise<SubscriptionConfirmed, string>(({ input }) => ports.punkNftApi.checkPunkNft(input, { idempotencyKey: newKey() })),
    },
    actions: {
      granted: (_, params) => onGranted(params.confirmed),
      disconnect: () => {
        ports.externalWallet.disconnect().catch((error: unknown) => ports.logger.warn('punk nft: disconnect', { error: String(error) }));
      },
    },
  });
}
