/**
 * The paths of the mining features' own screens (seed 001 §2), beside PATHS (paths.ts), which
 * holds what the home's first load links to. Apart because the bundler keeps every property of a
 * shared object that any chunk reads: in PATHS, each feature's paths were carried by the home's
 * first load (issue 26: 26 paths, about 250 B gzip). Only lazy screens import this module; the
 * budget test fails when a first-load chunk names one of these paths.
 */
export const FEATURE_PATHS = {
  miningAuction: '/mining/auction',
  miningFrens: '/mining/frens',
  miningGuilds: '/mining/guilds',
  miningAlliance: '/mining/guilds/alliance/$name',
  miningStakingConfigs: '/mining/staking/configs',
  miningStakingPaymentMethod: '/mining/staking/paymentMethod',
  miningStakingConfirm: '/mining/staking/confirm',
  miningStakingSuccessDeposit: '/mining/staking/successDeposit',
  miningStakingDeposits: '/mining/staking/deposits',
  miningDonate: '/mining/donate',
  miningDonateHallOfFame: '/mining/donate/hallOfFame',
  miningSpeed: '/mining/speed',
  prove: '/prove',
  proveCode: '/prove/code',
  proveSuccess: '/prove/success',
  proveLoader: '/prove/loader',
  proveFailed: '/prove/failed',
  copyTrade: '/copyTrade',
  copyTradeTraderAddress: '/copyTrade/traderAddress',
  copyTradeChooseNetwork: '/copyTrade/chooseNetwork',
  copyTradeChooseTokens: '/copyTrade/chooseTokens',
  copyTradeTraderDeposit: '/copyTrade/traderDeposit',
  copyTradeTraderSuccessfully: '/copyTrade/traderSuccessfully',
  copyTradeTraderArchive: '/copyTrade/traderArchive',
  copyTradeNotBalance: '/copyTrade/notBalance',
  copyTradeTrade: '/copyTrade/trade',
  /** The person's settings (issue 37): opened by the messenger's settings button and from the wallet view. */
  settings: '/settings',
  /** The trade detail link: /trade?tradeID={_id} (seed 001 §2). */
  trade: '/trade',
} as const;

export type FeaturePath = (typeof FEATURE_PATHS)[keyof typeof FEATURE_PATHS];

/**
 * The mining screen's fragment that opens its Burn sheet on arrival (the burn task's sheet links
 * there: the burn has no screen of its own, seed 001 §2 "Burn modal").
 */
export const BURN_SHEET_HASH = 'burn';
