/**
 * Authenticates every API call from the messenger's init data (telegramRawData header). The user
 * comes only from validated, signed data, never from a body or a query. A caller that fails is
 * answered 401 before anything is written.
 */
import type { MiddlewareHandler } from 'hono';
import { HEADERS } from '../../../adapters/http/contract/common';
import { InitDataError, validateInitData, type InitDataUser } from '../auth/init-data';
import type { AuthedUser, SandboxDeps, SandboxEnv } from '../deps';

/** The specification's message for any call made outside the messenger (seed 000, section 8). */
export const UNAUTHORIZED_MESSAGE = 'Only possible to use inside telegram bot';

/** Names why init data was refused (missing, bad-hash, expired...), for whoever debugs a 401. */
export const INIT_DATA_PROBLEM_HEADER = 'x-init-data-problem';

function toAuthedUser(user: InitDataUser): AuthedUser {
  return {
    id: user.id,
    firstName: user.first_name,
    username: user.username ?? null,
    languageCode: user.language_code ?? null,
    isPremium: user.is_premium === true,
  };
}

/**
 * Records the caller; names follow what the messenger last said, created_at stays the first sight
 * (both on the sandbox clock, while the init data's age is checked against real time).
 * last_seen_at moves at most once a minute: a caller whose row already says all of this and was
 * seen within the minute writes nothing, so a read stays a read (no row lock, no commit to flush;
 * the ranks bench's HTTP phase found the write on every request the largest part of a read's cost).
 */
async function upsertUser(deps: SandboxDeps, user: InitDataUser): Promise<void> {
  const now = new Date(await deps.clock.read(deps.db)).toISOString();
  await deps.db.query(
    `WITH fresh AS (
       SELECT 1 FROM users
        WHERE id = $1 AND first_name = $2 AND last_name IS NOT DISTINCT FROM $3 AND username IS NOT DISTINCT FROM $4
          AND language_code IS NOT DISTINCT FROM $5 AND is_premium = $6 AND last_seen_at > $7::timestamptz - interval '1 minute')
     INSERT INTO users (id, first_name, last_name, username, language_code, is_premium, created_at, last_seen_at)
     SELECT $1, $2, $3, $4, $5, $6, $7, $7 WHERE NOT EXISTS (SELECT 1 FROM fresh)
     ON CONFLICT (id) DO UPDATE SET
       first_name = EXCLUDED.first_name,
       last_name = EXCLUDED.last_name,
       username = EXCLUDED.username,
       language_code = EXCLUDED.language_code,
       is_premium = EXCLUDED.is_premium,
       last_seen_at = EXCLUDED.last_seen_at`,
    [user.id, user.first_name, user.last_name ?? null, user.username ?? null, user.language_code ?? null, user.is_premium === true, now],
  );
}

export function authMiddleware(deps: SandboxDeps): MiddlewareHandler<SandboxEnv> {
  return async (context, next) => {
    let user: InitDataUser;
    try {
      user = validateInitData(context.req.header(HEADERS.initData), deps.botToken, new Date(deps.realClock.now())).user;
    } catch (error) {
      if (!(error instanceof InitDataError)) throw error;
      context.header(INIT_DATA_PROBLEM_HEADER, `init-data-${error.problem}`);
      return context.json({ message: UNAUTHORIZED_MESSAGE, code: 'unauthorized' }, 401);
    }
    await upsertUser(deps, user);
    context.set('user', toAuthedUser(user));
    await next();
  };
}
