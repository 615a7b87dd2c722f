import { createActor, waitFor, type AnyActorRef } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { MiningApi } from '../../../domain/mining/port';
import type { PaymentStatus } from '../../../domain/mining/types';
import { autoclaimPaymentCalls } from '../../../domain/mining/autoclaim/provide';
import { providePayment } from '../../../domain/payment/provide';
import type { PaymentInput, PaymentOutput } from '../../../domain/payment/types';
import type { InvoiceStatus } from '../../../domain/ports';
import { ApiError } from '../../../domain/shared/api-failure';
import { ExternalWalletError } from '../../../domain/shared/external-wallet-error';
import { fakeExternalWallet, type FakeExternalWalletOptions } from '../../support/fake-external-wallet';
import { fakeMessenger } from '../../support/fake-messenger';
import { fakeMiningPort } from '../../support/fake-mining-port';
import { deferred } from '../../support/fake-ports';
import { manualClock } from '../../support/manual-clock';
import { anIntent } from '../../support/mothers';

const TREASURY = 'UQTreasury0000000000000000000000000000000000000000';
const TRANSFER = { to: TREASURY, amount: '1', accountIndex: 0 };
const TRANSACTION = { validUntil: 1_900_000_000, messages: [{ address: TREASURY, amount: '1000000000', payload: 'pi_1' }] };


/** The server's intent, read in order; the last status repeats. */
function intents(...statuses: PaymentStatus[]) {
  let read = 0;
  return async () => anIntent(statuses[Math.min(read++, statuses.length - 1)] ?? 'pending');
}

const refused = (path: string[]) => Promise.reject(new ApiError({ type: 'rejected', status: 400, message: 'refused', path }));

interface Setup {
  readonly api?: Partial<MiningApi>;
  readonly invoice?: () => Promise<InvoiceStatus>;
  readonly wallet?: FakeExternalWalletOptions;
  readonly input: Omit<PaymentInput, 'purpose' | 'idempotencyKey'> & { readonly idempotencyKey?: string };
}

function start(setup: Setup) {
  const miningApi = fakeMiningPort(setup.api);
  const messenger = fakeMessenger();
  if (setup.invoice) messenger.openInvoice = async (url) => (messenger.log.invoices.push(url), setup.invoice!());
  const externalWallet = fakeExternalWallet(setup.wallet);
  const clock = manualClock();
  const actor = createActor(providePayment({ messenger, externalWallet }, autoclaimPaymentCalls(miningApi)), {
    clock,
    input: { purpose: 'autoclaim', idempotencyKey: 'key-1', ...setup.input },
  }).start();
  return { actor, miningApi, messenger, externalWallet, clock };
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

describe('payment flow, internal', () => {
  it('runs the dry run, then the real transfer with the key, and completes', async () => {
    const { actor, miningApi } = start({
      input: { way: 'internal', transfer: TRANSFER },
      api: { autoclaimTransfer: async (request) => ({ dry: request.dry, fee: { amount: '0.006', symbol: 'TON' }, activatesAt: request.dry ? undefined : '2025-04-01T12:01:00.000Z' }) },
    });
    expect(await outcome(actor)).toEqual({ ok: true, way: 'internal', intentId: null, activatesAt: '2025-04-01T12:01:00.000Z' });
    expect(miningApi.calls.autoclaimTransfer.map(([request, options]) => [request.dry, request.amount, request.to, options.idempotencyKey])).toEqual([
      [true, '1', TREASURY, 'key-1'],
      [false, '1', TREASURY, 'key-1'],
    ]);
  });

  it("a dry run refused on a path with 'amount' is 'not enough balance' and nothing is transferred", async () => {
    const { actor, miningApi } = start({ input: { way: 'internal', transfer: TRANSFER }, api: { autoclaimTransfer: () => refused(['amount']) } });
    expect(await outcome(actor)).toMatchObject({ ok: false, failure: { type: 'not-enough-balance' } });
    expect(miningApi.count('autoclaimTransfer')).toBe(1);
  });

  it("any other refusal is 'unknown'", async () => {
    const { actor } = start({ input: { way: 'internal', transfer: TRANSFER }, api: { autoclaimTransfer: () => refused(['to']) } });
    expect(await outcome(actor)).toMatchObject({ ok: false, failure: { type: 'unknown' } });
  });

  it('no answer to the real transfer is unreachable and hands back the key for the retry', async () => {
    const { actor } = start({
      input: { way: 'internal', transfer: TRANSFER, idempotencyKey: 'key-7' },
      api: {
        autoclaimTransfer: async (request) => {
          if (request.dry) return { dry: true, fee: { amount: '0.006', symbol: 'TON' } };
          throw new ApiError({ type: 'unreachable' });
        },
      },
    });
    expect(await outcome(actor)).toEqual({ ok: false, way: 'internal', failure: { type: 'unreachable' }, idempotencyKey: 'key-7' });
  });

  it('a 5xx is a server failure', async () => {
    const { actor } = start({ input: { way: 'internal', transfer: TRANSFER }, api: { autoclaimTransfer: () => Promise.reject(new ApiError({ type: 'server', status: 503 })) } });
    expect(await outcome(actor)).toMatchObject({ ok: false, failure: { type: 'server', status: 503 } });
  });

  it('without a transfer to make, nothing is sent', async () => {
    const { actor, miningApi } = start({ input: { way: 'internal' } });
    expect(await outcome(actor)).toMatchObject({ ok: false, failure: { type: 'unknown' } });
    expect(miningApi.count('autoclaimTransfer')).toBe(0);
  });
});

const starsInvoice = async () => ({ link: 'https://t.me/$pi_1', intentId: 'pi_1', amount: 195, currency: 'XTR' as const, serverTime: '2025-04-01T12:00:00.000Z' });

describe('payment flow, Stars', () => {
  it('creates the invoice with the key, opens it, and completes when the server says paid', async () => {
    const { actor, miningApi, messenger, clock } = start({
      input: { way: 'stars' },
      invoice: async () => 'paid',
      api: { starsAutoclaim: starsInvoice, paymentIntent: intents('pending', 'pending', 'paid') },
    });
    await run(clock, 1_500, 3);
    expect(await outcome(actor)).toEqual({ ok: true, way: 'stars', intentId: 'pi_1', activatesAt: '2025-04-01T12:01:05.000Z' });
    expect(miningApi.calls.starsAutoclaim.map(([options]) => options.idempotencyKey)).toEqual(['key-1']);
    expect(messenger.log.invoices).toEqual(['https://t.me/$pi_1']);
  });

  it("a 'paid' callback is not trusted alone: the server's 'cancelled' wins", async () => {
    const { actor, clock } = start({ input: { way: 'stars' }, invoice: async () => 'paid', api: { starsAutoclaim: starsInvoice, paymentIntent: intents('pending', 'cancelled') } });
    await run(clock, 1_500, 2);
    expect(await outcome(actor)).toMatchObject({ ok: false, failure: { type: 'cancelled' } });
  });

  it('a lost callback (the invoice never answers) still completes from the server status', async () => {
    const { actor, clock } = start({
      input: { way: 'stars' },
      invoice: () => new Promise<InvoiceStatus>(() => undefined),
      api: { starsAutoclaim: starsInvoice, paymentIntent: intents('pending', 'pending', 'pending', 'paid') },
    });
    await run(clock, 1_500, 4);
    expect(await outcome(actor)).toMatchObject({ ok: true, way: 'stars', intentId: 'pi_1' });
  });

  it("a 'pending' callback completes once the server records the payment", async () => {
    const { actor, clock } = start({ input: { way: 'stars' }, invoice: async () => 'pending', api: { starsAutoclaim: starsInvoice, paymentIntent: intents('pending', 'pending', 'pending', 'paid') } });
    await run(clock, 1_500, 4);
    expect(await outcome(actor)).toMatchObject({ ok: true });
  });

  it("'cancelled' with the intent still pending is cancelled: nothing charged, and the key is not for reuse", async () => {
    const { actor } = start({ input: { way: 'stars' }, invoice: async () => 'cancelled', api: { starsAutoclaim: starsInvoice, paymentIntent: intents('pending') } });
    expect(await outcome(actor)).toMatchObject({ ok: false, failure: { type: 'cancelled' } });
  });

  it("a 'cancelled' callback for a payment the server did record is still paid (never lost)", async () => {
    const { actor } = start({ input: { way: 'stars' }, invoice: async () => 'failed', api: { starsAutoclaim: starsInvoice, paymentIntent: intents('pending', 'paid') } });
    expect(await outcome(actor)).toMatchObject({ ok: true });
  });

  it("a server that never confirms ends 'unconfirmed' after the wait", async () => {
    const { actor, clock } = start({ input: { way: 'stars', confirmWithinMs: 6_000 }, invoice: async () => 'paid', api: { starsAutoclaim: starsInvoice, paymentIntent: intents('pending') } });
    await run(clock, 1_500, 5);
    expect(await outcome(actor)).toMatchObject({ ok: false, failure: { type: 'unconfirmed' }, idempotencyKey: 'key-1' });
  });

  it('a retry with the key of an intent already paid completes without opening the invoice again', async () => {
    const { actor, messenger } = start({ input: { way: 'stars' }, invoice: async () => 'paid', api: { starsAutoclaim: starsInvoice, paymentIntent: intents('paid') } });
    expect(await outcome(actor)).toMatchObject({ ok: true });
    expect(messenger.log.invoices).toEqual([]);
  });

  it('no answer to the invoice creation is unreachable', async () => {
    const { actor } = start({ input: { way: 'stars' }, api: { starsAutoclaim: () => Promise.reject(new ApiError({ type: 'unreachable' })) } });
    expect(await outcome(actor)).toMatchObject({ ok: false, failure: { type: 'unreachable' }, idempotencyKey: 'key-1' });
  });
});

const externalAutoclaim = async () => ({ transaction: TRANSACTION, intentId: 'pi_1', serverTime: '2025-04-01T12:00:00.000Z' });

describe('payment flow, external wallet', () => {
  it('gets the transaction with the key, connects the wallet, sends it, and completes when the server says paid', async () => {
    const { actor, miningApi, externalWallet, clock } = start({ input: { way: 'external' }, api: { externalAutoclaim, paymentIntent: intents('pending', 'pending', 'paid') } });
    await run(clock, 1_500, 3);
    expect(await outcome(actor)).toMatchObject({ ok: true, way: 'external', intentId: 'pi_1' });
    expect(miningApi.calls.externalAutoclaim.map(([options]) => options.idempotencyKey)).toEqual(['key-1']);
    expect(externalWallet.log).toEqual({ connects: 1, transactions: [TRANSACTION] });
  });

  it('a wallet already connected is not connected again', async () => {
    const { actor, externalWallet } = start({ input: { way: 'external' }, wallet: { connected: true }, api: { externalAutoclaim, paymentIntent: intents('pending', 'paid') } });
    expect(await outcome(actor)).toMatchObject({ ok: true });
    expect(externalWallet.log.connects).toBe(0);
  });

  it('the user rejecting the transaction in the wallet is wallet-rejected', async () => {
    const { actor } = start({
      input: { way: 'external' },
      wallet: { sendTransaction: () => Promise.reject(new ExternalWalletError('rejected')) },
      api: { externalAutoclaim, paymentIntent: intents('pending') },
    });
    expect(await outcome(actor)).toMatchObject({ ok: false, failure: { type: 'wallet-rejected' } });
  });

  it('declining the connection is wallet-rejected and nothing is sent', async () => {
    const { actor, externalWallet } = start({
      input: { way: 'external' },
      wallet: { connect: () => Promise.reject(new ExternalWalletError('rejected')) },
      api: { externalAutoclaim, paymentIntent: intents('pending') },
    });
    expect(await outcome(actor)).toMatchObject({ ok: false, failure: { type: 'wallet-rejected' } });
    expect(externalWallet.log.transactions).toEqual([]);
  });

  it('the server saying expired after sending is expired', async () => {
    const { actor, clock } = start({ input: { way: 'external' }, api: { externalAutoclaim, paymentIntent: intents('pending', 'expired') } });
    await run(clock, 1_500, 2);
    expect(await outcome(actor)).toMatchObject({ ok: false, failure: { type: 'expired' } });
  });

  it('the wallet saying the validity passed is expired', async () => {
    const { actor } = start({
      input: { way: 'external' },
      wallet: { sendTransaction: () => Promise.reject(new ExternalWalletError('expired')) },
      api: { externalAutoclaim, paymentIntent: intents('pending') },
    });
    expect(await outcome(actor)).toMatchObject({ ok: false, failure: { type: 'expired' } });
  });

  it('the server saying rejected is wallet-rejected', async () => {
    const { actor } = start({ input: { way: 'external' }, api: { externalAutoclaim, paymentIntent: intents('pending', 'rejected') } });
    expect(await outcome(actor)).toMatchObject({ ok: false, failure: { type: 'wallet-rejected' } });
  });

  it('waits for the wallet: nothing is read as paid before the transaction was sent', async () => {
    const sent = deferred<{ boc: string }>();
    const { actor, miningApi } = start({ input: { way: 'external' }, wallet: { sendTransaction: () => sent.promise }, api: { externalAutoclaim, paymentIntent: intents('pending', 'paid') } });
    await waitFor(actor, (s) => s.matches({ external: 'sending' }));
    expect(miningApi.count('paymentIntent')).toBe(1);
    sent.resolve({ boc: 'b' });
    expect(await outcome(actor)).toMatchObject({ ok: true });
  });
});
