/**
 * The routes of both specification documents (seed 000 §2 and seed 001 §2) that the home's first
 * load links to; the mining features' own screens are in feature-paths.ts. Links and tests use
 * these constants so they agree on the spelling (note the camelCase segments the specification
 * uses: /selectNetwork, /confirmSwap, /copyTrade, ...).
 * Dynamic segments use TanStack Router's `$name` syntax.
 */
import type { FeaturePath } from './feature-paths';

export const PATHS = {
  // Wallet core (seed 000)
  home: '/',
  wallet: '/wallet',
  swap: '/swap',
  selectNetworkFrom: '/selectNetwork/from',
  selectNetworkTo: '/selectNetwork/to',
  confirmSwap: '/confirmSwap',
  presetSwapTokensTo: '/presetSwapTokens/to',
  send: '/send',
  sendInfo: '/send/info',
  sendConfirm: '/send/confirm',
  sendSuccess: '/send/success',
  refillFrom: '/refill/from',
  refillTo: '/refill/to',
  refillQr: '/refill/qr',
  /** A token's own page (issue 38), opened from the home's token rows. */
  token: '/token/$chainId/$address',
  /** A transaction's receipt (issue 38), opened from a history row. */
  receipt: '/history/$id',

  // Mining and rewards (seed 001)
  mining: '/mining',
  miningTasks: '/mining/tasks',
  miningTasksTab: '/mining/tasks/$tab',
  miningStaking: '/mining/staking',
  bigpump: '/bigpump',
} as const;

/** Every path of the app: the first load's and the feature screens' (feature-paths.ts). */
export type AppPath = (typeof PATHS)[keyof typeof PATHS] | FeaturePath;

/** The tabs of /mining/tasks/{tab}; bigpump is the default (seed 001 §2). */
export const TASK_TABS = ['bigpump', 'boosts', 'subscriptions', 'airdrops'] as const;
export type TaskTab = (typeof TASK_TABS)[number];
export const DEFAULT_TASK_TAB: TaskTab = 'bigpump';

/** The one path without the messenger's back button (seed 000 §2: sub-screens have one). */
export const isTopLevelPath = (pathname: string): boolean => pathname === PATHS.home;
