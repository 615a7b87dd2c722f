/**
 * The wallet-download task (seed 001 §4 "Wallet-download task"; docs/decisions/tasks.md "Tasks (issue
 * 20)", "Wallet tasks"): started, then downloaded (the user opened the wallet's download page),
 * then connected (the wallet connected; the app sets it as the user's TON wallet), then done. The
 * server refuses a wallet whose app is not Bitget ('Connected wallet is not Bitget'): the wallet is
 * disconnected and the task goes back to downloaded. On success the tasks are read again and the
 * wallet is disconnected (seed 001 §7 "set TON wallet").
 */
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../../../shared/not-provided';
import type { SubscriptionConfirmed } from '../types';
import { walletTaskFailureOfEvent } from './failure';
import type { WalletTaskContext, WalletTaskInput } from './staking-boost';

export type WalletDownloadEvent =
  /** The user opened the wallet's download page (the sheet's Download). */
  | { readonly type: 'wallet.download' }
  | { readonly type: 'wallet.connect' };

export const walletDownloadMachine = setup({
  types: {} as { context: WalletTaskContext; events: WalletDownloadEvent; input: WalletTaskInput },
  actors: {
    connect: fromPromise<string>(notProvided),
    /** /setTonWallet with the wallet's address and this attempt's idempotency key. */
    setWallet: fromPromise<SubscriptionConfirmed, string>(notProvided),
  },
  actions: {
    granted: (_, _params: { readonly confirmed: SubscriptionConfirmed }) => notProvided(),
    disconnect: () => notProvided(),
  },
}).createMachine({
  id: 'walletDownload',
  context: ({ input }) => ({ code: input.code, address: null, failure: null }),
  initial: 'started',
  states: {
    started: {
      description: 'The sheet offers the wallet’s download page.',
      tags: ['started'],
      on: { 'wallet.download': 'downloaded' },
    },
    downloaded: {
      description: 'The wallet is installed: the sheet offers Connect wallet (and the download again).',
      tags: ['downloaded'],
      on: { 'wallet.connect': 'connecting', 'wallet.download': { actions: assign({ failure: null }) } },
    },
    connecting: {
      description: 'The wallet app asks the user to connect.',
      tags: ['downloaded', 'busy'],
      entry: assign({ failure: null }),
      invoke: {
        src: 'connect',
        onDone: { target: 'connected', actions: assign({ address: ({ event }) => event.output }) },
        onError: { target: 'downloaded', actions: assign({ failure: { type: 'wallet-refused' } }) },
      },
    },
    connected: {
      description: 'Connected: the server checks the wallet is a Bitget wallet and sets it as the user’s.',
      tags: ['connected', 'busy'],
      invoke: {
        src: 'setWallet',
        input: ({ context }) => context.address ?? '',
        onDone: { target: 'done', actions: [{ type: 'granted', params: ({ event }) => ({ confirmed: event.output }) }, 'disconnect', assign({ address: null })] },
        // Not Bitget (or any refusal): the wallet is let go so the user can connect the right one.
        onError: { target: 'downloaded', actions: [assign({ failure: walletTaskFailureOfEvent, address: null }), 'disconnect'] },
      },
    },
    done: {
      description: 'Set: the boost is granted, the tasks read again, the wallet disconnected.',
      tags: ['done'],
      type: 'final',
    },
  },
});
