/** The mining screens rendered in the whole app, with mining ports the test shapes. */
import type { BurnApi } from '../../domain/mining/burn/port';
import type { EarningsApi } from '../../domain/mining/earnings/port';
import type { MinedByDay, MinedDay } from '../../domain/mining/earnings/types';
import type { MiningRecordApi } from '../../domain/mining/shared/port';
import type { ClaimReceipt } from '../../domain/mining/shared/types';
import type { TasksApi } from '../../domain/mining/tasks/port';
import type { PaymentApi } from '../../domain/payment/port';
import { fakeMessenger, launchContext } from '../support/fake-messenger';
import { fakePort } from '../support/fake-port';
import { fakeMainApi, mainPorts } from '../support/fake-ports';
import { aBurnOffer, aTotalBalance, aUserMining, aWallet } from '../support/mothers';
import { renderApp, testConfig, testPorts } from '../support/render';

export const RECORD = aUserMining({ speed: '1.5', gotAmount: '40', miningAmount: '2', guild: 3 }, new Date().toISOString());

export function claimReceipt(): ClaimReceipt {
  const record = aUserMining({ speed: '1.5', gotAmount: '42', miningAmount: '0', dttmLastClaim: new Date().toISOString() }, new Date().toISOString());
  return { ...record, claimId: 'c1', claimedAmount: '2', creditedAmount: '2', verifiedBonus: '0', allianceBonus: '0' };
}

/** 30 UTC days ending today, nothing mined but on the days given (day offsets from today, 0 = today). */
export function minedDays(mined: Readonly<Record<number, Partial<Omit<MinedDay, 'day'>>>> = {}, now = Date.now()): MinedByDay {
  const today = Math.floor(now / 86_400_000) * 86_400_000;
  const days = Array.from({ length: 30 }, (_, index) => {
    const offset = 29 - index;
    return { day: new Date(today - offset * 86_400_000).toISOString().slice(0, 10), claims: '0', autoclaims: '0', referrals: '0', ...mined[offset] };
  });
  return { days, serverTime: new Date(now).toISOString() };
}

export interface MiningPortsShape {
  readonly record?: Partial<MiningRecordApi>;
  readonly burn?: Partial<BurnApi>;
  readonly payment?: Partial<PaymentApi>;
  readonly tasks?: Partial<TasksApi>;
  readonly earnings?: Partial<EarningsApi>;
  /** Any other port, assigned as given (a wallet task's API and external wallet). */
  readonly extra?: object;
}

export async function miningAt(path: string, shape: MiningPortsShape = {}, options: { boost?: boolean; lang?: 'en' | 'ru'; startParam?: string } = {}) {
  const miningRecordApi = fakePort<MiningRecordApi>('miningRecordApi', {
    createUserMining: async () => ({ ...RECORD, created: false, referral: 'none' }),
    userMining: async () => RECORD,
    ...shape.record,
  });
  const burnApi = fakePort<BurnApi>('burnApi', { offer: async () => aBurnOffer(), ...shape.burn });
  const paymentApi = fakePort<PaymentApi>('paymentApi', shape.payment);
  const mainApi = fakeMainApi({ wallets: [aWallet(0)], totalBalances: { 0: aTotalBalance('10', { isNotifyForBoost: options.boost ?? false }) } });
  const messenger = fakeMessenger({ launch: launchContext({ startParam: options.startParam ?? null, ...(options.lang === 'ru' ? { user: { id: 1, firstName: 'Ivan', languageCode: 'ru' } } : {}) }) });
  // Assigned onto the test ports (not spread): every other feature's fake port stays reachable.
  const tasksApi = fakePort<TasksApi>('tasksApi', shape.tasks);
  const earningsApi = fakePort<EarningsApi>('earningsApi', { minedByDay: async () => minedDays(), ...shape.earnings });
  const ports = Object.assign(testPorts({ messenger }), mainPorts(mainApi), { miningRecordApi, burnApi, paymentApi, tasksApi, earningsApi }, shape.extra);
  const app = await renderApp({ ports, path, config: testConfig({ punkTokenAddress: 'EQ-punk', switchTokenAddress: 'EQ-switch', partnerWalletUrl: 'https://t.me/partner_bot', bigpumpUrl: 'https://t.me/bigpump_bot/app' }) });
  return { ...app, miningRecordApi, burnApi, paymentApi, tasksApi, mainApi, earningsApi };
}
