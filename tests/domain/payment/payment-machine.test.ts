/**
 * The payment machine (domain/payment/machine.ts) over a fake payment port: each way, each failure,
 * the key it carries, and that Stars and external outcomes are learnt from the server's intent.
 */
import { createActor, waitFor, type AnyActorRef } from 'xstate';
import { describe, expect, it } from 'vitest';
import { AUTOCLAIM_PURCHASE } from '../../../domain/mining/autoclaim/purchase';
import type { PaymentInput, PaymentOutput } from '../../../domain/payment/machine';
import type { PaymentApi } from '../../../domain/payment/port';
import { providePayment } from '../../../domain/payment/provide';
import type { PaymentStatus } from '../../../domain/payment/types';
import { ApiError } from '../../../domain/shared/api-failure';
import { ExternalWalletError } from '../../../domain/shared/external-wallet-error';
import type { InvoiceStatus } from '../../../domain/shared/messenger';
import { fakeExternalWallet, type FakeExternalWalletOptions } from '../../support/fake-external-wallet';
import { fakeMessenger } from '../../support/fake-messenger';
import { fakePort } from '../../support/fake-port';
import { deferred } from '../../support/deferred';
import { manualClock } from '../../support/manual-clock';
import { anIntent, anInternalQuote } from '../../support/mothers';

const TREASURY = 'UQTreasury0000000000000000000000000000000000000000';
const TRANSFER = { to: TREASURY, amount: '1', accountIndex: 0 };
const TRANSACTION = { validUntil: 1_900_000_000, messages: [{ address: TREASURY, amount: '1000000000', comment: 'pi_1' }] };

/** The server's intent, read in order; the last status repeats. */
function intents(...statuses: PaymentStatus[]) {
  let read = 0;
  return async () => anIntent(statuses[Math.min(read++, statuses.length - 1)] ?? 'pending');
}

const refused = (path: string[]) => Promise.reject(new ApiError({ type: 'rejected', status: 400, message: 'refused', path }));

interface Setup {
  readonly api?: Partial<PaymentApi>;
  readonly invoice?: () => Promise<InvoiceStatus>;
  readonly wallet?: FakeExternalWalletOptions;
  readonly input: Omit<PaymentInput, 'purchase' | 'idempotencyKey'> & { readonly idempotencyKey?: string };
}

function start(setup: Setup) {
  const paymentApi = fakePort<PaymentApi>('paymentApi', setup.api);
  const messenger = fakeMessenger();
  if (setup.invoice) messenger.pieces.openInvoice = async (url) => (messenger.log.invoices.push(url), setup.invoice!());
  const externalWallet = fakeExternalWallet(setup.wallet);
  const clock = manualClock();
  const actor = createActor(providePayment({ paymentApi, messenger, externalWallet }), {
    clock,
    input: { purchase: AUTOCLAIM_PURCHASE, idempotencyKey: 'key-1', ...setup.input },
  }).start();
  return { actor, paymentApi, messenger, externalWallet, clock };
}

async function outcome(actor: AnyActorRef): Promise<PaymentOutput> {
  const snapshot = await waitFor(actor, (s) => s.status === 'done');
  return snapshot.output as PaymentOutput;
}

/** Lets promise answers settle, then moves the clock by `ms`, a few times. */
async function run(clock: ReturnType<typeof manualClock>, ms: number, times = 1) {
  for (let i = 0; i < times; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    clock.advance(ms);
  }
  await new Promise((resolve) => setTimeout(resolve, 0));
}

const checked = async () => anInternalQuote();

describe('payment flow, internal', () => {
  it('runs the dry run, then the real transfer with the key, and completes', async () => {
    const { actor, paymentApi } = start({
      input: { way: 'internal', internal: TRANSFER },
      api: { checkInternal: checked, payInternal: async () => ({ intentId: 'pi_9', activatesAt: '2025-04-01T12:01:00.000Z' }) },
    });
    expect(await outcome(actor)).toEqual({ ok: true, way: 'internal', intentId: 'pi_9', activatesAt: '2025-04-01T12:01:00.000Z' });
    expect(paymentApi.calls.checkInternal.map(([purchase, payment]) => [purchase.purpose, payment])).toEqual([['autoclaim', TRANSFER]]);
    expect(paymentApi.calls.payInternal.map(([purchase, payment, options]) => [purchase.purpose, payment, options.idempotencyKey])).toEqual([['autoclaim', TRANSFER, 'key-1']]);
  });

  it("a dry run refused on a path with 'amount' is 'not enough balance' and nothing is transferred", async () => {
    const { actor, paymentApi } = start({ input: { way: 'internal', internal: TRANSFER }, api: { checkInternal: () => refused(['amount']) } });
    expect(await outcome(actor)).toMatchObject({ ok: false, failure: { type: 'not-enough-balance' } });
    expect(paymentApi.count('payInternal')).toBe(0);
  });

  it("any other refusal is 'unknown', with the server's code and without its English", async () => {
    const { actor } = start({ input: { way: 'internal', internal: TRANSFER }, api: { checkInternal: () => refused(['to']) } });
    expect(await outcome(actor)).toMatchObject({ ok: false, failure: { type: 'unknown' } });
    const coded = start({
      input: { way: 'internal', internal: TRANSFER },
      api: { checkInternal: () => Promise.reject(new ApiError({ type: 'rejected', status: 409, message: 'You are already verified (server English)', code: 'already-proven' })) },
    });
    const failed = await outcome(coded.actor);
    expect(failed).toMatchObject({ ok: false, failure: { type: 'unknown', code: 'already-proven' } });
    expect(JSON.stringify(failed)).not.toContain('server English');
  });

  it('no answer to the real transfer is unreachable and hands back the key for the retry', async () => {
    const { actor } = start({
      input: { way: 'internal', internal: TRANSFER, idempotencyKey: 'key-7' },
      api: { checkInternal: checked, payInternal: () => Promise.reject(new ApiError({ type: 'unreachable' })) },
    });
    expect(await outcome(actor)).toEqual({ ok: false, way: 'internal', failure: { type: 'unreachable' }, idempotencyKey: 'key-7' });
  });

  it('a 5xx is a server failure', async () => {
    const { actor } = start({ input: { way: 'internal', internal: TRANSFER }, api: { checkInternal: () => Promise.reject(new ApiError({ type: 'server', status: 503 })) } });
    expect(await outcome(actor)).toMatchObject({ ok: false, failure: { type: 'server', status: 503 } });
  });

  it('without a transfer to make, nothing is sent', async () => {
    const { actor, paymentApi } = start({ input: { way: 'internal' } });
    expect(await outcome(actor)).toMatchObject({ ok: false, failure: { type: 'unknown' } });
    expect(paymentApi.count('checkInternal') + paymentApi.count('payInternal')).toBe(0);
  });
});

const starsInvoice = async () => ({ link: 'https://t.me/$pi_1', intentId: 'pi_1' });

describe('payment flow, Stars', () => {
  it('creates the invoice with the key, opens it, and completes when the server says paid', async () => {
    const { actor, paymentApi, messenger, clock } = start({
      input: { way: 'stars' },
      invoice: async () => 'paid',
      api: { starsInvoice, intent: intents('pending', 'pending', 'paid') },
    });
    await run(clock, 1_500, 3);
    expect(await outcome(actor)).toEqual({ ok: true, way: 'stars', intentId: 'pi_1', activatesAt: '2025-04-01T12:01:05.000Z' });
    expect(paymentApi.calls.starsInvoice.map(([, options]) => options.idempotencyKey)).toEqual(['key-1']);
    expect(messenger.log.invoices).toEqual(['https://t.me/$pi_1']);
  });

  it("a 'paid' callback is not trusted alone: the server's 'cancelled' wins", async () => {
    const { actor, clock } = start({ input: { way: 'stars' }, invoice: async () => 'paid', api: { starsInvoice, intent: intents('pending', 'cancelled') } });
    await run(clock, 1_500, 2);
    expect(await outcome(actor)).toMatchObject({ ok: false, failure: { type: 'cancelled' } });
  });

  it('a lost callback (the invoice never answers) still completes from the server status', async () => {
    const { actor, clock } = start({
      input: { way: 'stars' },
      invoice: () => new Promise<InvoiceStatus>(() => undefined),
      api: { starsInvoice, intent: intents('pending', 'pending', 'pending', 'paid') },
    });
    await run(clock, 1_500, 4);
    expect(await outcome(actor)).toMatchObject({ ok: true, way: 'stars', intentId: 'pi_1' });
  });

  it("a 'pending' callback completes once the server records the payment", async () => {
    const { actor, clock } = start({ input: { way: 'stars' }, invoice: async () => 'pending', api: { starsInvoice, intent: intents('pending', 'pending', 'pending', 'paid') } });
    await run(clock, 1_500, 4);
    expect(await outcome(actor)).toMatchObject({ ok: true });
  });

  it("'cancelled' with the intent still pending is cancelled: nothing charged, and the key is not for reuse", async () => {
    const { actor } = start({ input: { way: 'stars' }, invoice: async () => 'cancelled', api: { starsInvoice, intent: intents('pending') } });
    expect(await outcome(actor)).toMatchObject({ ok: false, failure: { type: 'cancelled' } });
  });

  it("a 'cancelled' callback for a payment the server did record is still paid (never lost)", async () => {
    const { actor } = start({ input: { way: 'stars' }, invoice: async () => 'failed', api: { starsInvoice, intent: intents('pending', 'paid') } });
    expect(await outcome(actor)).toMatchObject({ ok: true });
  });

  it("a server that never confirms ends 'unconfirmed' after the wait", async () => {
    const { actor, clock } = start({ input: { way: 'stars', confirmWithinMs: 6_000 }, invoice: async () => 'paid', api: { starsInvoice, intent: intents('pending') } });
    await run(clock, 1_500, 5);
    expect(await outcome(actor)).toMatchObject({ ok: false, failure: { type: 'unconfirmed' }, idempotencyKey: 'key-1' });
  });

  it('a retry with the key of an intent already paid completes without opening the invoice again', async () => {
    const { actor, messenger } = start({ input: { way: 'stars' }, invoice: async () => 'paid', api: { starsInvoice, intent: intents('paid') } });
    expect(await outcome(actor)).toMatchObject({ ok: true });
    expect(messenger.log.invoices).toEqual([]);
  });

  it('no answer to the invoice creation is unreachable', async () => {
    const { actor } = start({ input: { way: 'stars' }, api: { starsInvoice: () => Promise.reject(new ApiError({ type: 'unreachable' })) } });
    expect(await outcome(actor)).toMatchObject({ ok: false, failure: { type: 'unreachable' }, idempotencyKey: 'key-1' });
  });
});

const externalTransaction = async () => ({ transaction: TRANSACTION, intentId: 'pi_1' });

describe('payment flow, external wallet', () => {
  it('gets the transaction with the key, connects the wallet, sends it, and completes when the server says paid', async () => {
    const { actor, paymentApi, externalWallet, clock } = start({ input: { way: 'external' }, api: { externalTransaction, intent: intents('pending', 'pending', 'paid') } });
    await run(clock, 1_500, 3);
    expect(await outcome(actor)).toMatchObject({ ok: true, way: 'external', intentId: 'pi_1' });
    expect(paymentApi.calls.externalTransaction.map(([, options]) => options.idempotencyKey)).toEqual(['key-1']);
    expect(externalWallet.log).toEqual({ connects: 1, transactions: [TRANSACTION] });
  });

  it('a wallet already connected is not connected again', async () => {
    const { actor, externalWallet } = start({ input: { way: 'external' }, wallet: { connected: true }, api: { externalTransaction, intent: intents('pending', 'paid') } });
    expect(await outcome(actor)).toMatchObject({ ok: true });
    expect(externalWallet.log.connects).toBe(0);
  });

  it('the user rejecting the transaction in the wallet is wallet-rejected', async () => {
    const { actor } = start({
      input: { way: 'external' },
      wallet: { sendTransaction: () => Promise.reject(new ExternalWalletError('rejected')) },
      api: { externalTransaction, intent: intents('pending') },
    });
    expect(await outcome(actor)).toMatchObject({ ok: false, failure: { type: 'wallet-rejected' } });
  });

  it('declining the connection is wallet-rejected and nothing is sent', async () => {
    const { actor, externalWallet } = start({
      input: { way: 'external' },
      wallet: { connect: () => Promise.reject(new ExternalWalletError('rejected')) },
      api: { externalTransaction, intent: intents('pending') },
    });
    expect(await outcome(actor)).toMatchObject({ ok: false, failure: { type: 'wallet-rejected' } });
    expect(externalWallet.log.transactions).toEqual([]);
  });

  it('the server saying expired after sending is expired', async () => {
    const { actor, clock } = start({ input: { way: 'external' }, api: { externalTransaction, intent: intents('pending', 'expired') } });
    await run(clock, 1_500, 2);
    expect(await outcome(actor)).toMatchObject({ ok: false, failure: { type: 'expired' } });
  });

  it('the wallet saying the validity passed is expired', async () => {
    const { actor } = start({
      input: { way: 'external' },
      wallet: { sendTransaction: () => Promise.reject(new ExternalWalletError('expired')) },
      api: { externalTransaction, intent: intents('pending') },
    });
    expect(await outcome(actor)).toMatchObject({ ok: false, failure: { type: 'expired' } });
  });

  it('a wallet disconnected before it sent is wallet-disconnected', async () => {
    const { actor } = start({
      input: { way: 'external' },
      wallet: { sendTransaction: () => Promise.reject(new ExternalWalletError('disconnected')) },
      api: { externalTransaction, intent: intents('pending') },
    });
    expect(await outcome(actor)).toMatchObject({ ok: false, failure: { type: 'wallet-disconnected' } });
  });

  it('the server saying rejected is wallet-rejected', async () => {
    const { actor } = start({ input: { way: 'external' }, api: { externalTransaction, intent: intents('pending', 'rejected') } });
    expect(await outcome(actor)).toMatchObject({ ok: false, failure: { type: 'wallet-rejected' } });
  });

  it('waits for the wallet: nothing is read as paid before the transaction was sent', async () => {
    const sent = deferred<{ boc: string }>();
    const { actor, paymentApi } = start({ input: { way: 'external' }, wallet: { sendTransaction: () => sent.promise }, api: { externalTransaction, intent: intents('pending', 'paid') } });
    await waitFor(actor, (s) => s.matches({ external: 'sending' }));
    expect(paymentApi.count('intent')).toBe(1);
    sent.resolve({ boc: 'b' });
    expect(await outcome(actor)).toMatchObject({ ok: true });
  });
});
