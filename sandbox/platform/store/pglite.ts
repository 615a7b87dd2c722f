/**
 * The store over PGlite (embedded PostgreSQL in WebAssembly): one connection, every statement
 * serialised by its mutexes, so a transaction runs alone and concurrent requests queue behind it.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { guarded, inTransactionContext, type Db, type Tx } from './database';

const params = (values: readonly unknown[] | undefined): unknown[] | undefined => (values ? [...values] : undefined);

function txOf(tx: Transaction): Tx {
  return {
    query: async (sql, values) => tx.query(sql, params(values)),
    exec: async (sql) => {
      await tx.exec(sql);
    },
  };
}

export function pgliteDb(pglite: PGlite): Db {
  return guarded({
    kind: 'pglite',
    query: async (sql, values) => pglite.query(sql, params(values)),
    exec: async (sql) => {
      await pglite.exec(sql);
    },
    transaction: (fn) => pglite.transaction((tx) => inTransactionContext(() => fn(txOf(tx)))),
    close: () => pglite.close(),
  });
}
