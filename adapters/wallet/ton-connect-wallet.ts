/**
 * The ExternalWallet port over TON Connect (@tonconnect/ui-react, which re-exports the UI's
 * TonConnectUI). The library is imported on the first use of the wallet, so it is a chunk of its
 * own that only an external payment loads, never the home's first load (PRODUCT.md "External
 * wallet"). The session date is recorded on every connect; the start-up drop rule
 * (wallet-session.ts) removes a session older than an hour before this ever loads.
 */
import type * as TonConnectLibrary from '@tonconnect/ui-react';
import type { TonConnectUI } from '@tonconnect/ui-react';
import type { ExternalWallet, ExternalWalletTransaction } from '../../domain/shared/external-wallet';
import { ExternalWalletError } from '../../domain/shared/external-wallet-error';

export interface TonConnectWalletOptions {
  /** Where the app serves its manifest; made absolute against the app's own address (TON Connect needs an absolute URL). */
  readonly manifestUrl: string;
  /** The app's own address, to resolve the manifest URL against. */
  readonly baseUrl: string;
  /** The bot link the wallet returns to after an action (a t.me link). */
  readonly returnUrl: string;
  readonly onConnect: () => void;
  /** Loads the library; tests and the bundle both go through it. */
  readonly load?: (() => Promise<typeof TonConnectLibrary>) | undefined;
}

/** The manifest's absolute URL: an absolute configured URL as it is, a path under the app's address. */
export function manifestUrlOf(manifestUrl: string, baseUrl: string): string {
  return new URL(manifestUrl, baseUrl).toString();
}

export function createTonConnectWallet(options: TonConnectWalletOptions): ExternalWallet {
  const load = options.load ?? (() => import('@tonconnect/ui-react'));
  let instance: Promise<TonConnectUI> | null = null;
  let ui: TonConnectUI | null = null;

  const ready = (): Promise<TonConnectUI> => {
    instance ??= load().then(async (library) => {
      const created = new library.TonConnectUI({
        manifestUrl: manifestUrlOf(options.manifestUrl, options.baseUrl),
        actionsConfiguration: options.returnUrl.includes('://') ? { twaReturnUrl: options.returnUrl as `${string}://${string}` } : {},
      });
      await created.connectionRestored;
      ui = created;
      return created;
    });
    return instance;
  };

  const rejects = (error: unknown): never => {
    // The library's own refusal class is in the lazily loaded chunk: match it by name.
    if (error instanceof Error && error.name === 'UserRejectsError') throw new ExternalWalletError('rejected');
    throw error;
  };

  return {
    get connected() {
      return ui?.connected ?? false;
    },
    get address() {
      return ui?.account?.address ?? null;
    },
    async connect() {
      const connector = await ready();
      const restored = connector.account?.address;
      if (connector.connected && restored) return restored;
      const address = await new Promise<string>((resolve, reject) => {
        const stopStatus = connector.onStatusChange(
          (wallet) => {
            if (!wallet) return;
            stop();
            resolve(wallet.account.address);
          },
          (error) => {
            stop();
            reject(error);
          },
        );
        const stopModal = connector.onModalStateChange((state) => {
          if (state.status === 'closed' && state.closeReason === 'action-cancelled') {
            stop();
            reject(new ExternalWalletError('rejected'));
          }
        });
        const stop = (): void => {
          stopStatus();
          stopModal();
        };
        connector.openModal().catch((error: unknown) => {
          stop();
          reject(error);
        });
      });
      options.onConnect();
      return address;
    },
    async disconnect() {
      if (ui?.connected) await ui.disconnect();
    },
    async sendTransaction(transaction: ExternalWalletTransaction) {
      const connector = await ready();
      try {
        const answer = await connector.sendTransaction({ validUntil: transaction.validUntil, messages: transaction.messages.map((message) => ({ ...message })) });
        return { boc: answer.boc };
      } catch (error) {
        return rejects(error);
      }
    },
  };
}
