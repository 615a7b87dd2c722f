/** `/boost/openLeague/badge` and `/boost/openLeague/check` (league.ts): each once per Idempotency-Key, the task granted once per user. */
import { Hono } from 'hono';
import { openLeagueContract as c } from '../../../adapters/http/contract/mining/open-league';
import type { SandboxDeps, SandboxEnv } from '../../platform/deps';
import { mountMoving } from '../../platform/http/contract-route';
import type { PurposeTable } from '../payments/purpose-table';
import type { UserFacts } from '../shared/facts';
import { checkLeagueTrade, claimLeagueBadge } from './league';

export function leagueRoutes(deps: SandboxDeps, _purposes: PurposeTable, facts: UserFacts): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  mountMoving(routes, deps, c.openLeagueBadge, ({ user, tx }) => claimLeagueBadge(tx, deps.clock, facts, user.id));
  mountMoving(routes, deps, c.openLeagueCheck, ({ user, tx }) => checkLeagueTrade(tx, deps.clock, facts, user.id));
  return routes;
}
