/**
 * The purchase machine (domain/payment/purchase-machine.ts) over a fake payment port, for two
 * purposes: autoclaim, and a purchase with details (a staking fee), which the machine must pass
 * through to every call untouched. Each way, each failure, the key per attempt, the cancelled
 * invoice as a choice, and taps while paying. A donation the wallet declines goes back to its ways. A payment from the balance waits for
 * the biometric gate (issue 37); Stars and an external wallet do not ask it.
 */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { AUTOCLAIM_PURCHASE } from '../../../domain/mining/autoclaim/purchase';
import { donationPurchase } from '../../../domain/mining/donate/purchase';
import type { PaymentApi } from '../../../domain/payment/port';
import { providePurchase } from '../../../domain/payment/provide';
import { selectPurchaseView, type PurchaseSnapshot } from '../../../domain/payment/purchase-selectors';
import type { PaymentStatus, Purchase } from '../../../domain/payment/types';
import { ApiError } from '../../../domain/shared/api-failure';
import type { ConfirmMoney } from '../../../domain/shared/biometric-gate';
import { ExternalWalletError } from '../../../domain/shared/external-wallet-error';
import type { InvoiceStatus } from '../../../domain/shared/messenger';
import { fakeExternalWallet, type FakeExternalWalletOptions } from '../../support/fake-external-wallet';
import { fakeMessenger } from '../../support/fake-messenger';
import { fakePort } from '../../support/fake-port';
import { anIntent, anInternalQuote, anOffer, MOTHER_TREASURY } from '../../support/mothers';
import { failingGate, scriptedGate } from '../../support/scripted-gate';

// The machine never reads a purchase's purpose or details: any purchase goes through unchanged.
const STAKING_FEE = { purpose: 'staking', details: { amount: '5000', period: '6m' } } as unknown as Purchase;

interface Setup {
  readonly api?: Partial<PaymentApi>;
  readonly invoice?: () => Promise<InvoiceStatus>;
  readonly wallet?: FakeExternalWalletOptions;
  /** The biometric gate; absent, it is off. */
  readonly confirmMoney?: ConfirmMoney;
}

function intents(...statuses: PaymentStatus[]) {
  let read = 0;
  return async () => anIntent(statuses[Math.min(read++, statuses.length - 1)] ?? 'pending');
}

describe.each([
  ['autoclaim', AUTOCLAIM_PURCHASE],
  ['a staking fee', STAKING_FEE],
] as const)('the purchase of %s', (_name, purchase) => {
  function start(setup: Setup = {}) {
    const paymentApi = fakePort<PaymentApi>('paymentApi', { offer: async () => anOffer(), ...setup.api });
    const messenger = fakeMessenger();
    messenger.pieces.openInvoice = async (url) => (messenger.log.invoices.push(url), (setup.invoice ?? (async () => 'paid'))());
    const keys = ['key-1', 'key-2', 'key-3'];
    const logic = providePurchase({ paymentApi, messenger, externalWallet: fakeExternalWallet(setup.wallet), confirmMoney: setup.confirmMoney }, { newIdempotencyKey: () => keys.shift() ?? 'key-none' });
    const actor = createActor(logic, { input: { purchase, accountIndex: 0 } }).start();
    const view = () => selectPurchaseView(actor.getSnapshot() as PurchaseSnapshot);
    return { actor, paymentApi, messenger, view };
  }
  const at = (step: string) => (snapshot: PurchaseSnapshot) => selectPurchaseView(snapshot).step === step;

  it("offers the server's ways with their prices, the wallet first", async () => {
    const { actor, paymentApi, view } = start();
    await waitFor(actor, at('choosing'));
    expect(view().ways).toEqual([
      { way: 'internal', ton: '1' },
      { way: 'stars', stars: 195 },
      { way: 'external', ton: '1' },
    ]);
    expect(paymentApi.calls.offer.map(([asked]) => asked)).toEqual([purchase]);
  });

  it('a failed offer can be read again', async () => {
    let reads = 0;
    const { actor } = start({ api: { offer: async () => (++reads === 1 ? Promise.reject(new ApiError({ type: 'unreachable' })) : anOffer()) } });
    await waitFor(actor, at('offer-failed'));
    actor.send({ type: 'offer.retry' });
    await waitFor(actor, at('choosing'));
  });

  it('the wallet way shows the dry run (price, fee, total, balance after), then pays with one key', async () => {
    const { actor, paymentApi, view } = start({ api: { checkInternal: async () => anInternalQuote(), payInternal: async () => ({ intentId: 'pi_7', activatesAt: '2025-04-01T12:01:00.000Z' }) } });
    await waitFor(actor, at('choosing'));
    actor.send({ type: 'way.choose', way: 'internal' });
    await waitFor(actor, at('confirming'));
    expect(view().quote).toEqual({ price: '1', fee: '0.006', total: '1.006', balance: '2', balanceAfter: '0.994', to: MOTHER_TREASURY });
    expect(paymentApi.count('payInternal')).toBe(0);
    actor.send({ type: 'payment.confirm' });
    actor.send({ type: 'payment.confirm' });
    await waitFor(actor, at('paid'));
    expect(view().activatesAt).toBe('2025-04-01T12:01:00.000Z');
    expect(paymentApi.calls.payInternal.map(([asked, payment, options]) => [asked, payment, options.idempotencyKey])).toEqual([
      [purchase, { accountIndex: 0, to: MOTHER_TREASURY, amount: '1' }, 'key-1'],
    ]);
  });

  it('a short balance is known from the dry run: not enough balance, go-to-swap, and nothing paid', async () => {
    const { actor, paymentApi, view } = start({ api: { checkInternal: () => Promise.reject(new ApiError({ type: 'rejected', status: 400, message: 'Not enough balance', path: ['amount'] })) } });
    await waitFor(actor, at('choosing'));
    actor.send({ type: 'way.choose', way: 'internal' });
    await waitFor(actor, at('failed'));
    expect(view()).toMatchObject({ failure: { type: 'not-enough-balance' }, offersSwap: true });
    expect(paymentApi.count('payInternal')).toBe(0);
    // The retry asks again what it costs (the user may have topped up meanwhile).
    actor.send({ type: 'payment.retry' });
    await waitFor(actor, at('failed'));
    expect(paymentApi.count('checkInternal')).toBe(2);
  });

  it("a refusal reaches the sheet as its code, never the server's English; the next try is a new payment", async () => {
    const { actor, view } = start({
      api: { checkInternal: async () => anInternalQuote(), payInternal: () => Promise.reject(new ApiError({ type: 'rejected', status: 409, message: 'Already proven (server English)', code: 'already-proven' })) },
    });
    await waitFor(actor, at('choosing'));
    actor.send({ type: 'way.choose', way: 'internal' });
    await waitFor(actor, at('confirming'));
    actor.send({ type: 'payment.confirm' });
    await waitFor(actor, at('failed'));
    expect(view().failure).toEqual({ type: 'unknown', code: 'already-proven' });
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('server English');
  });

  it('Stars: the invoice opens once and the server saying paid completes it', async () => {
    const { actor, paymentApi, messenger } = start({ api: { starsInvoice: async () => ({ link: 'https://t.me/$pi_1', intentId: 'pi_1' }), intent: intents('pending', 'paid') } });
    await waitFor(actor, at('choosing'));
    actor.send({ type: 'way.choose', way: 'stars' });
    actor.send({ type: 'way.choose', way: 'stars' });
    await waitFor(actor, at('paid'));
    expect(paymentApi.calls.starsInvoice.map(([asked, options]) => [asked, options.idempotencyKey])).toEqual([[purchase, 'key-1']]);
    expect(messenger.log.invoices).toEqual(['https://t.me/$pi_1']);
  });

  it('a cancelled invoice is a choice: back to the ways, saying nothing was charged; the next try has a new key', async () => {
    const { actor, paymentApi, view } = start({ invoice: async () => 'cancelled', api: { starsInvoice: async () => ({ link: 'https://t.me/$pi_1', intentId: 'pi_1' }), intent: intents('pending') } });
    await waitFor(actor, at('choosing'));
    actor.send({ type: 'way.choose', way: 'stars' });
    await waitFor(actor, (s) => at('choosing')(s) && selectPurchaseView(s).cancelled);
    expect(view().failure).toBeNull();
    actor.send({ type: 'way.choose', way: 'stars' });
    await waitFor(actor, () => paymentApi.count('starsInvoice') === 2);
    expect(paymentApi.calls.starsInvoice.map(([, options]) => options.idempotencyKey)).toEqual(['key-1', 'key-2']);
    expect(view().cancelled).toBe(false);
  });

  it('the external wallet rejecting is a failure; another way can be chosen', async () => {
    const { actor, view } = start({
      wallet: { sendTransaction: () => Promise.reject(new ExternalWalletError('rejected')) },
      api: { externalTransaction: async () => ({ transaction: { validUntil: 1_900_000_000, messages: [{ address: MOTHER_TREASURY, amount: '1000000000', comment: 'pi_1' }] }, intentId: 'pi_1' }), intent: intents('pending') },
    });
    await waitFor(actor, at('choosing'));
    actor.send({ type: 'way.choose', way: 'external' });
    await waitFor(actor, at('failed'));
    expect(view().failure).toEqual({ type: 'wallet-rejected' });
    // Buying TON does not fix a wallet that said no: no go-to-swap here.
    expect(view().offersSwap).toBe(false);
    actor.send({ type: 'choice.back' });
    await waitFor(actor, at('choosing'));
  });

  it('an unknown outcome keeps the key: the retry is the same payment', async () => {
    let calls = 0;
    const { actor, paymentApi } = start({
      api: {
        starsInvoice: async () => {
          calls += 1;
          if (calls === 1) throw new ApiError({ type: 'unreachable' });
          return { link: 'https://t.me/$pi_1', intentId: 'pi_1' };
        },
        intent: intents('paid'),
      },
    });
    await waitFor(actor, at('choosing'));
    actor.send({ type: 'way.choose', way: 'stars' });
    await waitFor(actor, at('failed'));
    actor.send({ type: 'payment.retry' });
    await waitFor(actor, at('paid'));
    expect(paymentApi.calls.starsInvoice.map(([, options]) => options.idempotencyKey)).toEqual(['key-1', 'key-1']);
  });

  describe('paid from the balance, behind the biometric gate (issue 37)', () => {
    const PAID = { intentId: 'pi_7', activatesAt: '2025-04-01T12:01:00.000Z' };
    const fromBalance = (confirmMoney: ConfirmMoney | undefined, payInternal: PaymentApi['payInternal'] = async () => PAID) =>
      start({ confirmMoney, api: { checkInternal: async () => anInternalQuote(), payInternal } });
    const toConfirming = async (actor: ReturnType<typeof start>['actor']) => {
      await waitFor(actor, at('choosing'));
      actor.send({ type: 'way.choose', way: 'internal' });
      await waitFor(actor, at('confirming'));
    };
    const paidKeys = (paymentApi: ReturnType<typeof start>['paymentApi']) => paymentApi.calls.payInternal.map(([, payment, options]) => [payment.amount, options.idempotencyKey]);

    // The prompt names the total that leaves the balance (the price and the fee: 1.006), not the price (1).
    it('granted: asks with the total the balance pays and its symbol, then pays once', async () => {
      const gate = scriptedGate(['granted']);
      const { actor, paymentApi } = fromBalance(gate.confirm);
      await toConfirming(actor);
      actor.send({ type: 'payment.confirm' });
      await waitFor(actor, at('paid'));
      expect(gate.asked).toEqual([{ kind: 'purchase', amount: '1.006', symbol: 'TON' }]);
      expect(paidKeys(paymentApi)).toEqual([['1', 'key-1']]);
    });

    it('off (no gate, or the setting off): pays without a prompt', async () => {
      for (const gate of [undefined, scriptedGate(['off'])]) {
        const { actor, paymentApi } = fromBalance(gate?.confirm);
        await toConfirming(actor);
        actor.send({ type: 'payment.confirm' });
        await waitFor(actor, at('paid'));
        expect(paidKeys(paymentApi)).toEqual([['1', 'key-1']]);
      }
    });

    for (const refusal of ['denied', 'unavailable'] as const) {
      it(`${refusal}: nothing is paid, back to the confirmation with the reason, and the retry carries the first key`, async () => {
        const gate = scriptedGate([refusal, 'granted']);
        const { actor, paymentApi, view } = fromBalance(gate.confirm);
        await toConfirming(actor);
        actor.send({ type: 'payment.confirm' });
        await waitFor(actor, (s) => at('confirming')(s) && s.context.biometrics !== null);
        expect(paymentApi.count('payInternal')).toBe(0);
        expect(view()).toMatchObject({ step: 'confirming', loading: false, biometrics: refusal, way: 'internal', failure: null, quote: { total: '1.006' } });
        expect(actor.getSnapshot().context.idempotencyKey).toBe('key-1');

        actor.send({ type: 'payment.confirm' });
        await waitFor(actor, at('paid'));
        expect(gate.asked).toHaveLength(2);
        expect(view().biometrics).toBeNull();
        expect(paidKeys(paymentApi)).toEqual([['1', 'key-1']]);
      });
    }

    it('a gate that fails is unavailable: nothing is paid', async () => {
      const { actor, paymentApi, view } = fromBalance(failingGate);
      await toConfirming(actor);
      actor.send({ type: 'payment.confirm' });
      await waitFor(actor, (s) => at('confirming')(s) && s.context.biometrics !== null);
      expect(view().biometrics).toBe('unavailable');
      expect(paymentApi.count('payInternal')).toBe(0);
    });

    it('a retry after an unknown outcome moves money too: it asks again, and a refusal there pays nothing; the payment keeps its key', async () => {
      const gate = scriptedGate(['granted', 'denied', 'granted']);
      let tries = 0;
      const { actor, paymentApi, view } = fromBalance(gate.confirm, async () => (++tries === 1 ? Promise.reject(new ApiError({ type: 'unreachable' })) : PAID));
      await toConfirming(actor);
      actor.send({ type: 'payment.confirm' });
      await waitFor(actor, at('failed'));
      actor.send({ type: 'payment.retry' });
      await waitFor(actor, (s) => at('confirming')(s) && s.context.biometrics !== null);
      expect(view().biometrics).toBe('denied');
      expect(paymentApi.count('payInternal')).toBe(1);
      actor.send({ type: 'payment.confirm' });
      await waitFor(actor, at('paid'));
      expect(gate.asked).toHaveLength(3);
      expect(paidKeys(paymentApi)).toEqual([
        ['1', 'key-1'],
        ['1', 'key-1'],
      ]);
    });

    it('Stars and an external wallet confirm in their own sheets: the gate is not asked', async () => {
      const gate = scriptedGate([]);
      const stars = start({ confirmMoney: gate.confirm, api: { starsInvoice: async () => ({ link: 'https://t.me/$pi_1', intentId: 'pi_1' }), intent: intents('paid') } });
      await waitFor(stars.actor, at('choosing'));
      stars.actor.send({ type: 'way.choose', way: 'stars' });
      await waitFor(stars.actor, at('paid'));
      const external = start({
        confirmMoney: gate.confirm,
        api: { externalTransaction: async () => ({ transaction: { validUntil: 1_900_000_000, messages: [{ address: MOTHER_TREASURY, amount: '1000000000', comment: 'pi_2' }] }, intentId: 'pi_2' }), intent: intents('paid') },
      });
      await waitFor(external.actor, at('choosing'));
      external.actor.send({ type: 'way.choose', way: 'external' });
      await waitFor(external.actor, at('paid'));
      expect(gate.asked).toEqual([]);
    });
  });

  it('a way the offer does not have cannot be chosen', async () => {
    const { actor, paymentApi } = start({ api: { offer: async () => anOffer({ ways: [{ way: 'external', amount: '2.5', currency: 'TON' }] }) } });
    await waitFor(actor, at('choosing'));
    actor.send({ type: 'way.choose', way: 'stars' });
    actor.send({ type: 'way.choose', way: 'internal' });
    expect(selectPurchaseView(actor.getSnapshot()).step).toBe('choosing');
    expect(paymentApi.count('starsInvoice') + paymentApi.count('checkInternal')).toBe(0);
  });
});

describe('a donation the external wallet declines (seed 001 §4 "Donation": a wallet error returns to Idle; issue 44)', () => {
  const transaction = { validUntil: 1_900_000_000, messages: [{ address: MOTHER_TREASURY, amount: '100000000000', comment: 'pi_1' }] };

  function start(wallet: FakeExternalWalletOptions) {
    const paymentApi = fakePort<PaymentApi>('paymentApi', {
      offer: async () => anOffer(),
      externalTransaction: async () => ({ transaction, intentId: 'pi_1' }),
      intent: intents('pending'),
    });
    const keys = ['key-1', 'key-2'];
    const logic = providePurchase({ paymentApi, messenger: fakeMessenger(), externalWallet: fakeExternalWallet(wallet) }, { newIdempotencyKey: () => keys.shift() ?? 'key-none' });
    const actor = createActor(logic, { input: { purchase: donationPurchase('hallOfFame', '100', 'Bob'), accountIndex: 0 } }).start();
    return { actor, paymentApi, view: () => selectPurchaseView(actor.getSnapshot() as PurchaseSnapshot) };
  }

  it('returns to the ways to pay, saying the wallet declined, and the next try is a new payment', async () => {
    let tries = 0;
    const { actor, paymentApi, view } = start({ sendTransaction: () => (++tries === 1 ? Promise.reject(new ExternalWalletError('rejected')) : new Promise(() => undefined)) });
    await waitFor(actor, (s) => selectPurchaseView(s).step === 'choosing');
    actor.send({ type: 'way.choose', way: 'external' });
    await waitFor(actor, (s) => selectPurchaseView(s).step === 'choosing' && selectPurchaseView(s).declined);
    expect(view()).toMatchObject({ step: 'choosing', declined: true, cancelled: false, failure: null, way: null });
    expect(actor.getSnapshot().hasTag('failed')).toBe(false);
    // Choosing again clears the note and pays with a new key.
    actor.send({ type: 'way.choose', way: 'external' });
    await waitFor(actor, () => paymentApi.count('externalTransaction') === 2);
    expect(view().declined).toBe(false);
    expect(paymentApi.calls.externalTransaction.map(([, options]) => options.idempotencyKey)).toEqual(['key-1', 'key-2']);
  });

  it('a wallet that went away is still a failure with a retry (only a refusal is the user saying no)', async () => {
    const { actor, view } = start({ connect: () => Promise.reject(new ExternalWalletError('disconnected')) });
    await waitFor(actor, (s) => selectPurchaseView(s).step === 'choosing');
    actor.send({ type: 'way.choose', way: 'external' });
    await waitFor(actor, (s) => selectPurchaseView(s).step === 'failed');
    expect(view()).toMatchObject({ failure: { type: 'wallet-disconnected' }, declined: false });
  });
});
