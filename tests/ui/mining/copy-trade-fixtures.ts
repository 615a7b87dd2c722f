/**
 * The copy-trade screens' shared fixtures for the whole-app ui tests (copy-trade-flow.test.tsx,
 * copy-trade-a11y.test.tsx): a funding token, a running trade, the read's answer, a kept form, and
 * the app opened with a fake copy-trade port.
 */
import type { CopyTradeApi } from '../../../domain/mining/copy-trade/port';
import type { CopyTrade, CopyTrades, FundingToken } from '../../../domain/mining/copy-trade/types';
import { fakeMessenger } from '../../support/fake-messenger';
import { fakePort } from '../../support/fake-port';
import { fakeMainApi, mainPorts } from '../../support/fake-ports';
import { aTotalBalance, aWallet } from '../../support/mothers';
import { renderApp, testPorts } from '../../support/render';

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

export const TRADE = {
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
} satisfies CopyTrade;

export const answer = (copyTrades: CopyTrade[], tokens: FundingToken[], extra: Partial<CopyTrades> = {}): CopyTrades => ({
  copyTrades,
  tokens,
  address: '0xabcdef0123456789abcdef0123456789abcdef01',
  slippageLimitPercent: '1',
  serverTime: '2026-11-24T10:00:00.000Z',
  ...extra,
});

/** The form kept on the device: LEADER on Arbitrum, USDT, 150 USD at ante 30. */
export const DRAFT = JSON.stringify({ accountIndex: 0, traderAddress: LEADER, chainId: 42161, tokenAddress: USDT.address, deposit: '150', ante: 30, startKey: null });

/** The ports of a user with one wallet and the copy-trade port answering `read` (and `api` for the rest). */
export function copyTradePorts(read: CopyTrades, storage: Record<string, string> = {}, api: Partial<CopyTradeApi> = {}) {
  const copyTradeApi = fakePort<CopyTradeApi>('copyTradeApi', { copyTrades: async () => read, ...api });
  return Object.assign(testPorts({ messenger: fakeMessenger(), storage }), mainPorts(fakeMainApi({ wallets: [aWallet(0)], totalBalances: { 0: aTotalBalance('10') } })), { copyTradeApi });
}

/** The app opened straight on `path` (a link, a reload at the first entry): no history inside the app. */
export function copyTradeApp(path: string, read: CopyTrades, storage: Record<string, string> = {}, api: Partial<CopyTradeApi> = {}) {
  return renderApp({ ports: copyTradePorts(read, storage, api), path });
}

export const pathOf = (app: { history: { location: { pathname: string } } }) => app.history.location.pathname;
