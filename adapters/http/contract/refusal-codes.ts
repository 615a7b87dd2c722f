/**
 * The stable codes of every refusal (docs/contract.md "Refusal codes"). The code, not the English
 * message, is what a client reads: the app shows its own translated text per code and falls back
 * to the server's message only for a code it does not know (issue 12, defect 3). The sandbox types
 * its refusals with these lists, so it cannot emit a code that is not listed here.
 */

/** Refusals of the main backend and of the platform under it (auth, idempotency, input checks). */
export const MAIN_REFUSAL_CODES = [
  // platform: every route
  'unauthorized',
  'not-found',
  'http',
  'invalid-path',
  'invalid-text',
  'invalid-json',
  'invalid-body',
  'invalid-query',
  'invalid-value',
  'unsupported-media-type',
  'body-too-large',
  'idempotency-key-required',
  'idempotency-key-reused',
  'idempotency-key-in-progress',
  'internal',
  'contract',
  // wallet, tokens, refill
  'unknown-account',
  'unknown-token',
  'unknown-transaction',
  'same-token',
  'pair-not-allowed',
  // send (/transfer)
  'invalid-address',
  'unsupported-address',
  'own-address',
  'invalid-amount',
  'too-many-decimals',
  'zero-amount',
  'insufficient-balance',
  'insufficient-fee',
  'comment-too-long',
  // swap
  'no-route',
  'unknown-route',
  'route-expired',
  'route-used',
  'route-account-mismatch',
  'insufficient-gas',
  'slippage',
  'unknown-provider',
  'invalid-wallet-index',
  // the sandbox's own controls (deposits); never shown by the app
  'amount-too-large',
  'cross-site-control',
  'control-header-required',
] as const;

/**
 * Refusals only the mining backend emits, by feature (each feature's screens word its own; a
 * feature adds its list's line here).
 */
export const MINING_REFUSAL_CODES = [
  // the record, claims
  'no-mining',
  // every purchase (the purpose table)
  'unknown-purpose',
  'invalid-details',
  'not-offered',
  'not-treasury',
  'wrong-amount',
  'unknown-intent',
  'unknown-transaction',
  'charge-recorded',
  'not-an-invoice',
  // autoclaim
  'autoclaim-active',
  // burn
  'below-minimum',
  'not-enough-punk',
  'not-enough-gas',
  // tasks
  'unknown-task',
  'not-a-member',
  'already-today',
  // friends, guilds and alliances
  'no-alliance', 'staking-required',
  // staking
  'stake-too-small', 'stake-too-large', 'not-enough-switch', 'unknown-deposit', 'stake-locked', 'sbt-minted', 'sbt-not-earned',
  'too-many-deposits', // staking's open deposits at the list's bound (issue 43)
  'unavailable-amount', 'auction-closed', // auction (issue 23)
  'no-wallet', 'no-punk-staked', 'not-enough-punk-staked', 'not-bitget', // tasks that need a connected TON wallet (issue 20)
  'not-in-human-group', 'already-proven', 'prove-closed', 'prove-in-progress', 'invalid-code', 'try-later', 'no-code-yet',
  'unknown-airdrop', 'airdrops-locked', 'airdrop-ended', 'no-deposit', // airdrops (issue 20)
  'timer-not-started', 'timer-running', // boost timers and the emoji task (issue 20)
  'league-ended', 'no-league-badge', 'no-league-trade', 'no-punk-nft', // the open-league and NFT tasks (issue 20)
  'unknown-coin', 'coin-not-yours', 'coin-before-mining', 'coin-counted', 'coins-done', // the create-coin task (issue 20)
  'phrase-ended', 'too-many-guesses', 'not-in-folder', // the meme-phrase and folder tasks (issue 20)
] as const;

export type MainRefusalCode = (typeof MAIN_REFUSAL_CODES)[number];
export type MiningRefusalCode = (typeof MINING_REFUSAL_CODES)[number];
export type RefusalCode = MainRefusalCode | MiningRefusalCode;

/**
 * The figures a refusal's text needs, by code, sent as `params` beside the message (strings, like
 * every amount on the wire). A code not named here carries none.
 */
export interface RefusalParams {
  readonly 'too-many-decimals': { readonly symbol: string; readonly decimals: string };
  readonly 'insufficient-fee': { readonly symbol: string; readonly fee: string };
  readonly 'comment-too-long': { readonly max: string };
  /** The most deposits that may be open at once. */
  readonly 'too-many-deposits': { readonly max: string };
  /** When the next meme-phrase guess is allowed (an instant). */
  readonly 'too-many-guesses': { readonly retryAt: string };
}
