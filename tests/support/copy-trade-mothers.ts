/**
 * Copy trading's test data (issue 24), shared by the machine tests and the whole-app ui tests: the
 * followed address, a funding token (200 USDT on Arbitrum), a running trade and the read's answer.
 */
import type { CopyTrade, CopyTrades, FundingToken } from '../../domain/mining/copy-trade/types';

export const LEADER = '0x1111111111111111111111111111111111111111';

export const USDT: FundingToken = {
  address: '0xusdt',
  chainId: 42161,
  decimals: 6,
  name: 'Tether USD',
  symbol: 'USDT',
  logoURI: 'https://sandbox/logo/USDT.svg',
  tokensAmount: '200',
  usdAmount: '200',
  tokensCost: '1',
};

/** 150 USDT at ante 20 following LEADER on Arbitrum, running. */
export function aTrade(overrides: Partial<CopyTrade> = {}): CopyTrade {
  return {
    _id: 'ct_00000000-0000-0000-0000-000000000001',
    accountIndex: 0,
    chainId: 42161,
    followedAddress: LEADER,
    ante: '0.2',
    protocols: ['uniswap-universal-router'],
    depositInNano: '150000000',
    fromToken: USDT.address,
    dttmAdded: '2026-11-24T10:00:00.000Z',
    token: { logoURI: USDT.logoURI, name: 'Tether USD', symbol: 'USDT', decimals: 6 },
    deposit: { usd: '150', eth: '0.0468' },
    startDeposit: { usd: '150', eth: '0.0468' },
    depositAmount: '150',
    perTradeAmount: '30',
    holdings: [],
    ...overrides,
  };
}

/** The read's answer: the trades, the fundable holdings, the user's address. */
export const answer = (copyTrades: CopyTrade[], tokens: FundingToken[], extra: Partial<CopyTrades> = {}): CopyTrades => ({
  copyTrades,
  tokens,
  address: '0xabcdef0123456789abcdef0123456789abcdef01',
  slippageLimitPercent: '1',
  serverTime: '2026-11-24T10:00:00.000Z',
  ...extra,
});
