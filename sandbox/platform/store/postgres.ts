/**
 * The store over a PostgreSQL server (`DATABASE_URL`), through a pool of connections. Unlike
 * PGlite, transactions really run side by side here, so money code locks what it reads before it
 * writes (SELECT ... FOR UPDATE on the accounts, in one order; see main/engine/ledger.ts).
 *
 * Values come back as PGlite gives them, so code and tests see the same types on both: bigint
 * columns as numbers (ids and counters here stay far below 2^53; amounts are numeric, read as
 * text) and dates at UTC midnight.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';
import { committedAlready, guarded, inTransactionContext, isPrepared, isRetryableFailure, type Db, type Tx } from './database';

const INT8 = 20;
const DATE = 1082;

const types = {
  getTypeParser: (oid: number, format?: string): unknown => {
    if (oid === INT8) return (text: string) => Number(text);
    if (oid === DATE) return (text: string) => new Date(`${text}T00:00:00Z`);
    return (pg.types.getTypeParser as (oid: number, format?: string) => unknown)(oid, format);
  },
} as unknown as pg.CustomTypesConfig;

const MAX_ATTEMPTS = 5;

const names = new Map<string, string>();

/**
 * The query as node-postgres takes it: a statement marked prepared() (database.ts) by a name from
 * its text, which the driver prepares on a connection's first use and then only binds and runs.
 */
function queryOf(sql: string, values?: readonly unknown[]): pg.QueryConfig {
  const params = values ? [...values] : undefined;
  if (!isPrepared(sql)) return { text: sql, values: params };
  let name = names.get(sql);
  if (name === undefined) {
    name = `p_${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`;
    names.set(sql, name);
  }
  return { name, text: sql, values: params };
}

/**
 * A transaction's statement with BEGIN ahead of it (its first), COMMIT after it (its last,
 * queryAndCommit), or both, all before one Sync, so they go in one write and come back in one
 * answer (docs/decisions/sandbox-platform.md "BEGIN rides with the first statement (issue 36)" and
 * "The claim's last statement commits (issue 36)"). BEGIN and COMMIT are each their own Parse,
 * Bind and Execute (unnamed) around the statement's messages as node-postgres sends them. Should
 * the statement fail, the server skips to the Sync, past the COMMIT, with the transaction begun
 * and failed, and the caller rolls it back, as after any failed statement. A value node-postgres
 * cannot send fails before the Execute: then no COMMIT goes either.
 */
class Around extends pg.Query {
  constructor(
    config: pg.QueryConfig,
    private readonly around: { readonly begin: boolean; readonly commit: boolean },
    callback: (error: Error | undefined, result: unknown) => void,
  ) {
    // Extended mode even without values: the simple protocol's one message cannot carry BEGIN ahead.
    super({ ...config, queryMode: 'extended' } as pg.QueryConfig, callback);
  }

  // node-postgres calls prepare(connection) with its stream corked, for every extended query.
  prepare(connection: Connection): void {
    if (this.around.begin) unnamed(connection, 'BEGIN');
    (pg.Query.prototype as unknown as { prepare(connection: Connection): void }).prepare.call(this, connection);
  }

  // prepare's last step once the statement is bound: its Execute, then the Sync (node-postgres 8).
  _getRows(connection: Connection, rows: number | undefined): void {
    if (!this.around.commit || rows !== undefined) {
      (pg.Query.prototype as unknown as { _getRows(connection: Connection, rows: number | undefined): void })._getRows.call(this, connection, rows);
      return;
    }
    connection.execute({ portal: (this as unknown as { portal: string }).portal, rows });
    unnamed(connection, 'COMMIT');
    connection.sync();
  }
}

interface Connection {
  parse(query: { text: string }): void;
  bind(config: object): void;
  execute(config: object): void;
  sync(): void;
}

function unnamed(connection: Connection, text: string): void {
  connection.parse({ text });
  connection.bind({});
  connection.execute({});
}

// Around relies on these two steps of node-postgres's Query: an upgrade that renames them must fail here, not send a statement without its COMMIT.
if (typeof (pg.Query.prototype as unknown as { _getRows?: unknown })._getRows !== 'function') throw new Error('node-postgres Query has no _getRows: see postgres.ts Around');

/** The statement's own rows: node-postgres answers every result, BEGIN's and COMMIT's included. */
function statementResult(result: unknown, begin: boolean): pg.QueryResult {
  return (Array.isArray(result) ? result[begin ? 1 : 0] : result) as pg.QueryResult;
}

function queryAround(client: pg.PoolClient, config: pg.QueryConfig, around: { readonly begin: boolean; readonly commit: boolean }): Promise<pg.QueryResult> {
  return new Promise((resolve, reject) => {
    void client.query(new Around(config, around, (error, result) => (error ? reject(error) : resolve(statementResult(result, around.begin)))));
  });
}

/**
 * The transaction's statements on its connection. BEGIN is not sent on its own: it rides with the
 * first statement, and COMMIT with the last when the caller says which (queryAndCommit), so a
 * transaction costs a round trip less, or two; `begun` says whether BEGIN went (a callback that
 * sent nothing commits nothing), `committed` whether COMMIT did.
 */
function txOf(client: pg.PoolClient): Tx & { readonly begun: () => boolean; readonly committed: () => boolean } {
  let begun = false;
  let committed = false;
  const run = async (config: pg.QueryConfig, commit: boolean): Promise<pg.QueryResult> => {
    if (committed) throw committedAlready();
    const begin = !begun;
    begun = true;
    if (commit) committed = true;
    if (!begin && !commit) return client.query(config);
    return queryAround(client, config, { begin, commit });
  };
  return {
    query: async <T>(sql: string, values?: readonly unknown[]) => {
      const result = await run(queryOf(sql, values), false);
      return { rows: result.rows as T[] };
    },
    queryAndCommit: async <T>(sql: string, values?: readonly unknown[]) => {
      const result = await run(queryOf(sql, values), true);
      return { rows: result.rows as T[] };
    },
    exec: async (sql) => {
      if (committed) throw committedAlready();
      // Statements without values may be several in one text, which only the simple protocol takes.
      if (!begun) {
        begun = true;
        await client.query('BEGIN');
      }
      await client.query(sql);
    },
    begun: () => begun,
    committed: () => committed,
  };
}

export interface PostgresOptions {
  readonly connectionString: string;
  /** Connections in the pool (default 10). */
  readonly max?: number;
}

export function postgresDb(options: PostgresOptions): Db {
  // A connection once opened is kept (the driver's default closes one idle for 10 s): opening one
  // costs the database a process and a password exchange, and its first statements are planned
  // again, which under a steady load put a reconnection's stall into the reads of the moment
  // (docs/decisions/frens-guilds-ranks.md, issue 21, session 35). Idle connections do not keep the process alive.
  // Named by process, so pg_stat_activity tells the API workers' connections apart (workers.ts).
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    idleTimeoutMillis: 0,
    allowExitOnIdle: true,
    types,
    application_name: `switch-sandbox ${String(process.pid)}`,
  });
  // An idle connection the server drops (a restart, the end of a test run) must not end the
  // process; the next checkout opens a new one.
  pool.on('error', () => {});

  async function attempt<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    const tx = txOf(client);
    let broken = false;
    try {
      const result = await inTransactionContext(() => fn(tx));
      if (tx.begun() && !tx.committed()) await client.query('COMMIT');
      return result;
    } catch (error) {
      // Also after a failed queryAndCommit: the server skipped its COMMIT (or, had COMMIT itself
      // failed, there is no transaction left and ROLLBACK only warns).
      if (tx.begun()) {
        await client.query('ROLLBACK').catch(() => {
          broken = true;
        });
      }
      throw error;
    } finally {
      client.release(broken);
    }
  }

  const alone = async <T>(sql: string, values?: readonly unknown[]): Promise<{ rows: T[] }> => {
    const result = await pool.query(queryOf(sql, values));
    return { rows: result.rows as T[] };
  };

  return guarded({
    kind: 'postgres',
    query: alone,
    // Outside a transaction a statement commits on its own.
    queryAndCommit: alone,
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (fn) => {
      for (let tries = 1; ; tries++) {
        try {
          return await attempt(fn);
        } catch (error) {
          if (!isRetryableFailure(error) || tries >= MAX_ATTEMPTS) throw error;
          // Said, so a deadlock that locks taken in one order should rule out is seen, not hidden.
          console.warn(`[sandbox] ${(error as Error).message} (${String((error as { code?: unknown }).code)}): the transaction runs again (attempt ${tries + 1} of ${MAX_ATTEMPTS})`);
        }
      }
    },
    close: () => pool.end(),
  });
}
