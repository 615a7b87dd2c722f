/**
 * A new database on a PostgreSQL server, named `<prefix>_<random>`, empty or copied from a
 * template database; its URL. No Vitest import, so the load script (scripts/load-claims.ts) shares
 * it with the tests (postgres-db.ts).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** `template`: a database of the same server to copy (CREATE DATABASE ... TEMPLATE); none means empty. */
export async function createDatabase(serverUrl: string, prefix = 'test', template?: string): Promise<string> {
  const url = new URL(serverUrl);
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  return databaseUrl(serverUrl, name);
}

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The template database `name`, made once per server by `fill` (given the new database's URL)
 * under a lock, so test files that ask at once wait for the first one's; its name. It is made
 * under another name and renamed, so a copy never starts from half a template.
 */
export async function ensureTemplate(serverUrl: string, name: string, fill: (databaseUrl: string) => Promise<void>): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rows.length === 0) {
      const partial = `${name}_partial`;
      await admin.query(`DROP DATABASE IF EXISTS ${partial}`);
      await admin.query(`CREATE DATABASE ${partial}`);
      await fill(databaseUrl(serverUrl, partial));
      await admin.query(`ALTER DATABASE ${partial} RENAME TO ${name}`);
    }
    return name;
  } finally {
    await admin.end();
  }
}
