/**
 * The host page's task controls (issue 20; docs/decisions.md "Tasks (issue 20)", "Wallet tasks",
 * "The waitlist"), relayed by the page's server to the mining API's controls: what the simulated
 * PUNK staking bot holds for the launched user's wallet, which app their external wallet presents
 * itself as, and the waitlist bot's record of their join. Checked here (bounded JSON, strict
 * shapes), decided there.
 */
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { relayToMining, type Relayed } from './mining-relay';

export const TASK_CONTROL_PATHS = ['/wallet-tasks/punk-staked', '/wallet-tasks/wallet-app', '/waitlist/join'] as const;

const userIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const schemas = {
  '/wallet-tasks/punk-staked': z.object({ userId: userIdSchema, amount: z.string().regex(/^\d{1,12}(\.\d{1,9})?$/) }).strict(),
  '/wallet-tasks/wallet-app': z.object({ userId: userIdSchema, appName: z.string().regex(/^[A-Za-z][A-Za-z0-9 ._-]{0,31}$/) }).strict(),
  '/waitlist/join': z.object({ userId: userIdSchema }).strict(),
} as const;

type BodyReader = (context: Context) => Promise<{ readonly body: unknown } | { readonly refused: { readonly status: number; body(): object } }>;

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
}
