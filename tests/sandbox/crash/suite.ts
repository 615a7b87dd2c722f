/**
 * The crash tests over one store (crash-run.test.ts on a PGlite data folder, crash-run.pg.test.ts
 * on a PostgreSQL database): the deterministic defect-1 case, then the crash run in two phases
 * (each fault point in turn, then random kills and later crashes on top), with the checks of the
 * store after each.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainIdText } from '../../../sandbox/main/engine/ledger';
import { parseUnits } from '../../../sandbox/main/engine/units';
import { findToken, type CatalogueToken } from '../../../sandbox/main/engine/token-catalogue';
import type { Db } from '../../../sandbox/platform/store/database';
import { attempt, startLife, type Answer, type StoreTarget } from './harness';
import { crashRun, FAULT_POINTS, planCalls, RUN_TOKENS, seedUsers, supplyUnits, type RunCall, type RunOptions, type RunReport, type RunUser } from './run';
import { SLOWEST_TEST_MS } from '../../support/time-limits';

const SEED = Number(process.env.CRASH_SEED ?? 20_261_122);
const USER_IDS = [81_001, 81_002, 81_003, 81_004];

/** Where the children keep their data, and how the test reads it when none runs. */
export interface CrashStore {
  readonly target: StoreTarget;
  open(): Promise<Db>;
  dispose(): Promise<void>;
}

export interface CrashSuiteOptions {
  /** Calls in the run; CRASH_CALLS overrides it while working on the tests. */
  readonly calls: number;
  readonly prepare: () => Promise<CrashStore>;
}

/**
 * The n of each planned crash after the turns ('point:n'), scaled to the run's length so that a run
 * of any size crashes about four times more, later in a life (37 to 73 for 220 calls). Each life
 * costs a process start and a store opening, seconds on a busy machine: about ten in all.
 */
const crashSpacing = (calls: number): [number, number] => [Math.max(2, Math.round(calls / 6)), Math.max(4, Math.round(calls / 3))];

export function crashSuite(options: CrashSuiteOptions): void {
  const CALLS = Number(process.env.CRASH_CALLS ?? options.calls);
  let store: CrashStore;
  let users: RunUser[];

  /** Opens the store the children used, runs `read`, closes it. */
  async function inStore<T>(read: (db: Db) => Promise<T>): Promise<T> {
    const db = await store.open();
    try {
      return await read(db);
    } finally {
      await db.close();
    }
  }

  beforeAll(async () => {
    store = await options.prepare();
    users = await inStore((db) => seedUsers(db, USER_IDS));
  }, 120_000);
  afterAll(async () => {
    await store?.dispose();
  });

  /** Withdrawals and swaps of the test users, with the key that caused each (comment or stored answer). */
  async function movements(db: Db) {
    const { rows } = await db.query<{ id: string; kind: string; comment: string | null; keys: number }>(
      `select o.id, o.kind, o.comment,
         (select count(*) from idempotency_keys k
           where k.response_body->>'transferId' = o.id or k.response_body->>'swapId' = o.id)::int as keys
       from wallet_operations o
       where o.user_id = any($1::bigint[]) and o.kind in ('withdrawal', 'swap')`,
      [USER_IDS],
    );
    return rows;
  }

  describe('a crash after the commit, before the answer (defect 1)', () => {
    it('replays the committed send on the retry instead of sending again', async () => {
      const [alice, bob] = users;
      const key = `defect-1-${SEED}`;
      const call = {
        path: '/transfer',
        key,
        initData: alice!.initData,
        body: { to: bob!.account.tonAddress, amount: '0.5', tokenAddress: 'TON', chainId: 'TON', accountIndex: 0, comment: key, dry: false },
      };
      const dying = await startLife(0, store.target, 'after-commit:1');
      expect(await attempt(dying.url, call)).toBeNull();
      await dying.ended;

      const next = await startLife(1, store.target, '');
      let retried;
      try {
        retried = await attempt(next.url, call);
      } finally {
        await next.stop();
      }
      expect(retried).toMatchObject({ status: 200, body: { dry: false, transferId: expect.any(String) } });
      const sent = (await inStore(movements)).filter((row) => row.comment === key);
      expect(sent).toEqual([{ id: (retried!.body as { transferId: string }).transferId, kind: 'withdrawal', comment: key, keys: 1 }]);
    }, 150_000);
  });

  /** Every call sent so far across the run's phases, and the answer each got. */
  const sent: RunCall[] = [];
  const answers = new Map<string, Answer>();

  /** Runs one phase of the crash run on the store, over calls not sent before; logs and keeps what it sent. */
  async function phase(name: RunOptions['phase'], calls: readonly RunCall[], extraCalls: readonly RunCall[]): Promise<RunReport> {
    const report = await crashRun({ seed: SEED, target: store.target, phase: name, calls, extraCalls, workers: 3, nth: crashSpacing(CALLS), randomKillEvery: 3 });
    console.log(
      `[crash run, ${name}] seed ${SEED}: ${report.calls} calls, ${report.attempts} attempts, ${report.lives} lives; ` +
        `crashes ${JSON.stringify(report.crashes)}, random kills ${report.randomKills}; lives: ${report.plans.join(', ')}`,
    );
    sent.push(...report.sent);
    for (const [key, answer] of report.answers) answers.set(key, answer);
    expect(report.calls).toBeGreaterThanOrEqual(calls.length);
    expect(report.sent.filter((call) => !report.answers.has(call.key))).toEqual([]);
    return report;
  }

  /**
   * The store after everything sent so far: no key moved value twice, no answered movement is
   * missing, every token is conserved, no balance is negative.
   */
  async function expectExactlyOnce(): Promise<void> {
    const calls = sent;
    const succeeded = calls.filter((call) => answers.get(call.key)?.status === 200);
    // A run where nearly everything is refused would prove little.
    expect(succeeded.length).toBeGreaterThan(calls.length / 2);

    await inStore(async (db) => {
      // Nothing doubled: every movement belongs to exactly one key's answer, and no key has two.
      const moved = await movements(db);
      expect(moved.filter((row) => row.keys !== 1)).toEqual([]);
      const byComment = new Map<string, number>();
      for (const row of moved) if (row.comment) byComment.set(row.comment, (byComment.get(row.comment) ?? 0) + 1);
      expect([...byComment].filter(([, n]) => n > 1)).toEqual([]);

      // Nothing lost: each success the client saw is in the store, and is the key's stored answer.
      const ids = new Set(moved.map((row) => row.id));
      const stored = await db.query<{ key: string; response_status: number; response_body: unknown }>(
        `select key, response_status, response_body from idempotency_keys where user_id = any($1::bigint[]) and key like 'crash-%'`,
        [USER_IDS],
      );
      const storedByKey = new Map(stored.rows.map((row) => [row.key, { status: row.response_status, body: row.response_body }]));
      for (const call of calls) {
        const answer = answers.get(call.key)!;
        expect(storedByKey.get(call.key), call.key).toEqual(answer);
        if (answer.status !== 200) continue;
        const body = answer.body as { transferId?: string; swapId?: string };
        expect(ids.has(body.transferId ?? body.swapId ?? ''), call.key).toBe(true);
      }
      const defectSends = moved.filter((row) => row.comment?.startsWith('defect-')).length;
      expect(moved.length - defectSends).toBe(succeeded.length);

      // Conserved: per token, what the users hold = supply + swaps' net - fees, and the transfer
      // fees the ledger charged are exactly the ones the answers announced.
      const announcedFees = new Map<CatalogueToken, bigint>();
      for (const call of succeeded.filter((c) => c.kind === 'transfer')) {
        const { fee } = answers.get(call.key)!.body as { fee: { amount: string; symbol: string } };
        const feeToken = RUN_TOKENS.find((t) => t.symbol === fee.symbol && t.chainId === (call.body as { chainId: unknown }).chainId)!;
        const units = parseUnits(fee.amount, feeToken.decimals);
        announcedFees.set(feeToken, (announcedFees.get(feeToken) ?? 0n) + (units.ok ? units.units : -1n));
      }
      for (const token of RUN_TOKENS) {
        const sum = async (sql: string): Promise<bigint> =>
          BigInt((await db.query<{ s: string | null }>(sql, [USER_IDS, chainIdText(token.chainId), token.address])).rows[0]?.s ?? '0');
        const held = await sum(`select sum(amount_units)::text as s from ledger_entries where user_id = any($1::bigint[]) and chain_id = $2 and token_address = $3`);
        const transferFees = await sum(
          `select (-sum(e.amount_units))::text as s from ledger_entries e join wallet_operations o on o.id = e.ref
           where e.user_id = any($1::bigint[]) and e.chain_id = $2 and e.token_address = $3 and e.kind = 'fee' and o.kind = 'withdrawal'`,
        );
        const swapFees = await sum(
          `select (-sum(e.amount_units))::text as s from ledger_entries e join wallet_operations o on o.id = e.ref
           where e.user_id = any($1::bigint[]) and e.chain_id = $2 and e.token_address = $3 and e.kind = 'fee' and o.kind = 'swap'`,
        );
        const bought = await sum(`select sum(to_amount_units)::text as s from wallet_operations where kind = 'swap' and user_id = any($1::bigint[]) and to_chain_id = $2 and to_token_address = $3`);
        const sold = await sum(`select sum(amount_units)::text as s from wallet_operations where kind = 'swap' and user_id = any($1::bigint[]) and chain_id = $2 and token_address = $3`);
        // The defect-1 test's send of TON, if it ran first (0.006 TON each).
        const defectFee = token === findToken('TON', 'TON') ? 6_000_000n * BigInt(defectSends) : 0n;
        expect(transferFees, token.symbol).toBe((announcedFees.get(token) ?? 0n) + defectFee);
        expect(held, token.symbol).toBe(supplyUnits(token, USER_IDS.length) + bought - sold - swapFees - transferFees);
      }
      const negative = await db.query(
        `select 1 from ledger_entries group by user_id, account_index, chain_id, token_address having sum(amount_units) < 0`,
      );
      expect(negative.rows).toEqual([]);
    });
  }

  describe('the crash run', () => {
    // The calls, planned once: the turns take the first ones, the random phase the rest; each
    // phase may draw extra ones (from its own half of the second part) until it has done its job.
    let planned: RunCall[];
    const turnCalls = Math.max(12, Math.round(CALLS / 10));
    beforeAll(() => {
      planned = planCalls(SEED, CALLS * 2, users);
    });

    it('crashes at each fault point in turn, and each key’s value moves once', async () => {
      const report = await phase('turns', planned.slice(0, turnCalls), planned.slice(CALLS, CALLS + CALLS / 2));
      // Every point crashed a life on purpose; extra calls are drawn until each has, so a point
      // missing here means no request reaches it any more.
      for (const point of FAULT_POINTS) expect(report.crashes[point], `crashes at ${point}`).toBeGreaterThan(0);
      await expectExactlyOnce();
    }, SLOWEST_TEST_MS);

    it('then kills it at random moments and crashes it later in a life, and still moves each key’s value once, loses no answered movement and conserves every token', async () => {
      const report = await phase('random', planned.slice(turnCalls, CALLS), planned.slice(CALLS + CALLS / 2));
      expect(report.randomKills).toBeGreaterThan(0);
      expect(sent.length).toBeGreaterThanOrEqual(CALLS);
      await expectExactlyOnce();
    }, SLOWEST_TEST_MS);
  });
}
