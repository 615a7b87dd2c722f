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
import { routeGooberToConstructedSheet } from './constructed-styles';
import { tonConnectMessages } from './text-comment';

export interface TonConnectWalletOptions {
  /**
   * Where the app serves its manifest; made absolute against the app's own address (TON Connect
   * needs an absolute URL). Only development goes without one: the dev server's own, then.
   */
  readonly manifestUrl: string | undefined;
  /** The app's own address, to resolve the manifest URL against. */
  readonly baseUrl: string;
  /** The bot link the wallet returns to after an action (a t.me link). */
  readonly returnUrl: string;
  readonly onConnect: () => void;
  /** The clock validUntil is read against; Date.now by default. */
  readonly now?: (() => number) | undefined;
  /** Loads the library; tests and the bundle both go through it. */
  readonly load?: (() => Promise<typeof TonConnectLibrary>) | undefined;
}

/** The manifest's absolute URL: an absolute configured URL as it is, a path under the app's address. */
export function manifestUrlOf(manifestUrl: string, baseUrl: string): string {
  return new URL(manifestUrl, baseUrl).toString();
}

export function createTonConnectWallet(options: TonConnectWalletOptions): ExternalWallet {
  const load = options.load ?? (() => import('@tonconnect/ui-react'));
  const now = options.now ?? (() => Date.now());
  let instance: Promise<TonConnectUI> | null = null;
  let ui: TonConnectUI | null = null;
  let library: typeof TonConnectLibrary | null = null;

  const ready = (): Promise<TonConnectUI> => {
    // The UI's styles go through the CSSOM, which the app's style-src 'self' allows (constructed-styles.ts).
    if (typeof document !== 'undefined') routeGooberToConstructedSheet(document);
    instance ??= load().then(async (loaded) => {
      library = loaded;
      const created = new loaded.TonConnectUI({
        manifestUrl: manifestUrlOf(options.manifestUrl ?? '/tonconnect-manifest.json', options.baseUrl),
        actionsConfiguration: options.returnUrl.includes('://') ? { twaReturnUrl: options.returnUrl as `${string}://${string}` } : {},
        // No third-party analytics of our users (and no analytics.ton.org in the policy's connect-src).
        analytics: { mode: 'off' },
      });
      await created.connectionRestored;
      ui = created;
      return created;
    });
    return instance;
  };

  /**
   * The library's refusals as the domain's. Its error classes set no `name` (and a production
   * build renames classes), so they are told apart by the classes the loaded library exports.
   */
  const refusalOf = (error: unknown): unknown => {
    if (library && error instanceof library.UserRejectsError) return new ExternalWalletError('rejected');
    if (library && error instanceof library.WalletNotConnectedError) return new ExternalWalletError('disconnected');
    return error;
  };

  /** A wallet that has not answered when the transaction's validity ends will not send it: stop waiting. */
  const beforeValidUntil = <T>(sending: Promise<T>, validUntil: number): Promise<T> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ExternalWalletError('expired')), Math.max(0, validUntil * 1000 - now()));
    });
    return Promise.race([sending, expired]).finally(() => clearTimeout(timer));
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
            reject(refusalOf(error));
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
          reject(refusalOf(error));
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
      if (!connector.connected) throw new ExternalWalletError('disconnected');
      try {
        const answer = await beforeValidUntil(connector.sendTransaction({ validUntil: transaction.validUntil, messages: tonConnectMessages(transaction) }), transaction.validUntil);
        return { boc: answer.boc };
      } catch (error) {
        throw refusalOf(error);
      }
    },
  };
}
