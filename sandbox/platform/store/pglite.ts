/**
 * The store over PGlite (embedded PostgreSQL in WebAssembly): one connection, every statement
 * serialised by its mutexes, so a transaction runs alone and concurrent requests queue behind it.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { committedAlready, guarded, inTransactionContext, type Db, type Tx } from './database';

const params = (values: readonly unknown[] | undefined): unknown[] | undefined => (values ? [...values] : undefined);

/**
 * PGlite commits when the callback resolves, so queryAndCommit is a plain statement here; like
 * PostgreSQL's store, it refuses any statement after it.
 */
function txOf(tx: Transaction): Tx {
  let committed = false;
  const open = (): void => {
    if (committed) throw committedAlready();
  };
  return {
    query: async (sql, values) => {
      open();
      return tx.query(sql, params(values));
    },
    exec: async (sql) => {
      open();
      await tx.exec(sql);
    },
    queryAndCommit: async (sql, values) => {
      open();
      committed = true;
      return tx.query(sql, params(values));
    },
  };
}

export function pgliteDb(pglite: PGlite): Db {
  return guarded({
    kind: 'pglite',
    query: async (sql, values) => pglite.query(sql, params(values)),
    queryAndCommit: async (sql, values) => pglite.query(sql, params(values)),
    exec: async (sql) => {
      await pglite.exec(sql);
    },
    transaction: (fn) => pglite.transaction((tx) => inTransactionContext(() => fn(txOf(tx)))),
    close: () => pglite.close(),
  });
}
