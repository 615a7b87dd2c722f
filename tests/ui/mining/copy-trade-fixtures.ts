/**
 * The copy-trade screens' shared fixtures for the whole-app ui tests (copy-trade-flow.test.tsx,
 * copy-trade-a11y.test.tsx): the data of tests/support/copy-trade-mothers.ts, a kept form, and the
 * app opened with a fake copy-trade port.
 */
import type { CopyTradeApi } from '../../../domain/mining/copy-trade/port';
import type { CopyTrades } from '../../../domain/mining/copy-trade/types';
import { aTrade, LEADER, USDT } from '../../support/copy-trade-mothers';
import { fakeMessenger } from '../../support/fake-messenger';
import { fakePort } from '../../support/fake-port';
import { fakeMainApi, mainPorts } from '../../support/fake-ports';
import { aTotalBalance, aWallet } from '../../support/mothers';
import { renderApp, testPorts } from '../../support/render';

export { answer, LEADER, USDT } from '../../support/copy-trade-mothers';

export const TRADE = aTrade();

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
