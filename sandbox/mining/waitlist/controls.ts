/**
 * The waitlist's simulation controls (mounted under /sandbox on the mining API, behind the control
 * guard; never part of the app's contract): what the product's bot records when the user joins,
 * set by tests and the host page's panel, and whether (since when) a user is on the list.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxDeps } from '../../platform/deps';
import { errorAnswer } from '../../platform/http/contract-route';
import { jsonBody, parse } from '../../platform/http/control-input';
import { joinedAt, joinWaitlist } from './waitlist';

const userIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

export function waitlistControls(deps: SandboxDeps): Hono {
  const routes = new Hono();
  routes.onError((error, context) => {
    const answer = errorAnswer(error);
    return context.json(answer.body as object, answer.status as 400);
  });

  routes.get('/waitlist', async (context) => {
    const userId = parse(userIdSchema, context.req.query('userId'));
    return context.json({ userId, joinedAt: iso(await joinedAt(deps.db, userId)) });
  });

  routes.post('/waitlist/join', async (context) => {
    const { userId } = parse(z.object({ userId: userIdSchema }).strict(), await jsonBody(context));
    const joined = await deps.db.transaction(async (tx) => joinWaitlist(tx, userId, await deps.clock.read(tx)));
    return context.json({ userId, joinedAt: iso(joined) });
  });

  return routes;
}
