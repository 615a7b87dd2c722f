/**
 * The NFT task (seed 001 §3 type nft; §6 "NFT, staking and wallet tasks need a connected TON
 * wallet"; docs/decisions/tasks.md "Tasks (issue 20)", "Punk NFT"): not-connected, then connected (the
 * TON wallet connected), then checked (the server saw a Punk NFT in that wallet and granted the
 * boost). No NFT returns to connected; the server seeing no wallet of the user returns to
 * not-connected and lets the wallet go.
 *
 * Each state's tags name what the sheet shows (selectPunkNftView reads them, never state names).
 */
import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from '../../../shared/not-provided';
import { taskRefusalOf, type TasksFailure } from '../failure';
import { connectedAddressOf, WALLET_CONNECT_STATES } from '../wallet-connect-states';
import type { SubscriptionConfirmed } from '../types';

export type PunkNftFailure =
  | { readonly type: 'no-wallet' }
  | { readonly type: 'no-punk-nft' }
  /** The user declined the connection in the wallet, or it could not connect. */
  | { readonly type: 'wallet-refused' }
  | TasksFailure;

export const punkNftFailureOf = (error: unknown): PunkNftFailure => taskRefusalOf(error, ['no-wallet', 'no-punk-nft'] as const);

const failureOfEvent = ({ event }: { readonly event: object }): PunkNftFailure => punkNftFailureOf('error' in event ? event.error : undefined);

export interface PunkNftContext {
  readonly address: string | null;
  readonly failure: PunkNftFailure | null;
}

export type PunkNftEvent = { readonly type: 'wallet.connect' } | { readonly type: 'nft.check' };

export const punkNftMachine = setup({
  types: {} as { context: PunkNftContext; events: PunkNftEvent; input: { readonly address: string | null } },
  actors: {
    /** Connects the external wallet (TON Connect): its address. */
    connect: fromPromise<string>(notProvided),
    /** /boost/checkPunkNft with the wallet's address and this press's idempotency key. */
    check: fromPromise<SubscriptionConfirmed, string>(notProvided),
  },
  actions: {
    /** The task was granted: the tasks list is read again. */
    granted: (_, _params: { readonly confirmed: SubscriptionConfirmed }) => notProvided(),
    /** The server sees no wallet of this user: the app drops its connection too. */
    disconnect: () => notProvided(),
    clearFailure: assign({ failure: null }),
    keepAddress: assign({ address: connectedAddressOf }),
    walletRefused: assign({ failure: { type: 'wallet-refused' } }),
  },
  guards: {
    isConnected: ({ context }) => context.address !== null,
    isNoWallet: ({ event }) => punkNftFailureOf('error' in event ? event.error : undefined).type === 'no-wallet',
  },
}).createMachine({
  id: 'punkNft',
  context: ({ input }) => ({ address: input.address, failure: null }),
  initial: 'opening',
  states: {
    ...WALLET_CONNECT_STATES,
    connected: {
      description: 'The wallet is connected: the sheet offers Check.',
      tags: ['connected'],
      on: { 'nft.check': 'checking' },
    },
    checking: {
      description: 'The server looks for a Punk NFT in the connected wallet.',
      tags: ['connected', 'busy'],
      entry: 'clearFailure',
      invoke: {
        src: 'check',
        input: ({ context }) => context.address ?? '',
        onDone: { target: 'checked', actions: { type: 'granted', params: ({ event }) => ({ confirmed: event.output }) } },
        onError: [
          { guard: 'isNoWallet', target: 'notConnected', actions: [assign({ address: null, failure: failureOfEvent }), 'disconnect'] },
          { target: 'connected', actions: assign({ failure: failureOfEvent }) },
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

export type PunkNftStep = 'not-connected' | 'connected' | 'done';

export interface PunkNftView {
  readonly step: PunkNftStep;
  readonly busy: boolean;
  readonly failure: PunkNftFailure | null;
  readonly address: string | null;
}

const STEPS: readonly PunkNftStep[] = ['done', 'connected', 'not-connected'];

export function selectPunkNftView(snapshot: { hasTag(tag: string): boolean; readonly context: PunkNftContext }): PunkNftView {
  return { step: STEPS.find((step) => snapshot.hasTag(step)) ?? 'not-connected', busy: snapshot.hasTag('busy'), failure: snapshot.context.failure, address: snapshot.context.address };
}
