/**
 * The mining ports' HTTP adapters (record, burn, payment) against the real sandbox's mining server
 * over loopback, on one shared mining client as the app composes them: every call parses the
 * server's real answers, value-moving calls replay under their key, the seed's burn refusals
 * arrive as typed codes, and the payment port reaches autoclaim's seed endpoints by purpose.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpBurnApi } from '../../adapters/http/mining/burn-api';
import { createHttpMiningRecordApi } from '../../adapters/http/mining/record-api';
import { createHttpPaymentApi } from '../../adapters/http/payment-api';
import { AUTOCLAIM_PURCHASE } from '../../domain/mining/autoclaim/purchase';
import type { BurnApi } from '../../domain/mining/burn/port';
import type { MiningRecordApi } from '../../domain/mining/shared/port';
import type { PaymentApi } from '../../domain/payment/port';
import { ApiError } from '../../domain/shared/api-failure';
import { startSandbox, type SandboxHandle } from '../../sandbox/server';
import { START_TIMEOUT_MS } from '../sandbox/platform-support';
import { miningHttpFor } from './mining-http';

let sandbox: SandboxHandle;
let record: MiningRecordApi;
let burn: BurnApi;
let payment: PaymentApi;

beforeAll(async () => {
  sandbox = await startSandbox();
  // A user the seed does not know: a first launch, with no PUNK and no TON.
  const http = miningHttpFor(sandbox, { id: 990_001, first_name: 'Newcomer' });
  record = createHttpMiningRecordApi(http);
  burn = createHttpBurnApi(http);
  payment = createHttpPaymentApi(http);
}, START_TIMEOUT_MS);
afterAll(async () => {
  await sandbox?.close();
});

async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError) || error.failure.type !== 'rejected') throw new Error(`expected a refusal, got ${String(error)}`);
  return error.failure.code;
}

describe('the mining record port over HTTP', () => {
  it('creates the record once, then reads it with the server time', async () => {
    const first = await record.createUserMining({});
    expect(first.created).toBe(true);
    expect((await record.createUserMining({})).created).toBe(false);
    const read = await record.userMining();
    expect(read.mining.dttmAdded).toBe(first.mining.dttmAdded);
    expect(Date.parse(read.serverTime)).toBeGreaterThan(0);
  });

  it('claims once per key: a replayed key answers the same receipt', async () => {
    const receipt = await record.claim({ idempotencyKey: 'mining-api-test-claim-1' });
    const replay = await record.claim({ idempotencyKey: 'mining-api-test-claim-1' });
    expect(replay.claimId).toBe(receipt.claimId);
    expect(replay.mining.gotAmount).toBe(receipt.mining.gotAmount);
  });

  it('reads the rules of the mining clock', async () => {
    const rules = await record.rules();
    expect(rules).toMatchObject({ baseSpeed: '1', claimPeriodHours: 6 });
  });
});

describe('the burn port over HTTP', () => {
  it('reads what a burn costs and gives', async () => {
    expect(await burn.offer()).toEqual({ rate: '0.1', boostHours: 48, minAmount: '1', gasTon: '0.005' });
  });

  it('refuses a burn without PUNK with the seed’s 4002 as a typed code', async () => {
    expect(await codeOf(burn.burnPunks({ amount: '1' }, { idempotencyKey: 'mining-api-test-burn-1' }))).toBe('not-enough-punk');
  });
});

describe('the payment port over HTTP, purpose autoclaim', () => {
  it("offers the server's three ways and prices", async () => {
    const offer = await payment.offer(AUTOCLAIM_PURCHASE);
    expect(offer.ways).toEqual([
      { way: 'internal', amount: '1', currency: 'TON' },
      { way: 'stars', amount: '195', currency: 'XTR' },
      { way: 'external', amount: '1', currency: 'TON' },
    ]);
    expect(offer.treasuryAddress.length).toBeGreaterThan(0);
  });

  it('creates a Stars invoice whose intent the server reports as pending', async () => {
    const invoice = await payment.starsInvoice(AUTOCLAIM_PURCHASE, { idempotencyKey: 'mining-api-test-stars-1' });
    const intent = await payment.intent(invoice.intentId);
    expect(intent).toMatchObject({ status: 'pending', way: 'stars', purpose: 'autoclaim', amount: '195' });
  });

  it('answers an external TON Connect transaction to pay', async () => {
    const request = await payment.externalTransaction(AUTOCLAIM_PURCHASE, { idempotencyKey: 'mining-api-test-external-1' });
    expect(request.transaction.messages.length).toBeGreaterThan(0);
  });

  it('dry-runs the internal way through /transfer and refuses it on an empty balance, on its amount', async () => {
    const offer = await payment.offer(AUTOCLAIM_PURCHASE);
    const failure = payment.checkInternal(AUTOCLAIM_PURCHASE, { to: offer.treasuryAddress, amount: '1', accountIndex: 0 });
    await expect(failure).rejects.toMatchObject({ failure: { type: 'rejected', path: ['amount'] } });
  });

  it('quotes the internal way with its fee once the wallet holds enough', async () => {
    await fetch(`${sandbox.urls.mainPrimary}/sandbox/deposit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sandbox-control': '1' },
      body: JSON.stringify({ userId: 990_001, chainId: 'TON', tokenAddress: 'TON', amount: '1.5' }),
    });
    const offer = await payment.offer(AUTOCLAIM_PURCHASE);
    const quote = await payment.checkInternal(AUTOCLAIM_PURCHASE, { to: offer.treasuryAddress, amount: '1', accountIndex: 0 });
    expect(quote).toEqual({ price: '1', fee: '0.006', total: '1.006', balance: '1.5', balanceAfter: '0.494', currency: 'TON' });
  });
});
