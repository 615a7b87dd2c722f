/**
 * Tasks and boosts (seed 001 §7 "Mining, tasks, boosts"; docs/decisions/tasks.md "Tasks (issue 20)"):
 * the lists, each read checking every task against the sandbox's records and granting what is
 * newly done, in one transaction under the miner's lock; and the confirmation of a subscription,
 * once per key, granted only when the channel records show the user a member.
 */
import { Hono } from 'hono';
import { tasksContract } from '../../../adapters/http/contract/mining/tasks';
import type { SandboxDeps, SandboxEnv } from '../../platform/deps';
import { mount, mountMoving } from '../../platform/http/contract-route';
import { SandboxError } from '../../platform/http/errors';
import type { PurposeTable } from '../payments/purpose-table';
import { currentMiner } from '../shared/current';
import type { UserFacts } from '../shared/facts';
import { speedSegments, switchText, wireMining } from '../shared/miner';
import { confirmAirdropTask } from './airdrop-engine';
import { catalogueTask } from './catalogue';
import { DAILY_REWARD_CODE, dailyRewardUnits, dailyStanding } from './daily';
import { checkTasks, grant, inList, periodOf, wireTasks } from './engine';
import { recordTimer, timedMsOf } from './timer-records';

export function taskRoutes(deps: SandboxDeps, _purposes: PurposeTable, facts: UserFacts): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  // A read that may grant: once per (user, task, period) by the grant's key, like autoclaim's catch-up.
  mount(routes, deps, tasksContract.boostTasks, async ({ user, query }) => {
    return deps.db.transaction(async (tx) => {
      const { current, checked } = await checkTasks(tx, deps.clock, user.id, facts);
      return {
        tasks: await wireTasks(tx, user.id, inList(checked, query.boostType), current.now),
        mining: await wireMining(tx, current.miner, current.segments, current.now),
        serverTime: new Date(current.now).toISOString(),
      };
    });
  });

  mountMoving(routes, deps, tasksContract.confirmSubscription, async ({ user, body, tx }) => {
    if (typeof body.airdropId === 'string') {
      // An airdrop's task (airdrop-engine.ts): the airdrop as it now stands.
      const { current, airdrop } = await confirmAirdropTask(tx, deps.clock, user.id, body.airdropId, body.subscriptionType);
      const segments = await speedSegments(tx, user.id);
      return { ok: true as const, airdrop, mining: await wireMining(tx, current.miner, segments, current.now), serverTime: new Date(current.now).toISOString() };
    }
    const task = catalogueTask(body.subscriptionType);
    // A channel, or a folder of channels (folders.ts): the same records, the same grant on the read under the lock.
    if (!task || (task.check.kind !== 'channel' && task.check.kind !== 'folder')) throw new SandboxError(404, 'No such subscription task', 'unknown-task', ['subscriptionType']);
    const { current, checked } = await checkTasks(tx, deps.clock, user.id, facts);
    const mine = checked.filter((entry) => entry.task.code === task.code && entry.completed);
    const [wired] = await wireTasks(tx, user.id, mine, current.now);
    if (!wired && task.check.kind === 'folder') throw new SandboxError(409, 'Not a member of every channel of the folder', 'not-in-folder');
    if (!wired) throw new SandboxError(409, 'Not a member of the channel', 'not-a-member');
    return { ok: true as const, task: wired, mining: await wireMining(tx, current.miner, current.segments, current.now), serverTime: new Date(current.now).toISOString() };
  });

  // A start is recorded once (its primary key): pressing Open again, or a retry, keeps the first; a reduction once too (timer-records.ts).
  mount(routes, deps, tasksContract.checkCfts, async ({ user, body }) => {
    const task = catalogueTask(body.code);
    const ms = task ? timedMsOf(task) : null;
    if (!task || ms === null) throw new SandboxError(404, 'No such timed task', 'unknown-task', ['code']);
    return deps.db.transaction(async (tx) => {
      const { now } = await currentMiner(tx, deps.clock, user.id);
      return recordTimer(tx, user.id, task, ms, now, body.reduce === true);
    });
  });

  // Once per UTC day by the grant's key (user, dailyReward, date); a replayed key answers the first receipt.
  mountMoving(routes, deps, tasksContract.activateDailyBoost, async ({ user, tx }) => {
    const { current, checked } = await checkTasks(tx, deps.clock, user.id, facts);
    const daily = checked.find((entry) => entry.task.code === DAILY_REWARD_CODE);
    if (!daily) throw new Error('the catalogue has no daily reward');
    if (daily.completed) throw new SandboxError(409, 'The daily reward is already taken today', 'already-today');
    const { currentDay } = await dailyStanding(tx, user.id, current.now);
    const units = dailyRewardUnits(currentDay);
    await grant(tx, user.id, daily.task, periodOf(daily.task, current.now), units, current.now);
    const [task] = await wireTasks(tx, user.id, [{ ...daily, doneAmount: daily.task.maxAmount, completed: true, unitsPerHour: units }], current.now);
    if (!task) throw new Error('the daily reward was not wired');
    const segments = await speedSegments(tx, user.id);
    return {
      reward: switchText(units),
      currentDay,
      task,
      mining: await wireMining(tx, current.miner, segments, current.now),
      serverTime: new Date(current.now).toISOString(),
    };
  });

  return routes;
}
