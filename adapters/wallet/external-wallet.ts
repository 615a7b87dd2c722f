/**
 * The app's ExternalWallet, picked by the configuration (`externalWallet`): TON Connect in
 * production, the sandbox's wallet where the sandbox serves the app. Either adapter module is
 * imported on the wallet's first use, so the home's first load carries neither (issue 10: the
 * mining area adds nothing to it). Until then the wallet reads as not connected.
 */
import type { Clock } from '../../domain/shared/clock';
import type { ExternalWallet } from '../../domain/shared/external-wallet';
import type { Storage } from '../../domain/shared/storage';
import type { AppConfig } from '../config';
import { recordWalletConnected } from './wallet-session';

export interface ExternalWalletDeps {
  readonly storage: Storage;
  readonly clock: Clock;
  readonly initData: () => string | null;
  /** The app's own address (the manifest's base). */
  readonly baseUrl: string;
}

export function createExternalWallet(config: Pick<AppConfig, 'externalWallet' | 'miningServers' | 'tonConnectManifestUrl' | 'botUrl'>, deps: ExternalWalletDeps): ExternalWallet {
  // The session date counts from every connect (seed 000 §4); the start-up rule reads it.
  const onConnect = (): void => recordWalletConnected(deps);
  let loaded: ExternalWallet | null = null;
  let loading: Promise<ExternalWallet> | null = null;
  const wallet = (): Promise<ExternalWallet> => {
    loading ??= (
      config.externalWallet === 'sandbox'
        ? import('./sandbox-wallet').then((module) =>
            module.createSandboxWallet({ serverUrl: config.miningServers[0] ?? '', initData: deps.initData, onConnect }),
          )
        : import('./ton-connect-wallet').then((module) =>
            module.createTonConnectWallet({ manifestUrl: config.tonConnectManifestUrl, baseUrl: deps.baseUrl, returnUrl: config.botUrl, onConnect }),
          )
    ).then((created) => (loaded = created));
    return loading;
  };
  return {
    get connected() {
      return loaded?.connected ?? false;
    },
    get address() {
      return loaded?.address ?? null;
    },
    connect: async () => (await wallet()).connect(),
    disconnect: async () => (await wallet()).disconnect(),
    sendTransaction: async (transaction) => (await wallet()).sendTransaction(transaction),
  };
}
