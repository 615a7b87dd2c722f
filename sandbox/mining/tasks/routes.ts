/**
 * Tasks and boosts (seed 001 §7 "Mining, tasks, boosts"; docs/decisions.md "Tasks (issue 20)"):
 * the lists, each read checking every task against the sandbox's records and granting what is
 * newly done, in one transaction under the miner's lock; and the confirmation of a subscription,
 * once per key, granted only when the channel records show the user a member.
 */
import { Hono } from 'hono';
import { tasksContract } from '../../../adapters/http/contract/mining/tasks';
import type { SandboxDeps, SandboxEnv } from '../../platform/deps';
import { mount, mountMoving } from '../../platform/http/contract-route';
import { SandboxError } from '../../platform/http/errors';
import { wireMining } from '../shared/miner';
import { catalogueTask } from './catalogue';
import { checkTasks, inList, wireTasks } from './engine';

export function taskRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  // A read that may grant: once per (user, task, period) by the grant's key, like autoclaim's catch-up.
  mount(routes, deps, tasksContract.boostTasks, async ({ user, query }) => {
    return deps.db.transaction(async (tx) => {
      const { current, checked } = await checkTasks(tx, deps.clock, user.id);
      return {
        tasks: await wireTasks(tx, user.id, inList(checked, query.boostType), current.now),
        mining: await wireMining(tx, current.miner, current.segments, current.now),
        serverTime: new Date(current.now).toISOString(),
      };
    });
  });

  mountMoving(routes, deps, tasksContract.confirmSubscription, async ({ user, body, tx }) => {
    const task = catalogueTask(body.subscriptionType);
    if (!task || task.check.kind !== 'channel') throw new SandboxError(404, 'No such subscription task', 'unknown-task', ['subscriptionType']);
    const { current, checked } = await checkTasks(tx, deps.clock, user.id);
    const mine = checked.filter((entry) => entry.task.code === task.code && entry.completed);
    const [wired] = await wireTasks(tx, user.id, mine, current.now);
    if (!wired) throw new SandboxError(409, 'Not a member of the channel', 'not-a-member');
    return { ok: true as const, task: wired, mining: await wireMining(tx, current.miner, current.segments, current.now), serverTime: new Date(current.now).toISOString() };
  });

  return routes;
}
