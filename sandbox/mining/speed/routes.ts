/**
 * GET /mining/speed (issue 20): the speed in force now and its parts, read in one transaction
 * under the miner's lock at the database clock's instant, as the record read does (currentMiner).
 */
import { Hono } from 'hono';
import { speedContract } from '../../../adapters/http/contract/mining/speed';
import { speedAt } from '../../../domain/mining/shared/accrual';
import type { SandboxDeps, SandboxEnv } from '../../platform/deps';
import { mount } from '../../platform/http/contract-route';
import { currentMiner } from '../shared/current';
import { switchText } from '../shared/miner';
import { speedParts } from './parts';

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

export function speedRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  mount(routes, deps, speedContract.speedBreakdown, async ({ user }) =>
    deps.db.transaction(async (tx) => {
      const { segments, now } = await currentMiner(tx, deps.clock, user.id);
      const parts = await speedParts(tx, user.id, now);
      return {
        speed: switchText(speedAt(segments, now)),
        parts: parts.map((part) => ({ source: part.source, task: part.task, speed: switchText(part.unitsPerHour), count: part.count, dttmStart: iso(part.startsAt), dttmEnd: iso(part.endsAt) })),
        serverTime: iso(now) ?? '',
      };
    }),
  );
  return routes;
}
