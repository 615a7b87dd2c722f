/**
 * The sandbox clock's controls (issue 19), served under /sandbox on both APIs behind the control
 * guard, for tests and the host page; not part of the app's contract:
 *
 * - GET  /sandbox/clock                          { now, aheadMs }
 * - POST /sandbox/clock { advanceMs }            moves it forward by that many ms (0 to ten years)
 * - POST /sandbox/clock { to: '<ISO instant>' }  moves it to that instant; 409 when it is behind
 *
 * `now` is the sandbox's time (ISO); `aheadMs` how far it is ahead of real time. A move made
 * through any API or process is seen by all of them: the offset lives in the store (clock.ts).
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import { MAX_CLOCK_MOVE_MS } from '../clock';
import type { SandboxDeps } from '../deps';
import { controlRouter } from './contract-route';
import { jsonBody, parse } from './control-input';
import { SandboxError } from './errors';

export const clockMoveSchema = z.union([
  z.strictObject({ advanceMs: z.number().int().min(0).max(MAX_CLOCK_MOVE_MS) }),
  z.strictObject({ to: z.iso.datetime({ offset: true }) }),
]);

export interface ClockAnswer {
  readonly now: string;
  readonly aheadMs: number;
}

export function clockControlRoutes(deps: SandboxDeps): Hono {
  const routes = controlRouter();
  const answer = (now: number): ClockAnswer => ({ now: new Date(now).toISOString(), aheadMs: now - deps.realClock.now() });


  routes.get('/clock', async (context) => context.json(answer(await deps.clock.read(deps.db))));

  routes.post('/clock', async (context) => {
    const move = parse(clockMoveSchema, await jsonBody(context));
    if ('advanceMs' in move) return context.json(answer(await deps.clock.moveBy(deps.db, move.advanceMs)));
    const to = Date.parse(move.to);
    if (to - (await deps.clock.read(deps.db)) > MAX_CLOCK_MOVE_MS) throw new SandboxError(400, 'to: at most ten years ahead of the sandbox clock', 'invalid-body', ['to']);
    return context.json(answer(await deps.clock.moveTo(deps.db, to)));
  });

  return routes;
}
