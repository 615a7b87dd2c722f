/**
 * The airdrops' list (docs/decisions/airdrops.md "Airdrops (issue 20)"): the invited friends, the friends
 * that open the tab, and every airdrop with its tasks as the records show them. Their tasks are
 * confirmed by confirmSubscription with the airdrop's id (routes.ts, airdrop-engine.ts).
 */
import { Hono } from 'hono';
import { airdropsContract } from '../../../adapters/http/contract/mining/airdrops';
import type { SandboxDeps, SandboxEnv } from '../../platform/deps';
import { mount } from '../../platform/http/contract-route';
import { requireMiner } from '../shared/miner';
import { airdropList } from './airdrop-engine';

export function airdropRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  mount(routes, deps, airdropsContract.airdrops, async ({ user }) => {
    await requireMiner(deps.db, user.id);
    return airdropList(deps.db, deps.clock, user.id);
  });
  return routes;
}
