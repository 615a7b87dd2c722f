/**
 * The tasks' simulation controls (mounted under /sandbox on the mining API, behind the control
 * guard): the host page's Join and Leave on a channel the app opened, and whether a user is a member.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxDeps } from '../../platform/deps';
import { errorAnswer } from '../../platform/http/contract-route';
import { jsonBody, parse } from '../../platform/http/control-input';
import { CHANNEL_PATTERN, isMember, joinChannel, leaveChannel } from './channels';

const userIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const channelSchema = z.string().regex(CHANNEL_PATTERN);

export function taskControls(deps: SandboxDeps): Hono {
  const routes = new Hono();
  routes.onError((error, context) => {
    const answer = errorAnswer(error);
    return context.json(answer.body as object, answer.status as 400);
  });

  routes.get('/channels/:channel', async (context) => {
    const channel = parse(channelSchema, context.req.param('channel'));
    const userId = parse(userIdSchema, context.req.query('userId'));
    return context.json({ channel, userId, member: await isMember(deps.db, userId, channel) });
  });

  routes.post('/channels/:channel/:action', async (context) => {
    const channel = parse(channelSchema, context.req.param('channel'));
    const action = parse(z.enum(['join', 'leave']), context.req.param('action'));
    const { userId } = parse(z.object({ userId: userIdSchema }), await jsonBody(context));
    await deps.db.transaction(async (tx) => {
      if (action === 'join') await joinChannel(tx, userId, channel, await deps.clock.read(tx));
      else await leaveChannel(tx, userId, channel);
    });
    return context.json({ channel, userId, member: action === 'join' });
  });

  return routes;
}
