/**
 * The sandbox ExternalWallet adapter against the real sandbox over loopback: it connects to the
 * signed-in user's own wallet, a transaction waits for the approval (here given through the
 * control the host page uses), and an approved one pays the external intent it names.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxWallet } from '../../../adapters/wallet/sandbox-wallet';
import { ExternalWalletError } from '../../../domain/shared/external-wallet-error';
import { startSandbox, type SandboxHandle } from '../../../sandbox/server';
import { sandboxControlHeaders } from '../../../sandbox/platform/http/control-header';
import { aliceInitData, initDataFor } from '../../sandbox/platform-support';

let sandbox: SandboxHandle;

beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox?.close();
});

const ALICE = 1001;

async function control(method: 'GET' | 'POST', path: string): Promise<unknown> {
  const response = await fetch(`${sandbox.urls.mining}/sandbox${path}`, {
    method,
    headers: method === 'POST' ? { ...sandboxControlHeaders, 'content-type': 'application/json' } : sandboxControlHeaders,
  });
  expect(response.status).toBe(200);
  return response.json();
}

/** Answers the first transaction waiting in the user's wallet, as the host page's prompt does. */
async function answerPrompt(userId: number, decision: 'approve' | 'reject'): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const wallet = (await control('GET', `/external-wallet?userId=${userId}`)) as { pending: { id: string }[] };
    const first = wallet.pending[0];
    if (first) {
      await control('POST', `/external-wallet/transactions/${first.id}/${decision}`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('no transaction waited for approval');
}

async function externalAutoclaim(initData: string): Promise<{ intentId: string; transaction: { validUntil: number; messages: { address: string; amount: string; comment?: string }[] } }> {
  const created = await fetch(`${sandbox.urls.mining}/mining/createUserMining`, { method: 'POST', headers: { telegramRawData: initData, 'content-type': 'application/json' }, body: '{}' });
  expect(created.status).toBe(200);
  const response = await fetch(`${sandbox.urls.mining}/transfer/external/autoclaim`, {
    method: 'POST',
    headers: { telegramRawData: initData, 'content-type': 'application/json', 'Idempotency-Key': `adapter-${crypto.randomUUID()}` },
    body: '{}',
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { intentId: string; transaction: never } }).data;
}

async function intentStatus(initData: string, intentId: string): Promise<string> {
  const response = await fetch(`${sandbox.urls.mining}/payments/intent?intentId=${intentId}`, { headers: { telegramRawData: initData } });
  return ((await response.json()) as { status: string }).status;
}

function wallet(initData: string, connects: { count: number } = { count: 0 }) {
  return createSandboxWallet({ serverUrl: sandbox.urls.mining, initData: () => initData, pollMs: 10, onConnect: () => void (connects.count += 1) });
}

describe('sandbox ExternalWallet adapter', () => {
  it("connects to the user's own wallet and records the connection", async () => {
    const connects = { count: 0 };
    const adapter = wallet(aliceInitData(sandbox.deps), connects);
    expect(adapter.connected).toBe(false);
    const address = await adapter.connect();
    const own = (await control('GET', `/external-wallet?userId=${ALICE}`)) as { address: string };
    expect(address).toBe(own.address);
    expect(adapter.address).toBe(own.address);
    expect(connects.count).toBe(1);
  });

  it('an approved transaction lands and pays the external intent it names', async () => {
    const initData = aliceInitData(sandbox.deps);
    const payment = await externalAutoclaim(initData);
    const adapter = wallet(initData);
    await adapter.connect();
    const sent = adapter.sendTransaction(payment.transaction);
    await answerPrompt(ALICE, 'approve');
    await expect(sent).resolves.toMatchObject({ boc: expect.stringMatching(/^ext_/) });
    expect(await intentStatus(initData, payment.intentId)).toBe('paid');
  });

  it('a rejected transaction fails as rejected and pays nothing', async () => {
    const bob = initDataFor(sandbox.deps, { id: 7_000_123, first_name: 'Rejecting' });
    const payment = await externalAutoclaim(bob);
    const adapter = wallet(bob);
    await adapter.connect();
    const sent = adapter.sendTransaction(payment.transaction);
    await answerPrompt(7_000_123, 'reject');
    await expect(sent).rejects.toEqual(new ExternalWalletError('rejected'));
    expect(await intentStatus(bob, payment.intentId)).toBe('pending');
  });

  it("another user's transaction is unknown to this user's wallet", async () => {
    const carol = initDataFor(sandbox.deps, { id: 7_000_124, first_name: 'Other' });
    const adapter = wallet(carol);
    await adapter.connect();
    const own = await fetch(`${sandbox.urls.mining}/sandbox-wallet/transactions`, {
      method: 'POST',
      headers: { telegramRawData: aliceInitData(sandbox.deps), 'content-type': 'application/json' },
      body: JSON.stringify({ transaction: { validUntil: Math.floor(Date.now() / 1000) + 60, messages: [{ address: 'x', amount: '1' }] } }),
    });
    const { id } = (await own.json()) as { id: string };
    const foreign = await fetch(`${sandbox.urls.mining}/sandbox-wallet/transactions/${id}`, { headers: { telegramRawData: carol } });
    expect(foreign.status).toBe(404);
  });

  it('a wallet it cannot reach is not connected: the connection fails as disconnected', async () => {
    const adapter = createSandboxWallet({ serverUrl: 'http://127.0.0.1:9', initData: () => aliceInitData(sandbox.deps), pollMs: 10 });
    await expect(adapter.connect()).rejects.toMatchObject({ refusal: 'disconnected' });
    expect(adapter.connected).toBe(false);
  });

  it('refuses calls without init data', async () => {
    const response = await fetch(`${sandbox.urls.mining}/sandbox-wallet`);
    expect(response.status).toBe(401);
  });
});
