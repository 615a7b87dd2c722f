/**
 * Authenticates every API call from the messenger's init data (telegramRawData header). The user
 * comes only from validated, signed data, never from a body or a query. A caller that fails is
 * answered 401 before anything is written.
 */
import type { MiddlewareHandler } from 'hono';
import { HEADERS } from '../../../adapters/http/contract/common';
import { InitDataError, initDataChecker, type InitDataUser } from '../auth/init-data';
import type { AuthedUser, SandboxDeps, SandboxEnv } from '../deps';
import { prepared } from '../store/database';
import { perTurn } from '../store/per-turn';

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
 * Records the callers; names follow what the messenger last said, created_at stays the first sight
 * (both on the sandbox clock, while the init data's age is checked against real time).
 * last_seen_at moves at most once a minute: a caller whose row already says all of this and was
 * seen within the minute writes nothing, so a read stays a read (no row lock, no commit to flush;
 * the ranks bench's HTTP phase found the write on every request the largest part of a read's cost).
 *
 * The callers of one turn of the event loop are recorded together (per-turn.ts): one statement,
 * which reads the sandbox clock itself (clock.ts `sql`; a hand-driven clock is read just before)
 * when the turn's requests have all arrived, and writes the rows of those not seen within the
 * minute, in id order (two batches lock rows in the same order), the last word of a caller who came
 * twice in the turn. Nothing is kept between turns: the next turn reads the clock again, so a move
 * made through any process is taken by the next request.
 */
function callerRecorder(deps: SandboxDeps): (user: InitDataUser) => Promise<void> {
  // The time in whole ms, as clock.read gives it: the clock's own expression, or its reading.
  const now = deps.clock.sql === undefined ? '$2::timestamptz' : `to_timestamp(${deps.clock.sql} / 1000.0)`;
  const record = prepared(
    `WITH clock AS (SELECT ${now} AS now),
     callers AS (
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS c(id bigint, first_name text, last_name text, username text, language_code text, is_premium boolean))
     INSERT INTO users (id, first_name, last_name, username, language_code, is_premium, created_at, last_seen_at)
     SELECT c.id, c.first_name, c.last_name, c.username, c.language_code, c.is_premium, clock.now, clock.now
       FROM callers c CROSS JOIN clock
      WHERE NOT EXISTS (
        SELECT 1 FROM users u
         WHERE u.id = c.id AND u.first_name = c.first_name AND u.last_name IS NOT DISTINCT FROM c.last_name
           AND u.username IS NOT DISTINCT FROM c.username AND u.language_code IS NOT DISTINCT FROM c.language_code
           AND u.is_premium = c.is_premium AND u.last_seen_at > clock.now - interval '1 minute')
      ORDER BY c.id
     ON CONFLICT (id) DO UPDATE SET
       first_name = EXCLUDED.first_name,
       last_name = EXCLUDED.last_name,
       username = EXCLUDED.username,
       language_code = EXCLUDED.language_code,
       is_premium = EXCLUDED.is_premium,
       last_seen_at = EXCLUDED.last_seen_at`,
  );
  return perTurn<InitDataUser, void>(async (users) => {
    const last = new Map<number, InitDataUser>();
    for (const user of users) last.set(user.id, user);
    const callers = [...last.values()]
      .sort((a, b) => a.id - b.id)
      .map((user) => ({
        id: user.id,
        first_name: user.first_name,
        last_name: user.last_name ?? null,
        username: user.username ?? null,
        language_code: user.language_code ?? null,
        is_premium: user.is_premium === true,
      }));
    const params: unknown[] = [JSON.stringify(callers)];
    if (deps.clock.sql === undefined) params.push(new Date(await deps.clock.read(deps.db)).toISOString());
    await deps.db.query(record, params);
    return users.map(() => undefined);
  });
}

export function authMiddleware(deps: SandboxDeps): MiddlewareHandler<SandboxEnv> {
  const check = initDataChecker(deps.botToken);
  const record = callerRecorder(deps);
  return async (context, next) => {
    let user: InitDataUser;
    try {
      user = check(context.req.header(HEADERS.initData), new Date(deps.realClock.now())).user;
    } catch (error) {
      if (!(error instanceof InitDataError)) throw error;
      context.header(INIT_DATA_PROBLEM_HEADER, `init-data-${error.problem}`);
      return context.json({ message: UNAUTHORIZED_MESSAGE, code: 'unauthorized' }, 401);
    }
    await record(user);
    context.set('user', toAuthedUser(user));
    await next();
  };
}
