/**
 * The staking flow with its fee paid through the one purchase flow (issue 22: "Machine tests for
 * the form and flow (config with and without a fee, each payment way, each failure)"). The real
 * staking machine (provideStaking) and the real purchase machine (providePurchase) run together as
 * the payment screen joins them: at the payment method a purchase of the form's stake starts;
 * closing it paid sends `fee.paid`, closing it otherwise `payment.back`. Only the ports are fakes.
 *
 * Each way (the wallet's balance, Stars, the external wallet) ends in success and reads the totals
 * again; each failure (a short balance, an invoice cancelled or failed, the wallet refusing or
 * unreachable, the server refusing the deposit or refunding its fee, no answer, a payment not
 * confirmed in time) leaves nothing staked and the form as it was, with the purchase's typed failure.
 * A free period never opens a purchase: the deposit is confirmed and made once per key, and a
 * refusal, no answer or a server error shows on the confirmation.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type Actor } from 'xstate';
import { provideStaking } from '../../../domain/mining/staking/provide';
import { stakingPurchase } from '../../../domain/mining/staking/purchase';
import { selectStakingView } from '../../../domain/mining/staking/selectors';
import type { StakingApi } from '../../../domain/mining/staking/port';
import type { MiningRecordApi } from '../../../domain/mining/shared/port';
import type { DepositList } from '../../../domain/mining/staking/types';
import type { PaymentApi } from '../../../domain/payment/port';
import { providePurchase } from '../../../domain/payment/provide';
import { selectPurchaseView, type PurchaseSnapshot } from '../../../domain/payment/purchase-selectors';
import type { PaymentStatus } from '../../../domain/payment/types';
import { ApiError } from '../../../domain/shared/api-failure';
import { ExternalWalletError } from '../../../domain/shared/external-wallet-error';
import type { InvoiceStatus } from '../../../domain/shared/messenger';
import { fakeExternalWallet, type FakeExternalWalletOptions } from '../../support/fake-external-wallet';
import { fakeMessenger } from '../../support/fake-messenger';
import { fakePort } from '../../support/fake-port';
import { recordingLogger } from '../../support/fake-ports';
import { manualClock } from '../../support/manual-clock';
import { aStakingConfigs } from '../../support/staking-mothers';
import { anIntent, anInternalQuote, anOffer, aUserMining } from '../../support/mothers';

const CONFIGS = aStakingConfigs();
const SERVER_TIME = '2026-01-01T00:00:00.000Z';
const aList = (): DepositList => ({ ...aUserMining({ gotAmount: '1000', lockAmount: '0' }, SERVER_TIME), deposits: [] });
const rejected = (status: number, code: string, path?: string[]) => new ApiError({ type: 'rejected', status, message: `server English ${code}`, code, ...(path ? { path } : {}) });
const unreachable = () => new ApiError({ type: 'unreachable' });

interface Setup {
  readonly payment?: Partial<PaymentApi>;
  readonly staking?: Partial<StakingApi>;
  readonly invoice?: () => Promise<InvoiceStatus>;
  readonly wallet?: FakeExternalWalletOptions;
}

function intents(...statuses: PaymentStatus[]) {
  let read = 0;
  return async () => anIntent(statuses[Math.min(read++, statuses.length - 1)] ?? 'pending');
}

function start(setup: Setup = {}) {
  let lists = 0;
  const stakingApi = fakePort<StakingApi>('stakingApi', {
    configs: async () => CONFIGS,
    total: async () => ({ totalAmount: '123456', serverTime: SERVER_TIME }),
    deposits: async () => ((lists += 1), aList()),
    ...setup.staking,
  });
  const paymentApi = fakePort<PaymentApi>('paymentApi', { offer: async () => anOffer(), ...setup.payment });
  const messenger = fakeMessenger();
  messenger.pieces.openInvoice = async (url) => (messenger.log.invoices.push(url), (setup.invoice ?? (async () => 'paid'))());
  const externalWallet = fakeExternalWallet(setup.wallet);
  let keys = 0;
  const staking = createActor(
    provideStaking({ stakingApi, paymentApi, miningRecordApi: fakePort<MiningRecordApi>('miningRecordApi'), clock: manualClock(), logger: recordingLogger() }, { newIdempotencyKey: () => `stake-${++keys}` }),
  ).start();
  const purchaseKeys: string[] = [];
  let sheet: Actor<ReturnType<typeof providePurchase>> | null = null;
  const view = () => selectStakingView(staking.getSnapshot());
  const sheetView = () => selectPurchaseView(sheet?.getSnapshot() as PurchaseSnapshot);
  return {
    staking,
    stakingApi,
    paymentApi,
    messenger,
    externalWallet,
    view,
    sheetView,
    lists: () => lists,
    /** The form with `period` chosen and Continue pressed (50 % of 1000 preselected). */
    async continueWith(period: '3mhp' | '3m') {
      await waitFor(staking, (s) => s.hasTag('form'));
      staking.send({ type: 'configs.open' });
      staking.send({ type: 'period.choose', period });
      staking.send({ type: 'form.continue' });
    },
    /** The payment screen: while the flow is at the payment method, its sheet holds one purchase of the form's stake. */
    async openSheet() {
      const current = view();
      expect(current.step).toBe('payment-method');
      const logic = providePurchase({ paymentApi, messenger, externalWallet }, { newIdempotencyKey: () => `fee-${purchaseKeys.push('k')}` });
      sheet = createActor(logic, { input: { purchase: stakingPurchase(current.amount ?? '', current.period ?? '3mhp'), accountIndex: 0 } }).start();
      // As the screen does (PurchaseSheet's onPending): the intent being paid, or null, each time it changes.
      let pending: string | null = null;
      sheet.subscribe((snapshot) => {
        const next = selectPurchaseView(snapshot as PurchaseSnapshot).pendingIntentId;
        if (next !== pending) staking.send({ type: 'fee.pending', intentId: (pending = next) });
      });
      await waitFor(sheet, (s) => selectPurchaseView(s as PurchaseSnapshot).step === 'choosing');
      return sheet;
    },
    async sheetAt(step: string) {
      if (!sheet) throw new Error('no sheet open');
      await waitFor(sheet, (s) => selectPurchaseView(s as PurchaseSnapshot).step === step);
    },
    /** Closes the sheet as the screen does: paid is `fee.paid`, anything else `payment.back`. */
    closeSheet() {
      const paid = sheetView().step === 'paid';
      sheet?.stop();
      sheet = null;
      staking.send(paid ? { type: 'fee.paid' } : { type: 'payment.back' });
    },
  };
}

type Flow = ReturnType<typeof start>;

/** After a failed fee: back at the form with the same stake, nothing staked, nothing read again. */
async function backAtTheForm(flow: Flow) {
  flow.closeSheet();
  expect(flow.view()).toMatchObject({ step: 'form', amount: '500', period: '3mhp', canContinue: true });
  expect(flow.stakingApi.count('deposit')).toBe(0);
  expect(flow.lists()).toBe(1);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a period without a fee', () => {
  it('goes straight to the confirmation (no purchase), stakes once per key, and success reads everything again', async () => {
    const flow = start({ staking: { deposit: async () => (aList()) } });
    await flow.continueWith('3m');
    expect(flow.view().step).toBe('confirm');
    flow.staking.send({ type: 'stake.confirm' });
    flow.staking.send({ type: 'stake.confirm' });
    await waitFor(flow.staking, (s) => s.hasTag('success'));
    await vi.waitFor(() => expect(flow.lists()).toBe(2));
    expect(flow.stakingApi.calls.deposit.map(([request, options]) => [request, options.idempotencyKey])).toEqual([[{ amount: '500', period: '3m' }, 'stake-1']]);
    expect(flow.paymentApi.count('offer')).toBe(0);
  });

  it.each([
    ['the deposit error from the server (not enough SWITCH)', () => rejected(400, 'not-enough-switch', ['amount']), { type: 'not-enough' }, 'stake-2'],
    ['the amount too small', () => rejected(400, 'stake-too-small', ['amount']), { type: 'too-small' }, 'stake-2'],
    ['no answer (a network failure or a timeout)', unreachable, { type: 'unreachable' }, 'stake-1'],
    ['a server error', () => new ApiError({ type: 'server', status: 502 }), { type: 'server' }, 'stake-1'],
  ] as const)('%s shows on the confirmation; the next press carries the right key', async (_name, error, failure, nextKey) => {
    let presses = 0;
    const flow = start({ staking: { deposit: async () => (++presses === 1 ? Promise.reject(error()) : aList()) } });
    await flow.continueWith('3m');
    flow.staking.send({ type: 'stake.confirm' });
    await waitFor(flow.staking, (s) => s.hasTag('confirm') && s.context.failure !== null);
    expect(flow.view().failure).toEqual(failure);
    flow.staking.send({ type: 'stake.confirm' });
    await waitFor(flow.staking, (s) => s.hasTag('success'));
    expect(flow.stakingApi.calls.deposit.map(([, options]) => options.idempotencyKey)).toEqual(['stake-1', nextKey]);
  });
});

describe('a period with a fee, paid each way', () => {
  it('from the wallet’s balance: the dry run, one keyed payment for exactly this stake, then success reads everything again', async () => {
    const flow = start({ payment: { checkInternal: async () => anInternalQuote(), payInternal: async () => ({ intentId: 'pi_1' }) } });
    await flow.continueWith('3mhp');
    const sheet = await flow.openSheet();
    expect(flow.paymentApi.calls.offer.map(([purchase]) => purchase)).toEqual([{ purpose: 'staking', details: { amount: '500', period: '3mhp' } }]);
    sheet.send({ type: 'way.choose', way: 'internal' });
    await flow.sheetAt('confirming');
    sheet.send({ type: 'payment.confirm' });
    sheet.send({ type: 'payment.confirm' });
    await flow.sheetAt('paid');
    expect(flow.paymentApi.calls.payInternal.map(([purchase, , options]) => [purchase.details, options.idempotencyKey])).toEqual([[{ amount: '500', period: '3mhp' }, 'fee-1']]);
    flow.closeSheet();
    expect(flow.view().step).toBe('success');
    await vi.waitFor(() => expect(flow.lists()).toBe(2));
    // The server staked it with the fee: the flow never calls /deposit itself.
    expect(flow.stakingApi.count('deposit')).toBe(0);
  });

  it('with Stars: the invoice opens once and the server saying paid ends in success', async () => {
    const flow = start({ payment: { starsInvoice: async () => ({ link: 'https://t.me/$pi_1', intentId: 'pi_1' }), intent: intents('pending', 'paid') } });
    await flow.continueWith('3mhp');
    const sheet = await flow.openSheet();
    sheet.send({ type: 'way.choose', way: 'stars' });
    await flow.sheetAt('paid');
    expect(flow.messenger.log.invoices).toEqual(['https://t.me/$pi_1']);
    expect(flow.paymentApi.calls.starsInvoice.map(([purchase, options]) => [purchase.details, options.idempotencyKey])).toEqual([[{ amount: '500', period: '3mhp' }, 'fee-1']]);
    flow.closeSheet();
    expect(flow.view().step).toBe('success');
  });

  it('with Stars, the sheet closed while the payment is settling: the outcome is read from the server and the success shown (issue 41)', async () => {
    vi.useFakeTimers();
    // The invoice closes as paid-but-pending; the server says paid only on the fourth read.
    const flow = start({ invoice: async () => 'pending', payment: { starsInvoice: async () => ({ link: 'https://t.me/$pi_1', intentId: 'pi_1' }), intent: intents('pending', 'pending', 'pending', 'paid') } });
    await flow.continueWith('3mhp');
    const sheet = await flow.openSheet();
    sheet.send({ type: 'way.choose', way: 'stars' });
    await flow.sheetAt('paying');
    await vi.waitFor(() => expect(flow.paymentApi.count('intent')).toBeGreaterThan(0));
    flow.closeSheet();
    // Back at the form, which waits for the fee's outcome instead of offering a stale Continue.
    expect(flow.view()).toMatchObject({ step: 'form', feePending: true, canContinue: false });
    await vi.advanceTimersByTimeAsync(10_000);
    await waitFor(flow.staking, (s) => s.hasTag('success'));
    // The success reads the totals and the record again: the Available the form shows next is fresh.
    await vi.waitFor(() => expect(flow.lists()).toBe(2));
    expect(flow.stakingApi.count('deposit')).toBe(0);
  });

  it('with Stars, the sheet closed while settling and the fee refunded: the record is read again and the form shown', async () => {
    vi.useFakeTimers();
    const flow = start({ invoice: async () => 'pending', payment: { starsInvoice: async () => ({ link: 'https://t.me/$pi_1', intentId: 'pi_1' }), intent: intents('pending', 'pending', 'refunded') } });
    await flow.continueWith('3mhp');
    const sheet = await flow.openSheet();
    sheet.send({ type: 'way.choose', way: 'stars' });
    await flow.sheetAt('paying');
    flow.closeSheet();
    await vi.advanceTimersByTimeAsync(10_000);
    await waitFor(flow.staking, (s) => s.hasTag('form') && !s.hasTag('fee-pending'));
    expect(flow.lists()).toBe(2);
    expect(flow.view().step).toBe('form');
  });

  it('with the external wallet: connects, sends the server’s transaction once, and the landed transfer ends in success', async () => {
    const transaction = { validUntil: 1_900_000_000, messages: [{ address: 'UQTreasury', amount: '500000000', comment: 'pi_1' }] };
    const flow = start({ payment: { externalTransaction: async () => ({ transaction, intentId: 'pi_1' }), intent: intents('pending', 'paid') } });
    await flow.continueWith('3mhp');
    const sheet = await flow.openSheet();
    sheet.send({ type: 'way.choose', way: 'external' });
    await flow.sheetAt('paid');
    expect(flow.externalWallet.log).toEqual({ connects: 1, transactions: [transaction] });
    flow.closeSheet();
    expect(flow.view().step).toBe('success');
  });
});

describe('a period with a fee, each failure', () => {
  it('a short balance: not enough balance with go-to-swap, nothing paid; closed, the form is as it was', async () => {
    const flow = start({ payment: { checkInternal: () => Promise.reject(rejected(400, 'insufficient-balance', ['amount'])) } });
    await flow.continueWith('3mhp');
    const sheet = await flow.openSheet();
    sheet.send({ type: 'way.choose', way: 'internal' });
    await flow.sheetAt('failed');
    expect(flow.sheetView()).toMatchObject({ failure: { type: 'not-enough-balance' }, offersSwap: true });
    expect(flow.paymentApi.count('payInternal')).toBe(0);
    await backAtTheForm(flow);
  });

  it.each(['cancelled', 'failed'] as const)('the Stars invoice %s: back to the ways saying nothing was charged; closed, the form', async (status) => {
    const flow = start({ payment: { starsInvoice: async () => ({ link: 'https://t.me/$pi_1', intentId: 'pi_1' }), intent: async () => anIntent('pending') }, invoice: async () => status });
    await flow.continueWith('3mhp');
    const sheet = await flow.openSheet();
    sheet.send({ type: 'way.choose', way: 'stars' });
    await waitFor(sheet, (s) => selectPurchaseView(s as PurchaseSnapshot).cancelled);
    expect(flow.sheetView()).toMatchObject({ step: 'choosing', cancelled: true, failure: null });
    await backAtTheForm(flow);
  });

  it.each([
    ['refuses the transaction', { sendTransaction: () => Promise.reject(new ExternalWalletError('rejected')) }, 'wallet-rejected', 1],
    ['is unreachable', { connect: () => Promise.reject(new ExternalWalletError('disconnected')) }, 'wallet-disconnected', 0],
  ] as const)('the external wallet %s: its failure, nothing sent or charged; closed, the form', async (_name, wallet, type, sent) => {
    const transaction = { validUntil: 1_900_000_000, messages: [{ address: 'UQTreasury', amount: '500000000', comment: 'pi_1' }] };
    const flow = start({ payment: { externalTransaction: async () => ({ transaction, intentId: 'pi_1' }), intent: async () => anIntent('pending') }, wallet });
    await flow.continueWith('3mhp');
    const sheet = await flow.openSheet();
    sheet.send({ type: 'way.choose', way: 'external' });
    await flow.sheetAt('failed');
    expect(flow.sheetView().failure).toEqual({ type });
    expect(flow.externalWallet.log.transactions).toHaveLength(sent);
    await backAtTheForm(flow);
  });

  it('the deposit error from the server (the stake refused when the fee is asked for): its code, and the next try is a new payment', async () => {
    const flow = start({ payment: { starsInvoice: () => Promise.reject(rejected(400, 'stake-too-large')) } });
    await flow.continueWith('3mhp');
    const sheet = await flow.openSheet();
    sheet.send({ type: 'way.choose', way: 'stars' });
    await flow.sheetAt('failed');
    expect(flow.sheetView().failure).toEqual({ type: 'unknown', code: 'stake-too-large' });
    sheet.send({ type: 'payment.retry' });
    await flow.sheetAt('failed');
    expect(flow.paymentApi.calls.starsInvoice.map(([, options]) => options.idempotencyKey)).toEqual(['fee-1', 'fee-2']);
    await backAtTheForm(flow);
  });

  it('the fee refunded because its SWITCH were no longer free when it landed: refunded, not paid; closed, the form', async () => {
    const flow = start({ payment: { starsInvoice: async () => ({ link: 'https://t.me/$pi_1', intentId: 'pi_1' }), intent: intents('pending', 'refunded') } });
    await flow.continueWith('3mhp');
    const sheet = await flow.openSheet();
    sheet.send({ type: 'way.choose', way: 'stars' });
    await flow.sheetAt('failed');
    expect(flow.sheetView()).toMatchObject({ failure: { type: 'refunded' }, offersSwap: false });
    await backAtTheForm(flow);
  });

  it('no answer to the wallet’s payment (a network failure or a timeout): the retry is the same payment, and paid it succeeds', async () => {
    let tries = 0;
    const flow = start({ payment: { checkInternal: async () => anInternalQuote(), payInternal: async () => (++tries === 1 ? Promise.reject(unreachable()) : { intentId: 'pi_1' }) } });
    await flow.continueWith('3mhp');
    const sheet = await flow.openSheet();
    sheet.send({ type: 'way.choose', way: 'internal' });
    await flow.sheetAt('confirming');
    sheet.send({ type: 'payment.confirm' });
    await flow.sheetAt('failed');
    expect(flow.sheetView().failure).toEqual({ type: 'unreachable' });
    sheet.send({ type: 'payment.retry' });
    await flow.sheetAt('paid');
    expect(flow.paymentApi.calls.payInternal.map(([, , options]) => options.idempotencyKey)).toEqual(['fee-1', 'fee-1']);
    flow.closeSheet();
    expect(flow.view().step).toBe('success');
  });

  it('a paid invoice the server does not confirm in time: unconfirmed, nothing staked by the flow; closed, the form', async () => {
    vi.useFakeTimers();
    const flow = start({ payment: { starsInvoice: async () => ({ link: 'https://t.me/$pi_1', intentId: 'pi_1' }), intent: async () => anIntent('pending') } });
    await flow.continueWith('3mhp');
    const sheet = await flow.openSheet();
    sheet.send({ type: 'way.choose', way: 'stars' });
    await vi.advanceTimersByTimeAsync(61_000);
    await flow.sheetAt('failed');
    expect(flow.sheetView().failure).toEqual({ type: 'unconfirmed' });
    await backAtTheForm(flow);
  });
});
