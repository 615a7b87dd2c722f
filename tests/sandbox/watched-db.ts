/**
 * The store as the app sees it, with every transaction it opens handed to `onTransaction` first:
 * a test counts the transactions, or wraps each one to record its statements.
 */
import type { Db, Tx } from '../../sandbox/platform/store/database';

export function watchedDb(db: Db, onTransaction: (tx: Tx) => Tx): Db {
  return {
    ...db,
    query: (sql, values) => db.query(sql, values),
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction((tx) => fn(onTransaction(tx))),
    close: () => db.close(),
  };
}
