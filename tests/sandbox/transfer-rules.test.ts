/**
 * POST /transfer validates for real (seed 000 §7, issue 5): token on the chain, address per chain
 * with the TON checksum, amount and decimals, balance for amount plus fee in the native coin,
 * comment length; refusals are 400 { message, path }. A real transfer debits amount and fee,
 * records a withdrawal, and credits a sandbox recipient as a deposit.
 */
import type { Db } from '../../sandbox/platform/store/database';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainContract } from '../../adapters/http/contract/main';
import { requireToken } from '../../sandbox/main/engine/token-catalogue';
import { call, testDeps, walletTestApp } from '../support/sandbox-db';
import { balance, deposit, freshUser, postTransfer, transferBody, type TestUser } from './transfer-support';

const TON_USDT = requireToken('TON', 'USDT');
const ARB_ETH = requireToken(42161, 'ETH');
const ARB_USDT = requireToken(42161, 'USDT');

let db: Db;
let app: Hono;

beforeAll(async () => {
  const deps = await testDeps();
  db = deps.db;
  app = walletTestApp(deps);
}, 60_000);
afterAll(async () => {
  await db.close();
});

/** Flips one character of a user-friendly TON address, keeping its shape: the checksum breaks. */
function corrupt(address: string): string {
  const index = 20;
  const replacement = address[index] === 'A' ? 'B' : 'A';
  return address.slice(0, index) + replacement + address.slice(index + 1);
}

describe('POST /transfer refusals', () => {
  let sender: TestUser;
  let recipient: TestUser;

  beforeAll(async () => {
    sender = await freshUser(app);
    recipient = await freshUser(app);
    await deposit(app, sender.id, 'TON', 'TON', '1');
    await deposit(app, sender.id, 'TON', TON_USDT.address, '50');
    await deposit(app, sender.id, 42161, ARB_USDT.address, '20');
  });

  const refusal = async (body: Record<string, unknown>) => {
    const { status, body: answer } = await postTransfer(app, sender.id, transferBody(body));
    expect(status).toBe(400);
    return answer as { message: string; path: string[] };
  };

  it('an unknown token on that chain is refused at tokenAddress', async () => {
    const answer = await refusal({ to: recipient.ton, amount: '1', chainId: 'TON', tokenAddress: ARB_USDT.address });
    expect(answer.path).toEqual(['tokenAddress']);
  });

  it('addresses are checked per chain, the TON checksum included', async () => {
    expect((await refusal({ to: recipient.evm, amount: '0.1', chainId: 'TON', tokenAddress: 'TON' })).path).toEqual(['to']);
    expect((await refusal({ to: recipient.ton, amount: '1', chainId: 42161, tokenAddress: ARB_USDT.address })).path).toEqual(['to']);
    expect(await refusal({ to: corrupt(recipient.ton), amount: '0.1', chainId: 'TON', tokenAddress: 'TON' })).toMatchObject({
      path: ['to'],
      message: 'Invalid address',
    });
    expect((await refusal({ to: `${recipient.evm.slice(0, 41)}g`, amount: '1', chainId: 42161, tokenAddress: ARB_USDT.address })).path).toEqual(['to']);
    // The standard base64 spelling of the same address is accepted.
    const standard = recipient.ton.replace(/-/g, '+').replace(/_/g, '/');
    const { status } = await postTransfer(app, sender.id, transferBody({ to: standard, amount: '0.1', chainId: 'TON', tokenAddress: 'TON' }));
    expect(status).toBe(200);
  });

  it('the amount must be positive with no more decimals than the token has', async () => {
    const base = { to: recipient.ton, chainId: 'TON', tokenAddress: TON_USDT.address };
    expect(await refusal({ ...base, amount: '0' })).toMatchObject({ path: ['amount'] });
    expect(await refusal({ ...base, amount: '1.1234567' })).toMatchObject({ path: ['amount'], message: 'USDT has at most 6 decimals' });
    expect(await refusal({ ...base, amount: 'ten' })).toMatchObject({ path: ['amount'] });
  });

  it('only the canonical amount form the app sends is accepted (one amount-input rule)', async () => {
    const base = { to: recipient.ton, chainId: 'TON', tokenAddress: TON_USDT.address };
    for (const amount of ['1,5', '1.50', '01.5', '1.', '.5', ' 1.5', '1e1']) {
      expect(await refusal({ ...base, amount })).toMatchObject({ path: ['amount'], message: 'Invalid amount' });
    }
  });

  it('the balance must cover amount plus fee; a jetton fee is paid in TON', async () => {
    // 1 TON held: 1 TON plus the 0.006 fee is too much, 0.994 is exactly enough.
    expect(await refusal({ to: recipient.ton, amount: '1', chainId: 'TON', tokenAddress: 'TON' })).toMatchObject({
      path: ['amount'],
      message: 'Not enough balance',
    });
    const exact = await call(app, mainContract.transfer, {
      userId: sender.id,
      body: transferBody({ to: recipient.ton, amount: '0.994', chainId: 'TON', tokenAddress: 'TON' }),
    });
    expect(exact.fee).toEqual({ amount: '0.006', symbol: 'TON' });
    // USDT on Arbitrum: the token is held, the ETH for gas is not.
    expect((await refusal({ to: recipient.evm, amount: '1', chainId: 42161, tokenAddress: ARB_USDT.address })).path).toEqual(['amount']);
    expect((await refusal({ to: recipient.ton, amount: '51', chainId: 'TON', tokenAddress: TON_USDT.address })).path).toEqual(['amount']);
  });

  it('the comment is at most 120 characters', async () => {
    const base = { to: recipient.ton, amount: '0.1', chainId: 'TON', tokenAddress: 'TON' };
    expect((await refusal({ ...base, comment: 'x'.repeat(121) })).path).toEqual(['comment']);
    const { status } = await postTransfer(app, sender.id, transferBody({ ...base, comment: 'x'.repeat(120) }));
    expect(status).toBe(200);
  });

  it('a real transfer without an Idempotency-Key is refused and moves nothing', async () => {
    const { status } = await postTransfer(app, sender.id, transferBody({ to: recipient.ton, amount: '0.1', chainId: 'TON', tokenAddress: 'TON', dry: false }));
    expect(status).toBe(400);
    expect(await balance(app, sender.id, 'TON', 'TON')).toBe('1');
  });
});

describe('POST /transfer execution', () => {
  it('a dry run moves nothing and prices the fee: 0.05 TON for a jetton', async () => {
    const sender = await freshUser(app);
    const recipient = await freshUser(app);
    await deposit(app, sender.id, 'TON', 'TON', '1');
    await deposit(app, sender.id, 'TON', TON_USDT.address, '10');
    const answer = await call(app, mainContract.transfer, {
      userId: sender.id,
      body: transferBody({ to: recipient.ton, amount: '10', chainId: 'TON', tokenAddress: TON_USDT.address }),
    });
    expect(answer).toEqual({ dry: true, fee: { amount: '0.05', symbol: 'TON' } });
    expect(await balance(app, sender.id, 'TON', TON_USDT.address)).toBe('10');
    expect(await balance(app, sender.id, 'TON', 'TON')).toBe('1');
  });

  it('debits amount and fee, records a withdrawal, and credits the sandbox recipient as a deposit', async () => {
    const sender = await freshUser(app);
    const recipient = await freshUser(app);
    await deposit(app, sender.id, 'TON', 'TON', '1');
    await deposit(app, sender.id, 'TON', TON_USDT.address, '10');

    const answer = await call(app, mainContract.transfer, {
      userId: sender.id,
      idempotencyKey: 'transfer-exec-0001',
      body: transferBody({ to: recipient.ton, amount: '2.5', chainId: 'TON', tokenAddress: TON_USDT.address, comment: 'lunch', dry: false }),
    });
    expect(answer.dry).toBe(false);
    expect(answer.transferId).toBeTruthy();
    expect(await balance(app, sender.id, 'TON', TON_USDT.address)).toBe('7.5');
    expect(await balance(app, sender.id, 'TON', 'TON')).toBe('0.95');
    expect(await balance(app, recipient.id, 'TON', TON_USDT.address)).toBe('2.5');

    const sent = await call(app, mainContract.history, { userId: sender.id, query: { accountIndex: 0, limit: 10, offset: 0 } });
    expect(sent.history[0]).toMatchObject({ type: 'withdrawal', to: recipient.ton, symbol: 'USDT', amount: '2500000', decimals: 6 });
    const received = await call(app, mainContract.history, { userId: recipient.id, query: { accountIndex: 0, limit: 10, offset: 0 } });
    expect(received.history[0]).toMatchObject({ type: 'deposit', asset: 'USDT', amount: '2500000', decimals: 6 });
  });

  it('an EVM native send pays its gas in the same coin', async () => {
    const sender = await freshUser(app);
    await deposit(app, sender.id, 42161, ARB_ETH.address, '0.01');
    const outside = '0x52908400098527886E0F7030069857D2E4169EE7';
    const dry = await call(app, mainContract.transfer, {
      userId: sender.id,
      body: transferBody({ to: outside, amount: '0.005', chainId: 42161, tokenAddress: ARB_ETH.address }),
    });
    expect(dry.fee.symbol).toBe('ETH');
    await call(app, mainContract.transfer, {
      userId: sender.id,
      idempotencyKey: 'transfer-exec-0002',
      body: transferBody({ to: outside, amount: '0.005', chainId: 42161, tokenAddress: ARB_ETH.address, dry: false }),
    });
    const left = await balance(app, sender.id, 42161, ARB_ETH.address);
    // 0.01 - 0.005 - fee, exactly (decimal strings, no floating point).
    const expected = (10n ** 16n - 5n * 10n ** 15n - BigInt(dry.fee.amount.replace('0.', '').padEnd(18, '0'))).toString().padStart(18, '0');
    expect(left).toBe(`0.${expected}`.replace(/0+$/, ''));
  });
});
