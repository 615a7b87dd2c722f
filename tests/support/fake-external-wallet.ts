/**
 * An ExternalWallet for machine and screen tests: records connects and transactions; each answer is
 * the test's (`sendTransaction` defaults to landing at once, `connect` to an address).
 */
import type { ExternalWallet, ExternalWalletTransaction } from '../../domain/shared/external-wallet';

export interface FakeExternalWalletOptions {
  readonly connected?: boolean;
  readonly connect?: () => Promise<string>;
  readonly sendTransaction?: (transaction: ExternalWalletTransaction) => Promise<{ boc: string }>;
}

export type FakeExternalWallet = ExternalWallet & {
  readonly log: { connects: number; transactions: ExternalWalletTransaction[] };
};

export const FAKE_EXTERNAL_ADDRESS = 'UQExternalWalletOfTheTestUser000000000000000000000';

export function fakeExternalWallet(options: FakeExternalWalletOptions = {}): FakeExternalWallet {
  const log = { connects: 0, transactions: [] as ExternalWalletTransaction[] };
  let connected = options.connected ?? false;
  return {
    log,
    get connected() {
      return connected;
    },
    get address() {
      return connected ? FAKE_EXTERNAL_ADDRESS : null;
    },
    async connect() {
      log.connects += 1;
      const address = await (options.connect ?? (async () => FAKE_EXTERNAL_ADDRESS))();
      connected = true;
      return address;
    },
    async disconnect() {
      connected = false;
    },
    sendTransaction(transaction) {
      log.transactions.push(transaction);
      return (options.sendTransaction ?? (async () => ({ boc: 'boc' })))(transaction);
    },
  };
}
