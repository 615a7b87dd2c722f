/**
 * Copy trading's paths, spelled as PATHS spells them (the compiler holds them equal), but kept out
 * of PATHS's object in the first load: every PATHS key read anywhere keeps its string in the home's
 * first chunk (measured: +115 B gzip for these ten), and copy trading must add nothing there.
 */
import type { PATHS } from '../paths';

type CopyTradePathKey =
  | 'copyTrade'
  | 'copyTradeTraderAddress'
  | 'copyTradeChooseNetwork'
  | 'copyTradeChooseTokens'
  | 'copyTradeTraderDeposit'
  | 'copyTradeTraderSuccessfully'
  | 'copyTradeTraderArchive'
  | 'copyTradeNotBalance'
  | 'copyTradeTrade'
  | 'trade';

export const COPY_TRADE_PATHS = {
  copyTrade: '/copyTrade',
  copyTradeTraderAddress: '/copyTrade/traderAddress',
  copyTradeChooseNetwork: '/copyTrade/chooseNetwork',
  copyTradeChooseTokens: '/copyTrade/chooseTokens',
  copyTradeTraderDeposit: '/copyTrade/traderDeposit',
  copyTradeTraderSuccessfully: '/copyTrade/traderSuccessfully',
  copyTradeTraderArchive: '/copyTrade/traderArchive',
  copyTradeNotBalance: '/copyTrade/notBalance',
  copyTradeTrade: '/copyTrade/trade',
  trade: '/trade',
} as const satisfies Pick<typeof PATHS, CopyTradePathKey>;
