/** Where the wallet tasks' machines meet the ports: the external wallet and the wallet tasks' API. */
import type { ExternalWallet } from '../../../shared/external-wallet';
import { randomIdempotencyKey, type IdempotencyOptions } from '../../../shared/idempotency';
import type { Logger } from '../../../shared/logger';
import { fromPromise } from 'xstate';
import type { SubscriptionConfirmed } from '../types';
import type { WalletTasksApi } from './port';
import { stakingBoostMachine } from './staking-boost';
import { walletDownloadMachine } from './wallet-download';

export interface WalletTaskPorts {
  readonly walletTasksApi: WalletTasksApi;
  readonly externalWallet: ExternalWallet;
  readonly logger: Logger;
}

/** What the sheet does once the task is granted (reads the tasks again). */
export type OnGranted = (confirmed: SubscriptionConfirmed) => void;

const connectWith = (ports: WalletTaskPorts) => fromPromise<string>(() => ports.externalWallet.connect());
const disconnectWith = (ports: WalletTaskPorts) => () => {
  ports.externalWallet.disconnect().catch((error: unknown) => ports.logger.warn('wallet tasks: disconnect', { error: String(error) }));
};

export function provideStakingBoost(ports: WalletTaskPorts, onGranted: OnGranted, options: IdempotencyOptions = {}) {
  const newKey = options.newIdempotencyKey ?? randomIdempotencyKey('punk-staking');
  return stakingBoostMachine.provide({
    actors: {
      connect: connectWith(ports),
      check: fromPromise<SubscriptionConfirmed, string>(({ input }) => ports.walletTasksApi.checkPunkStaking(input, { idempotencyKey: newKey() })),
    },
    actions: { granted: (_, params) => onGranted(params.confirmed), disconnect: disconnectWith(ports) },
  });
}

export function provideWalletDownload(ports: WalletTaskPorts, onGranted: OnGranted, options: IdempotencyOptions = {}) {
  const newKey = options.newIdempotencyKey ?? randomIdempotencyKey('ton-wallet');
  return walletDownloadMachine.provide({
    actors: {
      connect: connectWith(ports),
      setWallet: fromPromise<SubscriptionConfirmed, string>(({ input }) => ports.walletTasksApi.setTonWallet(input, { idempotencyKey: newKey() })),
    },
    actions: { granted: (_, params) => onGranted(params.confirmed), disconnect: disconnectWith(ports) },
  });
}
