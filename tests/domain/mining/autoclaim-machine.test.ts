import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { MiningApi } from '../../../domain/mining/port';
import type { PaymentStatus } from '../../../domain/mining/types';
import { provideAutoclaim } from '../../../domain/mining/autoclaim/provide';
import type { InvoiceStatus } from '../../../domain/ports';
import { ApiError } from '../../../domain/shared/api-failure';
import { fakeExternalWallet } from '../../support/fake-external-wallet';
import { fakeMessenger } from '../../support/fake-messenger';
import { fakeMiningPort } from '../../support/fake-mining-port';
import { manualClock } from '../../support/manual-clock';
import { aMiningConfig, anIntent, MOTHER_TREASURY } from '../../support/mothers';

const TREASURY = MOTHER_TREASURY;


function start(api: Partial<MiningApi>, invoice: () => Promise<InvoiceStatus> = async () => 'paid') {
  const miningApi = fakeMiningPort({ config: async () => aMiningConfig(), ...api });
  const messenger = fakeMessenger();
  messenger.openInvoice = async (url) => (messenger.log.invoices.push(url), invoice());
  const keys = ['key-1', 'key-2', 'key-3'];
  const actor = createActor(
    provideAutoclaim({ miningApi, messenger, externalWallet: fakeExternalWallet() }, { newIdempotencyKey: () => keys.shift() ?? 'key-none' }),
    { clock: manualClock(), input: { accountIndex: 0 } },
  ).start();
  return { actor, miningApi, messenger };
}

const starsInvoice = async () => ({ link: 'https://t.me/$pi_1', intentId: 'pi_1', amount: 195, currency: 'XTR' as const, serverTime: '2025-04-01T12:00:00.000Z' });
const intent = (status: PaymentStatus) => async () => anIntent(status);

describe('autoclaimMachine', () => {
  it('offers the server prices, then the internal way shows the transfer to confirm before paying', async () => {
    const { actor, miningApi } = start({ autoclaimTransfer: async (request) => ({ dry: request.dry, fee: { amount: '0.006', symbol: 'TON' }, activatesAt: '2025-04-01T12:01:00.000Z' }) });
    await waitFor(actor, (s) => s.matches('choosing'));
    expect(actor.getSnapshot().context.offer).toEqual({ tonPrice: '1', starsPrice: 195, treasuryAddress: TREASURY });
    actor.send({ type: 'way.choose', way: 'internal' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(miningApi.count('autoclaimTransfer')).toBe(0);
    actor.send({ type: 'transfer.confirm' });
    await waitFor(actor, (s) => s.matches('activated'));
    expect(actor.getSnapshot().context.activatesAt).toBe('2025-04-01T12:01:00.000Z');
    expect(miningApi.calls.autoclaimTransfer.map(([request, options]) => ({ ...request, key: options.idempotencyKey }))).toEqual([
      { to: TREASURY, amount: '1', accountIndex: 0, dry: true, key: 'key-1' },
      { to: TREASURY, amount: '1', accountIndex: 0, dry: false, key: 'key-1' },
    ]);
  });

  it('a double tap on Stars creates one invoice and pays once', async () => {
    const { actor, miningApi, messenger } = start({ starsAutoclaim: starsInvoice, paymentIntent: intent('paid') });
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'way.choose', way: 'stars' });
    actor.send({ type: 'way.choose', way: 'stars' });
    actor.send({ type: 'payment.retry' });
    await waitFor(actor, (s) => s.matches('activated'));
    expect(miningApi.count('starsAutoclaim')).toBe(1);
    expect(messenger.log.invoices.length).toBeLessThanOrEqual(1);
  });

  it('a retry after a lost answer reuses the key, so the server pays once', async () => {
    let answers = 0;
    const { actor, miningApi } = start({
      autoclaimTransfer: async (request) => {
        if (!request.dry && answers++ === 0) throw new ApiError({ type: 'unreachable' });
        return { dry: request.dry, fee: { amount: '0.006', symbol: 'TON' } };
      },
    });
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'way.choose', way: 'internal' });
    actor.send({ type: 'transfer.confirm' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toEqual({ type: 'unreachable' });
    actor.send({ type: 'payment.retry' });
    await waitFor(actor, (s) => s.matches('activated'));
    const realKeys = miningApi.calls.autoclaimTransfer.filter(([request]) => !request.dry).map(([, options]) => options.idempotencyKey);
    expect(realKeys).toEqual(['key-1', 'key-1']);
  });

  it('after a cancelled invoice the next press is a new action with a new key', async () => {
    const { actor, miningApi } = start({ starsAutoclaim: starsInvoice, paymentIntent: intent('pending') }, async () => 'cancelled');
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'way.choose', way: 'stars' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toEqual({ type: 'cancelled' });
    actor.send({ type: 'payment.retry' });
    await waitFor(actor, (s) => s.matches('failed') && miningApi.count('starsAutoclaim') === 2);
    expect(miningApi.calls.starsAutoclaim.map(([options]) => options.idempotencyKey)).toEqual(['key-1', 'key-2']);
  });

  it('back from a failure returns to the choice and forgets the action', async () => {
    const { actor } = start({ autoclaimTransfer: () => Promise.reject(new ApiError({ type: 'rejected', status: 400, message: 'Not enough balance', path: ['amount'] })) });
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'way.choose', way: 'internal' });
    actor.send({ type: 'transfer.confirm' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toEqual({ type: 'not-enough-balance' });
    actor.send({ type: 'choice.back' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context).toMatchObject({ failure: null, idempotencyKey: null, way: null });
  });

  it('prices that cannot be read offer a retry', async () => {
    let reads = 0;
    const { actor } = start({ config: async () => (reads++ === 0 ? Promise.reject(new ApiError({ type: 'unreachable' })) : aMiningConfig()) });
    await waitFor(actor, (s) => s.matches('offerFailed'));
    actor.send({ type: 'offer.retry' });
    await waitFor(actor, (s) => s.matches('choosing'));
  });
});
