/**
 * Guilds and alliances (seed 001 §7 "Friends, guilds, alliances"; docs/decisions/frens-guilds-ranks.md "Friends,
 * guilds and ranks (issue 21)"): the leaderboards per rank, the rank card, an alliance by name, and
 * join or leave. Creating the routes starts the scheduled recomputation of ranks for the store.
 * Names are case-insensitive (as the messenger's usernames are): kept and looked up in lower case.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { guildsContract } from '../../../adapters/http/contract/mining/guilds';
import type { SandboxDeps, SandboxEnv } from '../../platform/deps';
import { controlRouter, mount } from '../../platform/http/contract-route';
import { jsonBody, parse } from '../../platform/http/control-input';
import { SandboxError } from '../../platform/http/errors';
import type { Queryable } from '../../platform/store/database';
import { allianceDetail, allianceLeaderboard, guildLeaderboard, rankCard, setAlliance } from './engine';
import { rankSnapshot, refreshRanks, refreshRanksSoon, scheduleRankRefresh } from './ranks-refresh';
import { hasActiveStake } from '../staking/engine';
import { seedBulkPopulation } from './bulk-population';
import { minedUnitsReader } from './mined-batch';

const STAKING_SETTING = 'guilds.stakingRequired';

/**
 * Whether this user must stake before joining (seed 001 §5 "Alliance": the staking status is read):
 * when the backend's policy asks for staking first (a sandbox setting), the user's staking status,
 * the one GET /staking answers (an unclaimed deposit), decides.
 */
async function stakingRequired(q: Queryable, userId: number): Promise<boolean> {
  const result = await q.query<{ value: unknown }>('select value from mining_settings where key = $1', [STAKING_SETTING]);
  return result.rows[0]?.value === true && !(await hasActiveStake(q, userId));
}

export function guildRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  scheduleRankRefresh(deps.db);
  const routes = new Hono<SandboxEnv>();

  // The rank reads: the snapshot in memory plus the caller's amount, read in batches with the
  // other callers' of the same moment (no transaction: they only read).
  const minedUnits = minedUnitsReader(deps.db);
  // The card before /guilds/{rank}: Hono runs the first route that matches, and 'card' is no rank.
  mount(routes, deps, guildsContract.rankCard, async ({ user }) => rankCard(minedUnits, await rankSnapshot(deps.db), user.id));

  mount(routes, deps, guildsContract.guildLeaderboard, async ({ user, params }) =>
    guildLeaderboard(minedUnits, await rankSnapshot(deps.db), user.id, user.firstName, params.rank),
  );

  mount(routes, deps, guildsContract.allianceLeaderboard, async ({ user, params }) =>
    allianceLeaderboard(deps.db, await rankSnapshot(deps.db), user.id, params.rank),
  );

  mount(routes, deps, guildsContract.alliance, async ({ user, params }) => {
    const snapshot = await rankSnapshot(deps.db);
    return deps.db.transaction(async (tx) => allianceDetail(tx, snapshot, user.id, params.name.toLowerCase(), await stakingRequired(tx, user.id)));
  });

  // Once by nature: the same join twice leaves the same state; no Idempotency-Key (docs/contract.md).
  mount(routes, deps, guildsContract.setAlliance, async ({ user, query }) => {
    const name = query.alliance?.toLowerCase() ?? null;
    const alliance = await deps.db.transaction(async (tx) => {
      if (name !== null && (await stakingRequired(tx, user.id))) throw new SandboxError(409, 'Stake SWITCH before joining an alliance', 'staking-required');
      return setAlliance(tx, user.id, name, await deps.clock.read(tx));
    });
    // The leaderboards' totals follow at the next recomputation; start it now.
    void refreshRanksSoon(deps.db);
    return { alliance };
  });

  return routes;
}

/**
 * Controls: whether joining needs staking first, a recomputation of ranks now (tests wait for it),
 * and the bulk population (a million miners for the bench; PostgreSQL).
 */
export function guildControls(deps: SandboxDeps): Hono {
  const routes = controlRouter();
  routes.post('/guilds/staking-required', async (context) => {
    const { required } = parse(z.object({ required: z.boolean() }).strict(), await jsonBody(context));
    await deps.db.query('insert into mining_settings (key, value) values ($1, $2::jsonb) on conflict (key) do update set value = excluded.value', [
      STAKING_SETTING,
      JSON.stringify(required),
    ]);
    return context.json({ required });
  });
  routes.post('/guilds/refresh', async (context) => {
    await refreshRanks(deps.db);
    return context.json({ refreshed: true });
  });
  routes.post('/guilds/population', async (context) => {
    const body = parse(z.object({ miners: z.number().int().min(0).max(2_000_000), alliances: z.number().int().min(0).max(20_000) }).strict(), await jsonBody(context));
    return context.json(await seedBulkPopulation(deps.db, body));
  });
  return routes;
}
