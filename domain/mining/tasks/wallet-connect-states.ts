/**
 * The first steps of every task the server checks against the user's TON wallet (seed 001 §6 "NFT,
 * staking and wallet tasks need a connected TON wallet"): whether a wallet is connected when the
 * sheet opens, Connect wallet, and the wallet app's answer. The Punk NFT and staking-boost machines
 * spread these states into their own and go on from `connected`.
 *
 * Only names here, so the states type-check in each machine's own setup, which must provide:
 * - the actor `connect` (the external wallet's address, TON Connect);
 * - the guard `isConnected` (the context holds an address);
 * - the actions `clearFailure`, `keepAddress` (the connect actor's output into the context) and
 *   `walletRefused` (the failure `{ type: 'wallet-refused' }`).
 * Each state's tags name what the sheet shows.
 */
export const WALLET_CONNECT_STATES = {
  opening: {
    description: 'Whether the wallet is already connected.',
    always: [{ guard: 'isConnected', target: 'connected' }, { target: 'notConnected' }],
  },
  notConnected: {
    description: 'No TON wallet connected: the sheet offers Connect wallet.',
    tags: ['not-connected'],
    on: { 'wallet.connect': 'connecting' },
  },
  connecting: {
    description: 'The wallet app asks the user to connect.',
    tags: ['not-connected', 'busy'],
    entry: 'clearFailure',
    invoke: {
      src: 'connect',
      onDone: { target: 'connected', actions: 'keepAddress' },
      onError: { target: 'notConnected', actions: 'walletRefused' },
    },
  },
} as const;

/**
 * The address the `connect` actor answered, for the machines' `keepAddress` action (a done event is
 * not among a machine's own events, so its output is read by shape).
 */
export const connectedAddressOf = ({ event }: { readonly event: object }): string | null =>
  'output' in event && typeof event.output === 'string' ? event.output : null;
