/** The TasksApi port over the mining server; arrives with the tasks screen's first call. */
import type { TasksApi } from '../../../domain/mining/tasks/port';
import type { HttpClient } from '../client';
import { tasksContract as c } from '../contract/mining/tasks';

export function createHttpTasksApi(http: HttpClient): TasksApi {
  return {
    tasks: (list, options) => http.call(c.boostTasks, { ...options, query: { boostType: list } }),
    confirmSubscription: (request, options) => http.call(c.confirmSubscription, { ...options, body: request }),
    activateDailyBoost: (options) => http.call(c.activateDailyBoost, { ...options, body: {} }),
    checkCfts: (code, options) => http.call(c.checkCfts, { ...options, body: { code } }),
  };
}
