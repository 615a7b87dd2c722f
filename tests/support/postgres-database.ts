/**
 * A new, empty database on a PostgreSQL server, named `<prefix>_<random>`; its URL. No Vitest
 * import, so the load script (scripts/load-claims.ts) shares it with the tests (postgres-db.ts).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export async function createDatabase(serverUrl: string, prefix = 'test'): Promise<string> {
  const url = new URL(serverUrl);
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}
