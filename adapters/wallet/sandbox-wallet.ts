/**
 * The ExternalWallet port over the sandbox's simulated wallet (PRODUCT.md "External wallet"): the
 * signed-in user's own wallet on the mining server (`/sandbox-wallet`, identified by the init data
 * like every app call). Connecting reads its address; a transaction waits there until the host
 * page's approval prompt approves or rejects it, which this adapter learns by polling, as a TON
 * Connect wallet app would answer through its bridge.
 */
import { clientHeaders } from '../http/contract/headers';
import type { ExternalWallet, ExternalWalletTransaction } from '../../domain/shared/external-wallet';
import { ExternalWalletError } from '../../domain/shared/external-wallet-error';
import { tonConnectMessages } from './text-comment';

export interface SandboxWalletOptions {
  /** The mining server that hosts the sandbox wallet. */
  readonly serverUrl: string;
  readonly initData: () => string | null;
  /** Called on every successful connect (the session date rule). */
  readonly onConnect?: (() => void) | undefined;
  readonly now?: (() => number) | undefined;
  readonly pollMs?: number | undefined;
  readonly fetch?: typeof fetch | undefined;
  readonly sleep?: ((ms: number) => Promise<void>) | undefined;
}

type TransactionStatus = 'pending' | 'landed' | 'rejected' | 'expired';

const DEFAULT_POLL_MS = 1_000;

export function createSandboxWallet(options: SandboxWalletOptions): ExternalWallet {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = options.now ?? (() => Date.now());
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let address: string | null = null;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const initData = options.initData();
    if (initData === null) throw new Error('sandbox wallet: no init data (not launched from the messenger)');
    const response = await fetchImpl(`${options.serverUrl}/sandbox-wallet${path}`, {
      method,
      headers: { ...clientHeaders(initData), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`sandbox wallet: ${method} ${path} answered ${response.status}`);
    return (await response.json()) as T;
  }

  return {
    get connected() {
      return address !== null;
    },
    get address() {
      return address;
    },
    async connect() {
      // A wallet that cannot be reached is not connected (as TON Connect's WalletNotConnectedError).
      const wallet = await call<{ address: string }>('GET', '').catch((error: unknown) => {
        throw new ExternalWalletError('disconnected', `sandbox wallet: cannot connect (${String(error)})`);
      });
      address = wallet.address;
      options.onConnect?.();
      return wallet.address;
    },
    async disconnect() {
      address = null;
    },
    async sendTransaction(transaction: ExternalWalletTransaction) {
      if (address === null) throw new ExternalWalletError('rejected', 'sandbox wallet: not connected');
      // As a wallet app receives it: each comment as a comment cell, which the sandbox decodes.
      const sent = await call<{ id: string; status: TransactionStatus }>('POST', '/transactions', { transaction: { validUntil: transaction.validUntil, messages: tonConnectMessages(transaction) } });
      let status = sent.status;
      // The wallet app's answer comes when the user approves or rejects it on the host page.
      while (status === 'pending') {
        if (now() > transaction.validUntil * 1000) throw new ExternalWalletError('expired');
        await sleep(options.pollMs ?? DEFAULT_POLL_MS);
        status = (await call<{ status: TransactionStatus }>('GET', `/transactions/${encodeURIComponent(sent.id)}`)).status;
      }
      if (status === 'rejected') throw new ExternalWalletError('rejected');
      if (status === 'expired') throw new ExternalWalletError('expired');
      return { boc: sent.id };
    },
  };
}
