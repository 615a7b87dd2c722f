/** The mining screens rendered in the whole app, with a mining port the test shapes. */
import type { MiningApi } from '../../domain/mining/port';
import type { ClaimReceipt, MiningConfig } from '../../domain/mining/types';
import { fakeMessenger, launchContext } from '../support/fake-messenger';
import { fakeMainApi, mainPorts } from '../support/fake-ports';
import { fakeMiningPort } from '../support/fake-mining-port';
import { aTotalBalance, aUserMining, aWallet } from '../support/mothers';
import { renderApp, testConfig, testPorts } from '../support/render';

export const RECORD = aUserMining({ speed: '1.5', gotAmount: '40', miningAmount: '2', guild: 3 }, new Date().toISOString());
export const CONFIG = { burn: { rate: '0.1', boostHours: 48, minAmount: '1', gasTon: '0.005' } } as MiningConfig;

export function claimReceipt(): ClaimReceipt {
  const record = aUserMining({ speed: '1.5', gotAmount: '42', miningAmount: '0', dttmLastClaim: new Date().toISOString() }, new Date().toISOString());
  return { ...record, claimId: 'c1', claimedAmount: '2', creditedAmount: '2', verifiedBonus: '0', allianceBonus: '0' };
}

export async function miningAt(path: string, mining: Partial<MiningApi> = {}, options: { boost?: boolean; lang?: 'en' | 'ru'; startParam?: string } = {}) {
  const miningApi = fakeMiningPort({
    createUserMining: async () => ({ ...RECORD, created: false, referral: 'none' }),
    userMining: async () => RECORD,
    config: async () => CONFIG,
    ...mining,
  });
  const mainApi = fakeMainApi({ wallets: [aWallet(0)], totalBalances: { 0: aTotalBalance('10', { isNotifyForBoost: options.boost ?? false }) } });
  const messenger = fakeMessenger({ launch: launchContext({ startParam: options.startParam ?? null, ...(options.lang === 'ru' ? { user: { id: 1, firstName: 'Ivan', languageCode: 'ru' } } : {}) }) });
  const ports = { ...testPorts({ messenger }), ...mainPorts(mainApi), miningApi };
  const app = await renderApp({ ports, path, config: testConfig({ punkTokenAddress: 'EQ-punk', switchTokenAddress: 'EQ-switch', partnerWalletUrl: 'https://t.me/partner_bot', bigpumpUrl: 'https://t.me/bigpump_bot/app' }) });
  return { ...app, miningApi };
}

