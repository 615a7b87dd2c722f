/**
 * The create-coin task (create-coin.ts) as a mining feature of the sandbox (features.ts):
 * `/v2/check/hash`, BigPump's coin records (bigpump-coins.ts) and the controls that write and read
 * them as BigPump would (mounted under /sandbox behind the control guard; never the app's contract).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { createCoinContract as c } from '../../../adapters/http/contract/mining/create-coin';
import type { SandboxDeps, SandboxEnv } from '../../platform/deps';
import { controlRouter, mountMoving } from '../../platform/http/contract-route';
import { jsonBody, parse } from '../../platform/http/control-input';
import { SandboxError } from '../../platform/http/errors';
import type { Migration } from '../../platform/store/db';
import type { PurposeTable } from '../payments/purpose-table';
import type { UserFacts } from '../shared/facts';
import { COIN_NAME_PATTERN, COIN_TICKER_PATTERN, coinCount, coinsOf, COINS_PER_USER_MAX, createCoin, type BigpumpCoin } from './bigpump-coins';
import { countCoin } from './create-coin';

const bigpumpCoins: Migration = {
  id: 'tasks-006-bigpump-coins',
  sql: `
create table sandbox_bigpump_coins (
  hash text primary key check (hash ~ '^[0-9a-f]{64}$'),
  user_id bigint not null,
  name text not null check (char_length(name) between 1 and 32),
  ticker text not null check (ticker ~ '^[A-Z0-9]{2,10}$'),
  created_at timestamptz not null
);
create index sandbox_bigpump_coins_user on sandbox_bigpump_coins (user_id, created_at);
`,
};

function routes(deps: SandboxDeps, _purposes: PurposeTable, facts: UserFacts): Hono<SandboxEnv> {
  const router = new Hono<SandboxEnv>();
  mountMoving(router, deps, c.checkHash, ({ user, body, tx }) => countCoin(tx, deps.clock, facts, user.id, body.hash));
  return router;
}

const userIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const wire = (coin: BigpumpCoin) => ({ hash: coin.hash, userId: coin.userId, name: coin.name, ticker: coin.ticker, createdAt: new Date(coin.createdAt).toISOString() });

/** BigPump's records: the user's coins (newest first), and a coin the user creates there now. */
function controls(deps: SandboxDeps): Hono {
  const router = controlRouter();
  router.get('/bigpump/coins', async (context) => {
    const userId = parse(userIdSchema, context.req.query('userId'));
    return context.json({ userId, coins: (await coinsOf(deps.db, userId, 20)).map(wire) });
  });
  router.post('/bigpump/coins', async (context) => {
    const body = parse(
      z.object({ userId: userIdSchema, name: z.string().trim().regex(COIN_NAME_PATTERN), ticker: z.string().trim().regex(COIN_TICKER_PATTERN) }).strict(),
      await jsonBody(context),
    );
    const coin = await deps.db.transaction(async (tx) => {
      if ((await coinCount(tx, body.userId)) >= COINS_PER_USER_MAX) throw new SandboxError(409, `At most ${String(COINS_PER_USER_MAX)} coins per user in the sandbox`, 'amount-too-large');
      return createCoin(tx, body.userId, body.name, body.ticker, await deps.clock.read(tx));
    });
    return context.json(wire(coin));
  });
  return router;
}

// Typed where it is listed (features.ts), so this file does not import the list back.
export const createCoinFeature = { id: 'create-coin', contract: c, routes, migrations: [bigpumpCoins], controls };
