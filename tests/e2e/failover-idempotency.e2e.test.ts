/**
 * A value-moving POST retried across a failover executes once, in real Chromium: the primary
 * executes a transfer but holds its answer past the slow threshold, the client retries on the backup
 * with the same Idempotency-Key, and the ledger shows one debit.
 */
import { expect, it } from 'vitest';
import { signInitData } from '../../sandbox/platform/auth/init-data';
import { sandboxControlHeaders } from '../../sandbox/platform/http/control-header';
import type { Browser } from './support/browser';
import { openHarness } from './support/harness';
import type { Stack } from './support/stack';
import { useStackAndBrowser } from './support/stack-and-browser';

let stack: Stack;
let browser: Browser;

// A stack of its own: it slows a server down (docs/decisions/testing.md, "One stack and one browser per end-to-end worker").
useStackAndBrowser({ isolatedStack: true }, (running) => ({ stack, browser } = running));

const newUser = { id: 2_000_777, first_name: 'Failover' };

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const initData = signInitData({ botToken: stack.sandbox.deps.botToken, user: newUser, authDate: new Date() });
  const answer = await fetch(`${stack.sandbox.urls.mainPrimary}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', telegramRawData: initData, ...(init.headers ?? {}) },
  });
  if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}

it('executes a transfer once although the client retried it on the backup', async () => {
  await api('/sandbox/deposit', { method: 'POST', headers: sandboxControlHeaders, body: JSON.stringify({ userId: newUser.id, chainId: 'TON', tokenAddress: 'TON', amount: '10' }) });
  const { users } = await api<{ users: { key: string; accounts: { tonUnbouncableAddress: string }[] }[] }>('/sandbox/users', { headers: sandboxControlHeaders });
  const bobTon = users.find((user) => user.key === 'bob')?.accounts[0]?.tonUnbouncableAddress;
  expect(bobTon).toBeTruthy();

  const page = await browser.context.newPage();
  page.on('console', (message) => console.log('[page]', message.text()));
  await openHarness(page, stack.harnessUrl);
  stack.sandbox.setResponseDelay('mainPrimary', 2_500);
  let result: unknown;
  try {
    result = await page.evaluate(
      (run) => window.harness.transfer(run),
      {
        servers: [stack.sandbox.urls.mainPrimary, stack.sandbox.urls.mainBackup],
        initData: signInitData({ botToken: stack.sandbox.deps.botToken, user: newUser, authDate: new Date() }),
        slowMs: 800,
        idempotencyKey: 'e2e-failover-transfer-0001',
        request: { to: bobTon!, amount: '1', tokenAddress: 'TON', chainId: 'TON' as const, accountIndex: 0, dry: false },
      },
    );
  } finally {
    stack.sandbox.setResponseDelay('mainPrimary', 0);
  }
  expect(result).toMatchObject({ dry: false });
  // The client moved to the backup and remembers it.
  expect(await page.evaluate(() => window.harness.activeServer())).toEqual({ main: stack.sandbox.urls.mainBackup });

  const history = await api<{ history: { type: string }[] }>('/history?accountIndex=0&limit=10&offset=0');
  expect(history.history.filter((entry) => entry.type === 'withdrawal')).toHaveLength(1);
  const balances = await api<{ symbol: string; chainId: unknown; tokensAmount: string }[]>('/balances', { method: 'POST', body: JSON.stringify({ accountIndex: 0 }) });
  // 10 TON in, 1 TON out, one 0.006 TON fee: exactly once.
  expect(balances.find((entry) => entry.chainId === 'TON' && entry.symbol === 'TON')?.tokensAmount).toBe('8.994');
  await page.close();
});
