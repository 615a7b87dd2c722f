/**
 * The MiningApi adapter against the real sandbox's mining server over loopback: every call of the
 * port parses the server's real answers, value-moving calls replay under their key, and the seed's
 * burn refusals arrive as typed codes the screens can translate.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../adapters/http/client';
import { createHttpMiningApi } from '../../adapters/http/mining-api';
import { createLocalStorage } from '../../adapters/storage/local-storage';
import type { MiningApi } from '../../domain/mining/port';
import { ApiError } from '../../domain/shared/api-failure';
import { startSandbox, type SandboxHandle } from '../../sandbox/server';
import { initDataFor, START_TIMEOUT_MS } from '../sandbox/platform-support';
import { memoryBackend, silentLogger } from '../support/memory-storage';

let sandbox: SandboxHandle;
let api: MiningApi;

beforeAll(async () => {
  sandbox = await startSandbox();
  // A user the seed does not know: a first launch, with no PUNK and no TON.
  const initData = initDataFor(sandbox.deps, { id: 990_001, first_name: 'Newcomer' });
  api = createHttpMiningApi(
    createHttpClient({
      backend: 'mining',
      servers: [sandbox.urls.mining],
      timeoutMs: 5_000,
      slowMs: 4_000,
      storage: createLocalStorage(memoryBackend(), silentLogger()),
      logger: silentLogger(),
      initData: () => initData,
    }),
  );
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

describe('the mining port over HTTP', () => {
  it('creates the record once, then reads it with the server time', async () => {
    const first = await api.createUserMining({});
    expect(first.created).toBe(true);
    expect((await api.createUserMining({})).created).toBe(false);
    const record = await api.userMining();
    expect(record.mining.dttmAdded).toBe(first.mining.dttmAdded);
    expect(Date.parse(record.serverTime)).toBeGreaterThan(0);
  });

  it('claims once per key: a replayed key answers the same receipt', async () => {
    const receipt = await api.claim({ idempotencyKey: 'mining-api-test-claim-1' });
    const replay = await api.claim({ idempotencyKey: 'mining-api-test-claim-1' });
    expect(replay.claimId).toBe(receipt.claimId);
    expect(replay.mining.gotAmount).toBe(receipt.mining.gotAmount);
  });

  it('reads the configuration the payment and burn screens show', async () => {
    const config = await api.config();
    expect(config.autoclaim.starsPrice).toBe(195);
    expect(config.treasuryAddress.length).toBeGreaterThan(0);
  });

  it('refuses a burn without PUNK with the seed’s 4002 as a typed code', async () => {
    expect(await codeOf(api.burnPunks({ amount: '1' }, { idempotencyKey: 'mining-api-test-burn-1' }))).toBe('not-enough-punk');
  });

  it('creates a Stars invoice whose intent the server reports as pending', async () => {
    const invoice = await api.starsAutoclaim({ idempotencyKey: 'mining-api-test-stars-1' });
    expect(invoice.amount).toBe(195);
    const intent = await api.paymentIntent({ intentId: invoice.intentId });
    expect(intent).toMatchObject({ status: 'pending', way: 'stars', purpose: 'autoclaim' });
  });

  it('answers an external TON Connect transaction to pay', async () => {
    const request = await api.externalAutoclaim({ idempotencyKey: 'mining-api-test-external-1' });
    expect(request.transaction.messages.length).toBeGreaterThan(0);
  });

  it('dry-runs the internal autoclaim payment and refuses it on an empty balance', async () => {
    const config = await api.config();
    const failure = api.autoclaimTransfer(
      { to: config.treasuryAddress, amount: config.autoclaim.tonPrice, accountIndex: 0, dry: true },
      { idempotencyKey: 'mining-api-test-dry-1' },
    );
    await expect(failure).rejects.toBeInstanceOf(ApiError);
  });
});
