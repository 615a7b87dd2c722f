/**
 * How often ranks are recomputed and looked for (sandbox/mining/guilds/ranks-refresh.ts), from the
 * environment of a sandbox process started by a test or a bench:
 *
 *   SANDBOX_RANK_REFRESH_MS  how often the store's ranks are recomputed
 *   SANDBOX_RANK_POLL_MS     how often this process looks for a new or due version
 */
import { rankRefresh } from '../../sandbox/mining/guilds/ranks-refresh';

export function rankRefreshFromEnvironment(env: NodeJS.ProcessEnv = process.env): void {
  for (const [name, key] of [
    ['SANDBOX_RANK_REFRESH_MS', 'intervalMs'],
    ['SANDBOX_RANK_POLL_MS', 'pollMs'],
  ] as const) {
    const value = env[name];
    if (value === undefined) continue;
    if (!(Number(value) > 0)) throw new Error(`${name} must be a number of ms`);
    rankRefresh[key] = Number(value);
  }
}
