/**
 * The staking-boost task (seed 001 §4 "Staking-boost task"; docs/decisions/tasks.md "Tasks (issue 20)",
 * "Wallet tasks"): not-connected, then connected (the TON wallet connected), then staked (the user
 * opened the staking bot), then checked (the server verified the PUNK staked by that wallet and
 * granted the boost). 'No $PUNK in staking' and 'Not enough $PUNK staked' return to connected; the
 * server seeing no wallet of the user returns to not-connected.
 *
 * Each state's tags name what the sheet shows (selectWalletTaskView reads them, never state names).
 */
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../../../shared/not-provided';
import type { SubscriptionConfirmed } from '../types';
import { connectedAddressOf, WALLET_CONNECT_STATES } from '../wallet-connect-states';
import { walletTaskFailureOf, walletTaskFailureOfEvent, type WalletTaskFailure } from './failure';

export interface WalletTaskInput {
  readonly code: string;
  /** The wallet already connected when the sheet opens, or null. */
  readonly address: string | null;
}

export interface WalletTaskContext {
  readonly code: string;
  readonly address: string | null;
  readonly failure: WalletTaskFailure | null;
}

export type StakingBoostEvent =
  | { readonly type: 'wallet.connect' }
  /** The user opened the staking bot (the sheet's Stake). */
  | { readonly type: 'staking.open' }
  | { readonly type: 'staking.check' };

const refusedAs = (types: readonly WalletTaskFailure['type'][]) => ({ event }: { readonly event: object }) =>
  types.includes(walletTaskFailureOf('error' in event ? event.error : undefined).type);

export const stakingBoostMachine = setup({
  types: {} as { context: WalletTaskContext; events: StakingBoostEvent; input: WalletTaskInput },
  actors: {
    /** Connects the external wallet (TON Connect): its address. */
    connect: fromPromise<string>(notProvided),
    /** /boost/checkPunkStaking with the wallet's address and this press's idempotency key. */
    check: fromPromise<SubscriptionConfirmed, string>(notProvided),
  },
  actions: {
    /** The task was granted: the tasks list is read again (the card shows it done). */
    granted: (_, _params: { readonly confirmed: SubscriptionConfirmed }) => notProvided(),
    /** The server sees no wallet of this user: the app drops its connection too. */
    disconnect: () => notProvided(),
    clearFailure: assign({ failure: null }),
    keepAddress: assign({ address: connectedAddressOf }),
    walletRefused: assign({ failure: { type: 'wallet-refused' } }),
  },
  guards: {
    isConnected: ({ context }) => context.address !== null,
    isNoWallet: refusedAs(['no-wallet']),
    isNotStaked: refusedAs(['no-punk-staked', 'not-enough-punk-staked']),
  },
}).createMachine({
  id: 'stakingBoost',
  context: ({ input }) => ({ code: input.code, address: input.address, failure: null }),
  initial: 'opening',
  states: {
    ...WALLET_CONNECT_STATES,
    connected: {
      description: 'The wallet is connected: the sheet offers the staking bot.',
      tags: ['connected'],
      on: { 'staking.open': { target: 'staked', actions: 'clearFailure' } },
    },
    staked: {
      description: 'The user went to stake PUNK in the staking bot: the sheet offers Check.',
      tags: ['staked'],
      on: { 'staking.check': 'checking' },
    },
    checking: {
      description: 'The server checks the PUNK staked by the connected wallet.',
      tags: ['staked', 'busy'],
      entry: 'clearFailure',
      invoke: {
        src: 'check',
        input: ({ context }) => context.address ?? '',
        onDone: { target: 'checked', actions: { type: 'granted', params: ({ event }) => ({ confirmed: event.output }) } },
        onError: [
          { guard: 'isNoWallet', target: 'notConnected', actions: [assign({ address: null, failure: walletTaskFailureOfEvent }), 'disconnect'] },
          { guard: 'isNotStaked', target: 'connected', actions: assign({ failure: walletTaskFailureOfEvent }) },
          { target: 'staked', actions: assign({ failure: walletTaskFailureOfEvent }) },
        ],
      },
    },
    checked: {
      description: 'Verified: the boost is granted.',
      tags: ['done'],
      type: 'final',
    },
  },
});
