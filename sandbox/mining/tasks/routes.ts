/**
 * Tasks and boosts (seed 001 §7 "Mining, tasks, boosts"; docs/decisions.md "Tasks (issue 20)"):
 * the lists, each read checking every task against the sandbox's records and granting what is
 * newly done, in one transaction under the miner's lock.
 */
import { Hono } from 'hono';
import { tasksContract } from '../../../adapters/http/contract/mining/tasks';
import type { SandboxDeps, SandboxEnv } from '../../platform/deps';
import { mount } from '../../platform/http/contract-route';
import { wireMining } from '../engine/miner';
import { checkTasks, wireTasks } from './engine';

export function taskRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  // A read that may grant: once per (user, task, period) by the grant's key, like autoclaim's catch-up.
  mount(routes, deps, tasksContract.boostTasks, async ({ user, query }) => {
    return deps.db.transaction(async (tx) => {
      const { current, checked } = await checkTasks(tx, deps.clock, user.id);
      return {
        tasks: await wireTasks(tx, user.id, query.boostType, checked, current.now),
        mining: await wireMining(tx, current.miner, current.segments, current.now),
        serverTime: new Date(current.now).toISOString(),
      };
    });
  });

  return routes;
}
