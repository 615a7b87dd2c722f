/**
 * The TON Connect adapter with a stand-in for the library (the real one needs a wallet app): it
 * loads the library only on first use, resolves the manifest against the app's address, records
 * the session date on connect, maps the library's refusals (by its own classes) to the domain's,
 * stops waiting at validUntil, and sends each comment as a TON comment cell.
 */
import { describe, expect, it } from 'vitest';
import { createTonConnectWallet, manifestUrlOf } from '../../../adapters/wallet/ton-connect-wallet';
import { textCommentPayload } from '../../../adapters/wallet/text-comment';
import { ExternalWalletError } from '../../../domain/shared/external-wallet-error';

/** The library's error classes: like the real ones, they set no `name`. */
class UserRejectsError extends Error {}
class WalletNotConnectedError extends Error {}

type StatusListener = (wallet: { account: { address: string } } | null) => void;

function fakeLibrary(options: { restored?: boolean; send?: () => Promise<{ boc: string }> } = {}) {
  const made: { manifestUrl: string }[] = [];
  const sent: unknown[] = [];
  let status: StatusListener = () => undefined;
  let modal: (state: { status: string; closeReason: string | null }) => void = () => undefined;
  let account: { address: string } | null = options.restored ? { address: '0:restored' } : null;
  class TonConnectUI {
    connectionRestored = Promise.resolve(options.restored ?? false);
    constructor(init: { manifestUrl: string }) {
      made.push(init);
    }
    get connected() {
      return account !== null;
    }
    get account() {
      return account;
    }
    onStatusChange(listener: StatusListener) {
      status = listener;
      return () => undefined;
    }
    onModalStateChange(listener: typeof modal) {
      modal = listener;
      return () => undefined;
    }
    async openModal() {}
    async disconnect() {
      account = null;
    }
    sendTransaction(transaction: unknown) {
      sent.push(transaction);
      return (options.send ?? (async () => ({ boc: 'signed' })))();
    }
  }
  return {
    made,
    sent,
    approve: (address: string) => {
      account = { address };
      status({ account });
    },
    cancel: () => modal({ status: 'closed', closeReason: 'action-cancelled' }),
    load: async () => ({ TonConnectUI, UserRejectsError, WalletNotConnectedError }) as never,
  };
}

const options = (library: ReturnType<typeof fakeLibrary>, connects: string[]) => ({
  manifestUrl: '/tonconnect-manifest.json',
  baseUrl: 'https://app.example/some/path?x=1',
  returnUrl: 'https://t.me/switch_wallet_bot',
  onConnect: () => void connects.push('connected'),
  load: library.load,
});

describe('TON Connect ExternalWallet adapter', () => {
  it('resolves the manifest against the app address; an absolute one stays', () => {
    expect(manifestUrlOf('/tonconnect-manifest.json', 'https://app.example/some/path')).toBe('https://app.example/tonconnect-manifest.json');
    expect(manifestUrlOf('https://cdn.example/m.json', 'https://app.example/')).toBe('https://cdn.example/m.json');
  });

  it('loads nothing until used, then connects through the modal and records the session date', async () => {
    const library = fakeLibrary();
    const connects: string[] = [];
    const wallet = createTonConnectWallet(options(library, connects));
    expect(library.made).toEqual([]);
    expect(wallet.connected).toBe(false);
    const connecting = wallet.connect();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(library.made).toMatchObject([{ manifestUrl: 'https://app.example/tonconnect-manifest.json' }]);
    library.approve('0:abc');
    await expect(connecting).resolves.toBe('0:abc');
    expect(wallet.connected).toBe(true);
    expect(connects).toEqual(['connected']);
  });

  it('closing the modal is a rejected connection', async () => {
    const library = fakeLibrary();
    const wallet = createTonConnectWallet(options(library, []));
    const connecting = wallet.connect();
    await new Promise((resolve) => setTimeout(resolve, 0));
    library.cancel();
    await expect(connecting).rejects.toEqual(new ExternalWalletError('rejected'));
  });

  it("the user's refusal in the wallet is the domain's 'rejected'", async () => {
    const library = fakeLibrary({ restored: true, send: () => Promise.reject(new UserRejectsError('user rejected')) });
    const wallet = createTonConnectWallet(options(library, []));
    await expect(wallet.sendTransaction({ validUntil: 1, messages: [{ address: 'a', amount: '1' }] })).rejects.toEqual(new ExternalWalletError('rejected'));
  });

  it('a wallet disconnected before or while sending is the domain\'s \'disconnected\'', async () => {
    const gone = fakeLibrary({ restored: true, send: () => Promise.reject(new WalletNotConnectedError()) });
    await expect(createTonConnectWallet(options(gone, [])).sendTransaction({ validUntil: 1e10, messages: [{ address: 'a', amount: '1' }] })).rejects.toEqual(new ExternalWalletError('disconnected'));
    const never = fakeLibrary();
    await expect(createTonConnectWallet(options(never, [])).sendTransaction({ validUntil: 1e10, messages: [{ address: 'a', amount: '1' }] })).rejects.toEqual(new ExternalWalletError('disconnected'));
    expect(never.sent, 'nothing reached a wallet').toEqual([]);
  });

  it('a wallet that has not answered when validUntil passes is the domain\'s \'expired\'', async () => {
    const silent = fakeLibrary({ restored: true, send: () => new Promise(() => undefined) });
    const wallet = createTonConnectWallet({ ...options(silent, []), now: () => 1_000_000 - 20 });
    await expect(wallet.sendTransaction({ validUntil: 1_000, messages: [{ address: 'a', amount: '1' }] })).rejects.toEqual(new ExternalWalletError('expired'));
  });

  it('sends each comment as a TON comment cell, and a message without one without a payload', async () => {
    const library = fakeLibrary({ restored: true });
    const wallet = createTonConnectWallet(options(library, []));
    await expect(wallet.sendTransaction({ validUntil: 1e10, messages: [{ address: 'a', amount: '1', comment: 'pi_Привет' }, { address: 'b', amount: '2' }] })).resolves.toEqual({ boc: 'signed' });
    expect(library.sent).toEqual([{ validUntil: 1e10, messages: [{ address: 'a', amount: '1', payload: textCommentPayload('pi_Привет') }, { address: 'b', amount: '2' }] }]);
  });
});
