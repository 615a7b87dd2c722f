/** Helpers of the /transfer tests: fresh users, deposits through the control route, balances. */
import type { Hono } from 'hono';
import { mainContract } from '../../adapters/http/contract/main';
import { call, callRaw } from '../support/sandbox-db';

export interface TestUser {
  readonly id: number;
  readonly evm: string;
  readonly ton: string;
}

let nextUser = 70_000;

/** A user the sandbox has never seen: one empty account 0. */
export async function freshUser(app: Hono): Promise<TestUser> {
  const id = nextUser++;
  const [account] = await call(app, mainContract.tgUserWallets, { userId: id });
  if (!account) throw new Error('no account 0');
  return { id, evm: account.address, ton: account.tonUnbouncableAddress };
}

export async function deposit(app: Hono, userId: number, chainId: string | number, tokenAddress: string, amount: string): Promise<void> {
  const response = await app.request('/sandbox/deposit', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId, accountIndex: 0, chainId, tokenAddress, amount }),
  });
  if (response.status !== 200) throw new Error(`deposit answered ${response.status}: ${await response.text()}`);
}

/** Whole-token balance of one token, '0' when not held. */
export async function balance(app: Hono, userId: number, chainId: string | number, tokenAddress: string): Promise<string> {
  const entries = await call(app, mainContract.balances, { userId, body: { accountIndex: 0 } });
  const entry = entries.find((e) => String(e.chainId) === String(chainId) && e.address.toLowerCase() === tokenAddress.toLowerCase());
  return entry?.tokensAmount ?? '0';
}

export function transferBody(overrides: Record<string, unknown>) {
  return { accountIndex: 0, comment: '', dry: true, ...overrides };
}

export const postTransfer = (app: Hono, userId: number, body: Record<string, unknown>, idempotencyKey?: string) =>
  callRaw(app, mainContract.transfer, { userId, body, idempotencyKey });
