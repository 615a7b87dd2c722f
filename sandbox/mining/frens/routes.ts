/**
 * Friends and referrals (seed 001 §7 "Friends, guilds, alliances"; docs/decisions/frens-guilds-ranks.md "Friends,
 * guilds and ranks (issue 21)"): the referral stats, the friends list and the referral ledger a
 * page at a time, and the invite code with the trade contest's configuration. Reads only: the
 * referral itself is recorded by createUserMining (shared/create.ts) and the shares by each claim
 * (shared/claim.ts), in their own transactions.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { frensContract } from '../../../adapters/http/contract/mining/frens';
import type { SandboxDeps, SandboxEnv } from '../../platform/deps';
import { controlRouter, mount } from '../../platform/http/contract-route';
import { jsonBody, parse } from '../../platform/http/control-input';
import { referralCodeOf } from '../shared/create';
import { requireMiner } from '../shared/miner';
import { setTradeContest, tradeContest } from './contest';
import { listFriends, referralLedger, referralStats } from './engine';

export function frensRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  mount(routes, deps, frensContract.referralStats, async ({ user }) =>
    deps.db.transaction(async (tx) => {
      await requireMiner(tx, user.id);
      return referralStats(tx, user.id);
    }),
  );

  mount(routes, deps, frensContract.listFriends, async ({ user, query }) =>
    deps.db.transaction(async (tx) => listFriends(tx, user.id, query.limit, query.pageToken)),
  );

  mount(routes, deps, frensContract.referralLedger, async ({ user, query }) =>
    deps.db.transaction(async (tx) => referralLedger(tx, user.id, query.limit, query.pageToken)),
  );

  mount(routes, deps, frensContract.frensConfig, async ({ user }) =>
    deps.db.transaction(async (tx) => ({
      referralCode: referralCodeOf(user.id),
      contest: await tradeContest(tx),
      serverTime: new Date(await deps.clock.read(tx)).toISOString(),
    })),
  );

  return routes;
}

const instant = z.string().datetime({ offset: true }).transform((value) => new Date(value).toISOString());

/** The host page's and the tests' control: move the trade contest's end. */
export function frensControls(deps: SandboxDeps): Hono {
  const routes = controlRouter();
  routes.post('/frens/contest', async (context) => {
    const body = parse(z.object({ endsAt: instant }).strict(), await jsonBody(context));
    return context.json(await setTradeContest(deps.db, body));
  });
  return routes;
}
