/**
 * The wallet tasks' simulation controls (mounted under /sandbox on the mining API, behind the
 * control guard; never part of the app's contract): what the PUNK staking bot holds for a user's
 * external wallet, and which app the external wallet presents itself as (Bitget or another).
 */
import type { Hono } from 'hono';
import { z } from 'zod';
import { parseUnits } from '../../main/engine/units';
import type { SandboxDeps } from '../../platform/deps';
import { controlRouter } from '../../platform/http/contract-route';
import { jsonBody, parse } from '../../platform/http/control-input';
import { SandboxError } from '../../platform/http/errors';
import { DEFAULT_WALLET_APP, PUNK_DECIMALS, punkStaked, setPunkStaked, setWalletApp, walletApp } from './wallet-tasks';
import { formatUnits } from '../../main/engine/units';

const userIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const WALLET_APP_PATTERN = /^[A-Za-z][A-Za-z0-9 ._-]{0,31}$/;

export function walletTaskControls(deps: SandboxDeps): Hono {
  const routes = controlRouter();

  const state = async (userId: number) => ({
    userId,
    punkStaked: formatUnits(await punkStaked(deps.db, userId), PUNK_DECIMALS),
    walletApp: await walletApp(deps.db, userId),
  });

  routes.get('/wallet-tasks', async (context) => context.json(await state(parse(userIdSchema, context.req.query('userId')))));

  routes.post('/wallet-tasks/punk-staked', async (context) => {
    const body = parse(z.object({ userId: userIdSchema, amount: z.string().regex(/^\d{1,12}(\.\d{1,9})?$/) }), await jsonBody(context));
    const parsed = parseUnits(body.amount, PUNK_DECIMALS);
    if (!parsed.ok) throw new SandboxError(400, 'Not a PUNK amount', 'invalid-value', ['amount']);
    await deps.db.transaction(async (tx) => setPunkStaked(tx, body.userId, parsed.units, await deps.clock.read(tx)));
    return context.json(await state(body.userId));
  });

  routes.post('/wallet-tasks/wallet-app', async (context) => {
    const body = parse(z.object({ userId: userIdSchema, appName: z.string().regex(WALLET_APP_PATTERN).default(DEFAULT_WALLET_APP) }), await jsonBody(context));
    await setWalletApp(deps.db, body.userId, body.appName);
    return context.json(await state(body.userId));
  });

  return routes;
}
