/**
 * The tasks' simulation controls (mounted under /sandbox on the mining API, behind the control
 * guard): the host page's Join and Leave on a channel the app opened, and whether a user is a member;
 * its Add folder and Remove on a folder the app opened, and the folder's channels with the user's membership.
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import type { SandboxDeps } from '../../platform/deps';
import { controlRouter } from '../../platform/http/contract-route';
import { jsonBody, parse } from '../../platform/http/control-input';
import { SandboxError } from '../../platform/http/errors';
import { CHANNEL_PATTERN, isMember, joinChannel, leaveChannel } from './channels';
import { FOLDER_SLUG_PATTERN, folderMembership, setFolder, taskFolder } from './folders';

const userIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const channelSchema = z.string().regex(CHANNEL_PATTERN);
const folderSchema = z.string().regex(FOLDER_SLUG_PATTERN);

/** The folder a control names: 404 for a slug the configuration has no folder for. */
function folderOf(slug: string) {
  const folder = taskFolder(parse(folderSchema, slug));
  if (!folder) throw new SandboxError(404, 'No such folder', 'not-found', ['slug']);
  return folder;
}

export function taskControls(deps: SandboxDeps): Hono {
  const routes = controlRouter();

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

  // A folder the app opened (t.me/addlist/<slug>): its channels with the user's membership, and the page's Add folder and Remove.
  routes.get('/folders/:slug', async (context) => {
    const folder = folderOf(context.req.param('slug'));
    const userId = parse(userIdSchema, context.req.query('userId'));
    const now = await deps.clock.read(deps.db);
    return context.json({ slug: context.req.param('slug'), title: folder.title, userId, channels: await folderMembership(deps.db, userId, folder, now) });
  });

  routes.post('/folders/:slug/:action', async (context) => {
    const folder = folderOf(context.req.param('slug'));
    const action = parse(z.enum(['add', 'remove']), context.req.param('action'));
    const { userId } = parse(z.object({ userId: userIdSchema }), await jsonBody(context));
    const channels = await deps.db.transaction(async (tx) => {
      const now = await deps.clock.read(tx);
      await setFolder(tx, userId, folder, action, now);
      return folderMembership(tx, userId, folder, now);
    });
    return context.json({ slug: context.req.param('slug'), title: folder.title, userId, channels });
  });

  return routes;
}
