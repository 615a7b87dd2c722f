import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainContract } from '../../adapters/http/contract/main';
import type { SandboxDeps } from '../../sandbox/platform/deps';
import { requireToken } from '../../sandbox/main/engine/token-catalogue';
import { formatTonAddress, parseTonAddress } from '../../sandbox/main/engine/ton-address';
import { call, callRaw, testDeps, walletTestApp } from '../support/sandbox-db';
import { manualClock } from '../support/manual-clock';

let nextUserId = 30_000;

describe('POST /transfer', () => {
  let deps: SandboxDeps;
  let app: Hono;
  const usdt = requireToken('TON', 'USDT');
  const ethArb = requireToken(42161, 'ETH');
  const usdtArb = requireToken(42161, 'USDT');

  beforeAll(async () => {
    deps = await testDeps(manualClock());
    app = walletTestApp(deps);
  }, 60_000);
  afterAll(async () => {
    await deps.db.close();
  });

  async function fundedUser(holdings: readonly [chainId: 'TON' | 42161, address: string, amount: string][]): Promise<number> {
    const userId = nextUserId++;
    for (const [chainId, tokenAddress, amount] of holdings) {
      const response = await app.request('/sandbox/deposit', { method: 'POST', body: JSON.stringify({ userId, chainId, tokenAddress, amount }) });
      expect(response.status).toBe(200);
    }
    if (holdings.length === 0) await call(app, mainContract.tgUserWallets, { userId });
    return userId;
  }

  async function addresses(userId: number): Promise<{ evm: string; ton: string }> {
    const [wallet] = await call(app, mainContract.tgUserWallets, { userId });
    return { evm: wallet?.address ?? '', ton: wallet?.tonUnbouncableAddress ?? '' };
  }

  async function holding(userId: number, symbol: string, chainId: 'TON' | 42161): Promise<string> {
    const balances = await call(app, mainContract.balances, { userId, body: { accountIndex: 0 } });
    return balances.find((entry) => entry.symbol === symbol && entry.chainId === chainId)?.tokensAmount ?? '0';
  }

  const request = (overrides: Record<string, unknown>) => ({ to: '', amount: '1', tokenAddress: 'TON', chainId: 'TON', accountIndex: 0, dry: true, ...overrides });

  it('prices a dry run: 0.006 TON for TON, 0.05 TON for a jetton, gas in ETH on EVM chains; nothing moves', async () => {
    const sender = await fundedUser([
      ['TON', 'TON', '10'],
      ['TON', usdt.address, '50'],
      [42161, ethArb.address, '1'],
      [42161, usdtArb.address, '50'],
    ]);
    const other = await addresses(await fundedUser([]));
    expect(await call(app, mainContract.transfer, { userId: sender, body: request({ to: other.ton }) })).toEqual({ dry: true, fee: { amount: '0.006', symbol: 'TON' } });
    expect(await call(app, mainContract.transfer, { userId: sender, body: request({ to: other.ton, tokenAddress: usdt.address }) })).toEqual({
      dry: true,
      fee: { amount: '0.05', symbol: 'TON' },
    });
    const native = await call(app, mainContract.transfer, { userId: sender, body: request({ to: other.evm, chainId: 42161, tokenAddress: ethArb.address, amount: '0.5' }) });
    const token = await call(app, mainContract.transfer, { userId: sender, body: request({ to: other.evm, chainId: 42161, tokenAddress: usdtArb.address }) });
    expect(native.fee).toEqual({ amount: '0.00000042', symbol: 'ETH' });
    expect(token.fee).toEqual({ amount: '0.0000013', symbol: 'ETH' });
    expect(await holding(sender, 'TON', 'TON')).toBe('10');
    expect((await call(app, mainContract.history, { userId: sender })).history.every((entry) => entry.type === 'deposit')).toBe(true);
  });

  it('refuses with the path of the field at fault', async () => {
    const sender = await fundedUser([
      ['TON', 'TON', '1'],
      ['TON', usdt.address, '5'],
    ]);
    const own = await addresses(sender);
    const other = await addresses(await fundedUser([]));
    const broken = `${other.ton.slice(0, 47)}${other.ton.endsWith('A') ? 'B' : 'A'}`;
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ to: 'EQshort' }, 'to', /Invalid address/],
      [{ to: broken }, 'to', /Invalid address/],
      [{ to: 'wallet.ton' }, 'to', /DNS/],
      [{ to: own.ton }, 'to', /sending wallet/],
      [{ to: other.evm }, 'to', /Invalid address/],
      [{ to: other.ton, chainId: 42161, tokenAddress: ethArb.address }, 'to', /Invalid address/],
      [{ to: other.ton, tokenAddress: '0x' + '0'.repeat(40) }, 'tokenAddress', /Unknown token/],
      [{ to: other.ton, comment: 'x'.repeat(121) }, 'comment', /120/],
      [{ to: other.ton, amount: 'abc' }, 'amount', /Invalid amount/],
      [{ to: other.ton, amount: '0' }, 'amount', /greater than zero/],
      [{ to: other.ton, amount: '0.0000000001' }, 'amount', /9 decimals/],
      [{ to: other.ton, amount: '1' }, 'amount', /Not enough balance/],
      [{ to: other.ton, amount: '6', tokenAddress: usdt.address }, 'amount', /Not enough balance/],
    ];
    for (const [overrides, field, message] of cases) {
      const answer = await callRaw(app, mainContract.transfer, { userId: sender, body: request(overrides) });
      expect(answer.status, JSON.stringify(overrides)).toBe(400);
      const body = answer.body as { message: string; path: string[] };
      expect(body.path, JSON.stringify(overrides)).toEqual([field]);
      expect(body.message, JSON.stringify(overrides)).toMatch(message);
    }
    // A comment of exactly 120 characters and the whole balance minus the fee are fine.
    expect((await callRaw(app, mainContract.transfer, { userId: sender, body: request({ to: other.ton, comment: 'x'.repeat(120), amount: '0.994' }) })).status).toBe(200);
  });

  it('refuses a jetton send when TON for the fee is missing', async () => {
    const sender = await fundedUser([['TON', usdt.address, '5']]);
    const other = await addresses(await fundedUser([]));
    const answer = await callRaw(app, mainContract.transfer, { userId: sender, body: request({ to: other.ton, tokenAddress: usdt.address, amount: '1' }) });
    expect(answer).toEqual({ status: 400, body: { message: 'Not enough TON to pay the fee (0.05 TON)', code: 'insufficient-fee', path: ['amount'], params: { symbol: 'TON', fee: '0.05' } } });
  });

  it('a real transfer needs an Idempotency-Key', async () => {
    const sender = await fundedUser([['TON', 'TON', '2']]);
    const other = await addresses(await fundedUser([]));
    expect((await callRaw(app, mainContract.transfer, { userId: sender, body: request({ to: other.ton, dry: false }) })).status).toBe(400);
  });

  it('debits amount plus fee, records a withdrawal, and credits a sandbox recipient as a deposit', async () => {
    const sender = await fundedUser([['TON', 'TON', '2']]);
    const recipientId = await fundedUser([]);
    const recipient = await addresses(recipientId);
    // The bounceable form of the same account reaches the same wallet.
    const parsed = parseTonAddress(recipient.ton);
    if (!parsed) throw new Error('recipient address does not parse');
    const bounceable = formatTonAddress({ ...parsed, bounceable: true });
    expect(bounceable.startsWith('EQ')).toBe(true);
    const result = await call(app, mainContract.transfer, {
      userId: sender,
      body: request({ to: bounceable, amount: '1.25', comment: 'for lunch', dry: false }),
      idempotencyKey: 'transfer-key-0001',
    });
    expect(result.dry).toBe(false);
    expect(result.transferId).toMatch(/^op_/);
    expect(await holding(sender, 'TON', 'TON')).toBe('0.744');
    expect(await holding(recipientId, 'TON', 'TON')).toBe('1.25');
    const [sent] = (await call(app, mainContract.history, { userId: sender })).history;
    expect(sent).toMatchObject({ type: 'withdrawal', to: bounceable, symbol: 'TON', amount: '1250000000', decimals: 9, id: result.transferId });
    const [received] = (await call(app, mainContract.history, { userId: recipientId })).history;
    expect(received).toMatchObject({ type: 'deposit', asset: 'TON', amount: '1250000000', decimals: 9 });
  });

  it('an EVM send to an outside address only debits the sender, amount and gas', async () => {
    const sender = await fundedUser([[42161, ethArb.address, '0.01']]);
    const outside = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
    await call(app, mainContract.transfer, {
      userId: sender,
      body: request({ to: outside, chainId: 42161, tokenAddress: ethArb.address, amount: '0.005', dry: false }),
      idempotencyKey: 'transfer-key-0002',
    });
    expect(await holding(sender, 'ETH', 42161)).toBe('0.00499958');
    const refused = await callRaw(app, mainContract.transfer, {
      userId: sender,
      body: request({ to: outside, chainId: 42161, tokenAddress: ethArb.address, amount: '0.005', dry: false }),
      idempotencyKey: 'transfer-key-0003',
    });
    expect(refused.status).toBe(400);
    expect(await holding(sender, 'ETH', 42161)).toBe('0.00499958');
  });
});
