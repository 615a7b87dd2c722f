/**
 * Proof of humanity's simulation controls (mounted under /sandbox on the mining API, behind the
 * control guard): who is in a human group, the campaign's deadline, and a verification that fails
 * (seed 001 §4 internalError, which the real backend was not seen to send).
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxDeps } from '../../platform/deps';
import { controlRouter } from '../../platform/http/contract-route';
import { jsonBody, parse } from '../../platform/http/control-input';
import { SandboxError } from '../../platform/http/errors';
import { proveDeadline, setProveDeadline } from './config';
import { failProof, setHumanGroup } from './engine';

const userIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export function proveControls(deps: SandboxDeps): Hono {
  const routes = controlRouter();

  routes.post('/prove/human-group', async (context) => {
    const { userId, humanGroup } = parse(z.object({ userId: userIdSchema, humanGroup: z.number().int().min(0).max(1000) }), await jsonBody(context));
    await deps.db.transaction((tx) => setHumanGroup(tx, userId, humanGroup));
    return context.json({ userId, humanGroup });
  });

  routes.get('/prove/deadline', async (context) => context.json({ deadline: new Date(await proveDeadline(deps.db)).toISOString() }));

  routes.post('/prove/deadline', async (context) => {
    const { to } = parse(z.object({ to: z.iso.datetime({ offset: true }) }), await jsonBody(context));
    await setProveDeadline(deps.db, Date.parse(to));
    return context.json({ deadline: new Date(Date.parse(to)).toISOString() });
  });

  routes.post('/prove/fail', async (context) => {
    const { userId } = parse(z.object({ userId: userIdSchema }), await jsonBody(context));
    const failed = await deps.db.transaction((tx) => failProof(tx, userId));
    if (!failed) throw new SandboxError(409, 'No proof is in progress', 'invalid-value');
    return context.json({ userId, status: 'internalError' });
  });

  return routes;
}
