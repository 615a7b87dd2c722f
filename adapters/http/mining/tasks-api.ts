/** The TasksApi port over the mining server; arrives with the tasks screen's first call. */
import type { TasksApi } from '../../../domain/mining/tasks/port';
import { ApiError } from '../../../domain/shared/api-failure';
import type { HttpClient } from '../client';
import { airdropsContract } from '../contract/mining/airdrops';
import { tasksContract as c } from '../contract/mining/tasks';

/** confirmSubscription answers a list's task or an airdrop: an answer without the one asked for is a broken server. */
function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new ApiError({ type: 'contract', detail: `confirmSubscription answered without ${what}` });
  return value;
}

export function createHttpTasksApi(http: HttpClient): TasksApi {
  return {
    tasks: (list, options) => http.call(c.boostTasks, { ...options, query: { boostType: list } }),
    confirmSubscription: async (request, options) => {
      const answer = await http.call(c.confirmSubscription, { ...options, body: request });
      return { task: required(answer.task, 'the task'), mining: answer.mining, serverTime: answer.serverTime };
    },
    activateDailyBoost: (options) => http.call(c.activateDailyBoost, { ...options, body: {} }),
    checkCfts: (code, options) => http.call(c.checkCfts, { ...options, body: { code } }),
    speedUpTimer: (code, options) => http.call(c.checkCfts, { ...options, body: { code, reduce: true } }),
    airdrops: (options) => http.call(airdropsContract.airdrops, { ...options, query: { boostType: 'airdrop' } }),
    confirmAirdropTask: async ({ airdropId, code }, options) => {
      const answer = await http.call(c.confirmSubscription, { ...options, body: { subscriptionType: code, airdropId } });
      return { airdrop: required(answer.airdrop, 'the airdrop'), serverTime: answer.serverTime };
    },
  };
}
