/**
 * Every route of both specification documents (seed 000 §2 and seed 001 §2), in one place. Only
 * some have screens yet; the others are added to the route tree by the issue that builds them, and
 * must use these constants so links and tests agree on the spelling (note the camelCase segments
 * the specification uses: /selectNetwork, /confirmSwap, /copyTrade, ...).
 * Dynamic segments use TanStack Router's `$name` syntax.
 */
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

  // Mining and rewards (seed 001)
  mining: '/mining',
  miningAuction: '/mining/auction',
  miningTasks: '/mining/tasks',
  miningTasksTab: '/mining/tasks/$tab',
  miningFrens: '/mining/frens',
  miningGuilds: '/mining/guilds',
  miningAlliance: '/mining/guilds/alliance/$name',
  miningStaking: '/mining/staking',
  miningStakingConfigs: '/mining/staking/configs',
  miningStakingPaymentMethod: '/mining/staking/paymentMethod',
  miningStakingConfirm: '/mining/staking/confirm',
  miningStakingSuccessDeposit: '/mining/staking/successDeposit',
  miningStakingDeposits: '/mining/staking/deposits',
  miningDonate: '/mining/donate',
  miningDonateHallOfFame: '/mining/donate/hallOfFame',
  prove: '/prove',
  proveCode: '/prove/code',
  proveSuccess: '/prove/success',
  proveLoader: '/prove/loader',
  proveFailed: '/prove/failed',
  bigpump: '/bigpump',
  copyTrade: '/copyTrade',
  copyTradeTraderAddress: '/copyTrade/traderAddress',
  copyTradeChooseNetwork: '/copyTrade/chooseNetwork',
  copyTradeChooseTokens: '/copyTrade/chooseTokens',
  copyTradeTraderDeposit: '/copyTrade/traderDeposit',
  copyTradeTraderSuccessfully: '/copyTrade/traderSuccessfully',
  copyTradeTraderArchive: '/copyTrade/traderArchive',
  copyTradeNotBalance: '/copyTrade/notBalance',
  copyTradeTrade: '/copyTrade/trade',
  /** The trade detail link: /trade?tradeID={_id} (seed 001 §2). */
  trade: '/trade',
} as const;

export type AppPath = (typeof PATHS)[keyof typeof PATHS];

/** The tabs of /mining/tasks/{tab}; bigpump is the default (seed 001 §2). */
export const TASK_TABS = ['bigpump', 'boosts', 'subscriptions', 'airdrops'] as const;
export type TaskTab = (typeof TASK_TABS)[number];
export const DEFAULT_TASK_TAB: TaskTab = 'bigpump';

/** The one path without the messenger's back button (seed 000 §2: sub-screens have one). */
export const isTopLevelPath = (pathname: string): boolean => pathname === PATHS.home;
