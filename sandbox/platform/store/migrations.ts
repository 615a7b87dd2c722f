/**
 * The platform's tables: the users the sandbox has seen (from validated init data only) and the
 * idempotency record of value-moving calls. The seed users are inserted here so they exist exactly
 * once, from the first open of a store, with fixed timestamps (deterministic data for tests).
 */
import { SEED_USERS } from '../seed-users';
import type { Migration } from './db';

/** Seed rows carry a fixed creation time so two fresh stores are identical. */
const SEEDED_AT = '2025-01-01T00:00:00Z';

function literal(value: string | null | undefined): string {
  return value === null || value === undefined ? 'NULL' : `'${value.replace(/'/g, "''")}'`;
}

const seedRows = SEED_USERS.map(
  (user) =>
    `(${user.id}, ${literal(user.firstName)}, ${literal(user.lastName)}, ${literal(user.username)}, ${literal(user.languageCode)}, ${user.isPremium}, '${SEEDED_AT}', NULL)`,
).join(',\n  ');

export const platform: Migration = {
  id: '001-platform',
  sql: `
CREATE TABLE users (
  id bigint PRIMARY KEY,
  first_name text NOT NULL,
  last_name text,
  username text,
  language_code text,
  is_premium boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz
);

-- No foreign key to users: the auth middleware upserts the caller before any route runs, and a
-- missing user row must never turn a replay into a failure.
CREATE TABLE idempotency_keys (
  user_id bigint NOT NULL,
  key text NOT NULL,
  route text NOT NULL,
  fingerprint text NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'done')),
  response_status integer,
  response_body jsonb,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, key),
  CHECK (status = 'pending' OR response_status IS NOT NULL)
);

INSERT INTO users (id, first_name, last_name, username, language_code, is_premium, created_at, last_seen_at) VALUES
  ${seedRows};
`,
};

/**
 * The sandbox clock's shared offset (platform/clock.ts): one row, read with the database's time by
 * every process on the store, moved forward only through the clock's controls.
 */
export const sandboxClock: Migration = {
  id: '007-sandbox-clock',
  sql: `
CREATE TABLE sandbox_clock (
  one boolean PRIMARY KEY DEFAULT true CHECK (one),
  offset_ms bigint NOT NULL DEFAULT 0
);
INSERT INTO sandbox_clock (one, offset_ms) VALUES (true, 0);
`,
};
