import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainContract } from '../../adapters/http/contract/main';
import type { SandboxDeps } from '../../sandbox/platform/deps';
import { requireToken } from '../../sandbox/main/engine/token-catalogue';
import { SEED_USERS } from '../../sandbox/platform/seed-users';
import { call, testDeps, walletTestApp } from '../support/sandbox-db';
import { manualClock } from '../support/manual-clock';

describe('sandbox controls', () => {
  let deps: SandboxDeps;
  let app: Hono;

  beforeAll(async () => {
    deps = await testDeps(manualClock());
    app = walletTestApp(deps);
  }, 60_000);
  afterAll(async () => {
    await deps.db.close();
  });

  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await app.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  describe('POST /sandbox/deposit', () => {
    it('creates a new user with account 0 and credits it; the deposit shows in balances and history', async () => {
      const userId = 40_001;
      const usdt = requireToken(42161, 'USDT');
      const answer = await post('/sandbox/deposit', { userId, chainId: 42161, tokenAddress: usdt.address.toLowerCase(), amount: '12.5' });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ replayed: false, userId, accountIndex: 0, chainId: 42161, tokenAddress: usdt.address, symbol: 'USDT', amountUnits: '12500000', balance: '12.5' });
      const balances = await call(app, mainContract.balances, { userId, body: { accountIndex: 0 } });
      expect(balances.map((entry) => [entry.symbol, entry.chainId, entry.tokensAmount])).toEqual([['USDT', 42161, '12.5']]);
      const { history } = await call(app, mainContract.history, { userId });
      expect(history).toEqual([expect.objectContaining({ type: 'deposit', asset: 'USDT', amount: '12500000', decimals: 6, id: answer.body['operationId'] })]);
    });

    it('credits once per Idempotency-Key', async () => {
      const userId = 40_002;
      const body = { userId, chainId: 'TON', tokenAddress: 'TON', amount: '3' };
      const first = await post('/sandbox/deposit', body, { 'Idempotency-Key': 'deposit-key-1' });
      const again = await post('/sandbox/deposit', body, { 'Idempotency-Key': 'deposit-key-1' });
      expect(again.body).toMatchObject({ replayed: true, operationId: first.body['operationId'], balance: '3' });
      const other = await post('/sandbox/deposit', body, { 'Idempotency-Key': 'deposit-key-2' });
      expect(other.body).toMatchObject({ replayed: false, balance: '6' });
      const unkeyed = await post('/sandbox/deposit', body);
      expect(unkeyed.body).toMatchObject({ replayed: false, balance: '9' });
      expect((await call(app, mainContract.history, { userId })).history).toHaveLength(3);
    });

    it('validates the request', async () => {
      const cases: [unknown, number, string[]][] = [
        [{ userId: 1, chainId: 56, tokenAddress: 'TON', amount: '1' }, 400, ['chainId']],
        [{ userId: 1, chainId: 'TON', tokenAddress: 'TON', amount: '-1' }, 400, ['amount']],
        [{ userId: 1, chainId: 'TON', tokenAddress: 'TON', amount: '0' }, 400, ['amount']],
        [{ userId: 1, chainId: 'TON', tokenAddress: 'TON', amount: '0.0000000001' }, 400, ['amount']],
        [{ userId: 1, chainId: 'TON', tokenAddress: 'NOPE', amount: '1' }, 404, ['tokenAddress']],
        [{ chainId: 'TON', tokenAddress: 'TON', amount: '1' }, 400, ['userId']],
        [{ userId: 40_003, accountIndex: 4, chainId: 'TON', tokenAddress: 'TON', amount: '1' }, 404, ['accountIndex']],
      ];
      for (const [body, status, path] of cases) {
        const answer = await post('/sandbox/deposit', body);
        expect(answer.status, JSON.stringify(body)).toBe(status);
        expect(answer.body['path'], JSON.stringify(body)).toEqual(path);
      }
      const notJson = await app.request('/sandbox/deposit', { method: 'POST', body: '{' });
      expect(notJson.status).toBe(400);
    });
  });

  it('GET /sandbox/users lists the seed users and their accounts', async () => {
    const response = await app.request('/sandbox/users');
    const { users } = (await response.json()) as { users: { key: string; id: number; accounts: { address: string; tonUnbouncableAddress: string }[] }[] };
    expect(users.map((user) => [user.key, user.id, user.accounts.length])).toEqual([
      ['alice', 1001, 3],
      ['bob', 1002, 2],
      ['carol', 1003, 2],
      ['dave', 1004, 2],
    ]);
    expect(users.length).toBe(SEED_USERS.length);
    // The same addresses the app sees.
    const wallets = await call(app, mainContract.tgUserWallets, { userId: 1002 });
    expect(users[1]?.accounts.map((a) => a.address)).toEqual(wallets.map((w) => w.address));
  });

  it('GET /sandbox/tokens finds a token on every chain by symbol', async () => {
    const response = await app.request('/sandbox/tokens?symbol=usdt');
    const { tokens } = (await response.json()) as { tokens: { chainId: string | number; decimals: number }[] };
    expect(tokens.map((token) => token.chainId)).toEqual(['TON', 1, 10, 42161, 8453, 324]);
    expect(tokens.every((token) => token.decimals === 6)).toBe(true);
    const onBase = await (await app.request('/sandbox/tokens?symbol=DAI&chainId=8453')).json();
    expect(onBase).toEqual({ tokens: [expect.objectContaining({ symbol: 'DAI', chainId: 8453, decimals: 18 })] });
  });

  it('POST /sandbox/accounts adds the next account', async () => {
    const userId = 40_010;
    const created = await post('/sandbox/accounts', { userId });
    expect(created.body).toMatchObject({ accountIndex: 1 });
    const wallets = await call(app, mainContract.tgUserWallets, { userId });
    expect(wallets.map((wallet) => wallet.accountIndex)).toEqual([0, 1]);
    expect(wallets[1]?.address).toBe(created.body['address']);
  });
});
