/**
 * The host page's task controls (issue 20; docs/decisions/tasks.md "Tasks (issue 20)", "Wallet tasks",
 * "The waitlist", "Create-coin task", "Meme phrase", "The folder task"), relayed by the page's
 * server to the mining API's controls: what the simulated PUNK staking bot holds for the launched
 * user's wallet, which app their external wallet presents itself as, the waitlist bot's record of
 * their join, a coin they create on BigPump, the meme phrase the campaign published, and a chat
 * folder the app opened (its channels, Add folder and Remove). Checked here (bounded JSON, strict
 * shapes), decided there.
 */
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { COIN_NAME_PATTERN, COIN_TICKER_PATTERN } from '../mining/tasks/bigpump-coins';
import { FOLDER_SLUG_PATTERN } from '../mining/tasks/folders';
import { relayToMining, type Relayed } from './mining-relay';

export const TASK_CONTROL_PATHS = ['/wallet-tasks/punk-staked', '/wallet-tasks/wallet-app', '/waitlist/join', '/bigpump/coins'] as const;
/** The page's reads and folder actions, guarded like the controls. */
export const TASK_READ_PATHS = ['/meme-phrase', '/folders/*'] as const;

/** The meme-phrase task whose phrase the page reveals (the catalogue's one). */
const MEME_PHRASE_CODE = 'bigpumpMemePhrase';

const userIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const schemas = {
  '/wallet-tasks/punk-staked': z.object({ userId: userIdSchema, amount: z.string().regex(/^\d{1,12}(\.\d{1,9})?$/) }).strict(),
  '/wallet-tasks/wallet-app': z.object({ userId: userIdSchema, appName: z.string().regex(/^[A-Za-z][A-Za-z0-9 ._-]{0,31}$/) }).strict(),
  '/waitlist/join': z.object({ userId: userIdSchema }).strict(),
  '/bigpump/coins': z.object({ userId: userIdSchema, name: z.string().regex(COIN_NAME_PATTERN), ticker: z.string().regex(COIN_TICKER_PATTERN) }).strict(),
} as const;

type BodyReader = (context: Context) => Promise<{ readonly body: unknown } | { readonly refused: { readonly status: number; body(): object } }>;

const USER_ID = /^\d{1,15}$/;

export function mountTaskRelays(app: Hono, miningApiUrl: string, bodyOf: BodyReader, answer: (context: Context, relayed: Relayed) => Response): void {
  for (const path of TASK_CONTROL_PATHS) {
    app.post(path, async (context) => {
      const read = await bodyOf(context);
      if ('refused' in read) return context.json(read.refused.body(), read.refused.status as 400);
      const checked = schemas[path].safeParse(read.body);
      if (!checked.success) return context.json({ message: `send ${Object.keys(schemas[path].shape).join(', ')}`, code: 'invalid-body' }, 400);
      return answer(context, await relayToMining(miningApiUrl, 'POST', path, checked.data));
    });
  }

  // The campaign's phrase, as published elsewhere: the page reveals it to a tester.
  app.get('/meme-phrase', async (context) => answer(context, await relayToMining(miningApiUrl, 'GET', `/meme-phrase/${MEME_PHRASE_CODE}`)));

  // A folder the app opened (t.me/addlist/<slug>): its channels with the user's membership, and the page's Add folder and Remove.
  app.get('/folders/:slug', async (context) => {
    const slug = context.req.param('slug');
    const userId = context.req.query('userId') ?? '';
    if (!FOLDER_SLUG_PATTERN.test(slug) || !USER_ID.test(userId)) return context.json({ message: 'invalid folder or user', code: 'invalid-path' }, 400);
    return answer(context, await relayToMining(miningApiUrl, 'GET', `/folders/${slug}?userId=${userId}`));
  });
  app.post('/folders/:slug/:action', async (context) => {
    const slug = context.req.param('slug');
    const action = context.req.param('action');
    if (!FOLDER_SLUG_PATTERN.test(slug) || (action !== 'add' && action !== 'remove')) return context.json({ message: 'invalid folder or action', code: 'invalid-path' }, 400);
    const read = await bodyOf(context);
    if ('refused' in read) return context.json(read.refused.body(), read.refused.status as 400);
    const checked = schemas['/waitlist/join'].safeParse(read.body);
    if (!checked.success) return context.json({ message: 'send userId', code: 'invalid-body' }, 400);
    return answer(context, await relayToMining(miningApiUrl, 'POST', `/folders/${slug}/${action}`, checked.data));
  });
}
