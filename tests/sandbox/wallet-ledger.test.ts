import type { Db } from '../../sandbox/platform/store/database';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureWallet, createAccount } from '../../sandbox/main/engine/accounts';
import {
  balanceOf,
  depositMovement,
  holdingsOf,
  InsufficientBalanceError,
  postMovements,
  type Movement,
} from '../../sandbox/main/engine/ledger';
import { requireToken, type CatalogueToken } from '../../sandbox/main/engine/token-catalogue';
import { openTestDb } from '../support/sandbox-db';

const NOW = new Date('2025-04-01T12:00:00Z');
const TOKENS: readonly CatalogueToken[] = [requireToken('TON', 'TON'), requireToken('TON', 'USDT'), requireToken(42161, 'ETH')];

function debit(userId: number, accountIndex: number, token: CatalogueToken, units: bigint, fee: bigint): Movement {
  const native = token.chainId === 'TON' ? TOKENS[0] : TOKENS[2];
  return {
    userId,
    accountIndex,
    operation: { kind: 'withdrawal', token, amountUnits: units, counterparty: 'elsewhere' },
    legs: [
      { token, amountUnits: -units, kind: 'withdrawal' },
      ...(fee > 0n && native ? [{ token: native, amountUnits: -fee, kind: 'fee' as const }] : []),
    ],
  };
}

async function counts(db: Db): Promise<{ entries: number; operations: number }> {
  const result = await db.query<{ entries: number; operations: number }>(
    'select (select count(*) from ledger_entries)::int as entries, (select count(*) from wallet_operations)::int as operations',
  );
  return result.rows[0] ?? { entries: -1, operations: -1 };
}

const operation = fc.record({
  kind: fc.constantFrom('deposit', 'debit'),
  accountIndex: fc.integer({ min: 0, max: 1 }),
  token: fc.integer({ min: 0, max: TOKENS.length - 1 }),
  units: fc.bigInt({ min: 1n, max: 10n ** 12n }),
  fee: fc.constantFrom(0n, 1n, 1000n, 10n ** 9n),
});

describe('ledger', () => {
  let db: Db;
  let nextUser = 50_000;

  // Booting PGlite can take several seconds on a busy machine.
  beforeAll(async () => {
    db = await openTestDb();
  }, 60_000);
  afterAll(async () => {
    await db.close();
  });

  async function freshUser(): Promise<number> {
    const id = nextUser++;
    await ensureWallet(db, { id, firstName: `P${id}` }, NOW);
    await createAccount(db, id, NOW);
    return id;
  }

  it('keeps every balance equal to the sum of its entries and refuses, writing nothing, any debit that would go negative', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 14 }), async (operations) => {
        const userId = await freshUser();
        const model = new Map<string, bigint>();
        const key = (account: number, token: CatalogueToken): string => `${account}|${token.symbol}|${String(token.chainId)}`;
        for (const op of operations) {
          const token = TOKENS[op.token];
          if (!token) throw new Error('bad token index');
          if (op.kind === 'deposit') {
            await postMovements(db, [depositMovement(userId, op.accountIndex, token, op.units)], NOW);
            model.set(key(op.accountIndex, token), (model.get(key(op.accountIndex, token)) ?? 0n) + op.units);
            continue;
          }
          const movement = debit(userId, op.accountIndex, token, op.units, op.fee);
          const needs = new Map<string, bigint>();
          for (const leg of movement.legs) needs.set(key(op.accountIndex, leg.token), (needs.get(key(op.accountIndex, leg.token)) ?? 0n) - leg.amountUnits);
          const affordable = [...needs].every(([k, need]) => (model.get(k) ?? 0n) >= need);
          const before = await counts(db);
          if (affordable) {
            await postMovements(db, [movement], NOW);
            for (const [k, need] of needs) model.set(k, (model.get(k) ?? 0n) - need);
          } else {
            await expect(postMovements(db, [movement], NOW)).rejects.toBeInstanceOf(InsufficientBalanceError);
            expect(await counts(db)).toEqual(before);
          }
        }
        for (const accountIndex of [0, 1]) {
          for (const token of TOKENS) {
            const balance = await balanceOf(db, userId, accountIndex, token);
            expect(balance).toBe(model.get(key(accountIndex, token)) ?? 0n);
            expect(balance >= 0n).toBe(true);
          }
          const held = await holdingsOf(db, userId, accountIndex);
          expect(held.every((holding) => holding.units > 0n)).toBe(true);
        }
        // Conservation: deposits in minus debits out equals what is held, per token.
        const sums = await db.query<{ kind: string; total: string }>(
          'select kind, sum(amount_units)::text as total from ledger_entries where user_id = $1 group by kind',
          [userId],
        );
        const net = sums.rows.reduce((sum, row) => sum + BigInt(row.total), 0n);
        expect(net).toBe([...model.values()].reduce((sum, value) => sum + value, 0n));
      }),
      { numRuns: 40 },
    );
  }, 120_000);

  it('a database trigger refuses a negative balance even when the engine is bypassed', async () => {
    const userId = await freshUser();
    const [opId] = await postMovements(db, [depositMovement(userId, 0, TOKENS[0] as CatalogueToken, 5n)], NOW);
    await expect(
      db.query(
        `insert into ledger_entries (user_id, account_index, chain_id, token_address, amount_units, kind, ref, created_at)
         values ($1, 0, 'TON', 'TON', -6, 'withdrawal', $2, now())`,
        [userId, opId],
      ),
    ).rejects.toThrow(/negative/);
    expect(await balanceOf(db, userId, 0, TOKENS[0] as CatalogueToken)).toBe(5n);
  });

  it('ledger entries are append-only', async () => {
    const userId = await freshUser();
    await postMovements(db, [depositMovement(userId, 0, TOKENS[1] as CatalogueToken, 7n)], NOW);
    await expect(db.query('update ledger_entries set amount_units = 1000 where user_id = $1', [userId])).rejects.toThrow(/append-only/);
    await expect(db.query('delete from ledger_entries where user_id = $1', [userId])).rejects.toThrow(/append-only/);
  });

  it('a movement between two accounts is all or nothing', async () => {
    const alice = await freshUser();
    const bob = await freshUser();
    const ton = TOKENS[0] as CatalogueToken;
    await postMovements(db, [depositMovement(alice, 0, ton, 10n)], NOW);
    const before = await counts(db);
    // The credit to bob would be fine; the debit of alice is not, so neither may be written.
    await expect(postMovements(db, [depositMovement(bob, 0, ton, 20n), debit(alice, 0, ton, 20n, 0n)], NOW)).rejects.toBeInstanceOf(
      InsufficientBalanceError,
    );
    expect(await counts(db)).toEqual(before);
    expect(await balanceOf(db, bob, 0, ton)).toBe(0n);
  });
});
