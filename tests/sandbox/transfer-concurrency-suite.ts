/**
 * Money safety of POST /transfer: parallel sends cannot overdraw, and a retried Idempotency-Key
 * executes once (the failover retry of the client reuses its key). Run on PGlite
 * (transfer-concurrency.test.ts) and on a real PostgreSQL server (transfer-concurrency.pg.test.ts),
 * where the parallel requests really run side by side.
 */
import type { Db } from '../../sandbox/platform/store/database';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireToken } from '../../sandbox/main/engine/token-catalogue';
import type { SandboxDeps } from '../../sandbox/platform/deps';
import { walletTestApp } from '../support/sandbox-db';
import { balance, deposit, freshUser, postTransfer, transferBody } from './transfer-support';

const TON_USDT = requireToken('TON', 'USDT');

export function transferConcurrencySuite(openDeps: () => Promise<SandboxDeps>): void {
  let db: Db;
  let app: Hono;

  beforeAll(async () => {
    const deps = await openDeps();
    db = deps.db;
    app = walletTestApp(deps);
  }, 60_000);
  afterAll(async () => {
    await db?.close();
  });

  async function negativeHoldings(): Promise<number> {
    const result = await db.query<{ n: number }>(
      `select count(*)::int as n from (select sum(amount_units) as s from ledger_entries
       group by user_id, account_index, chain_id, token_address) sums where s < 0`,
    );
    return result.rows[0]?.n ?? -1;
  }

  describe('POST /transfer under concurrency', () => {
    it('two parallel sends that together exceed the balance never both succeed', async () => {
      const sender = await freshUser(app);
      const recipient = await freshUser(app);
      await deposit(app, sender.id, 'TON', 'TON', '1');
      await deposit(app, sender.id, 'TON', TON_USDT.address, '10');

      // Each alone is affordable (6 USDT + 0.05 TON), both together are not.
      const send = (key: string) =>
        postTransfer(app, sender.id, transferBody({ to: recipient.ton, amount: '6', chainId: 'TON', tokenAddress: TON_USDT.address, dry: false }), key);
      const answers = await Promise.all([send('parallel-send-a'), send('parallel-send-b')]);

      expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
      expect(answers.find((a) => a.status === 400)?.body).toMatchObject({ path: ['amount'] });
      expect(await balance(app, sender.id, 'TON', TON_USDT.address)).toBe('4');
      expect(await balance(app, sender.id, 'TON', 'TON')).toBe('0.95');
      expect(await balance(app, recipient.id, 'TON', TON_USDT.address)).toBe('6');
      expect(await negativeHoldings()).toBe(0);
    });

    it('many parallel sends draining one balance leave it at zero or more, and conserve value', async () => {
      const sender = await freshUser(app);
      const recipient = await freshUser(app);
      await deposit(app, sender.id, 'TON', 'TON', '0.1');
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          postTransfer(app, sender.id, transferBody({ to: recipient.ton, amount: '0.03', chainId: 'TON', tokenAddress: 'TON', dry: false }), `drain-key-${i}`),
        ),
      );
      // 0.03 + 0.006 each: two fit in 0.1 (0.072), a third would need 0.108.
      expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
      expect(await balance(app, sender.id, 'TON', 'TON')).toBe('0.028');
      expect(await balance(app, recipient.id, 'TON', 'TON')).toBe('0.06');
      expect(await negativeHoldings()).toBe(0);
    });

    it('a retried key executes once and replays the first answer', async () => {
      const sender = await freshUser(app);
      const recipient = await freshUser(app);
      await deposit(app, sender.id, 'TON', 'TON', '1');
      const body = transferBody({ to: recipient.ton, amount: '0.2', chainId: 'TON', tokenAddress: 'TON', dry: false });

      const first = await postTransfer(app, sender.id, body, 'retried-send-key-1');
      const retry = await postTransfer(app, sender.id, body, 'retried-send-key-1');
      expect(first.status).toBe(200);
      expect(retry).toEqual(first);
      // Concurrent duplicates (the client failing over while the first call still runs) also run once.
      const [a, b] = await Promise.all([postTransfer(app, sender.id, body, 'retried-send-key-2'), postTransfer(app, sender.id, body, 'retried-send-key-2')]);
      expect(a).toEqual(b);
      expect(await balance(app, sender.id, 'TON', 'TON')).toBe('0.588');
      expect(await balance(app, recipient.id, 'TON', 'TON')).toBe('0.4');
    });
  });
}
