/**
 * Staking's simulation controls (mounted under /sandbox on the mining API, behind the control
 * guard): credit mined SWITCH to a user's record, as if mined, so tests and the host page can stake
 * amounts a day of mining would not reach. Never part of the app's contract.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { parseUnits } from '../../main/engine/units';
import type { SandboxDeps } from '../../platform/deps';
import { errorAnswer } from '../../platform/http/contract-route';
import { jsonBody, parse } from '../../platform/http/control-input';
import { SandboxError } from '../../platform/http/errors';
import { SWITCH_DECIMALS } from '../shared/config';
import { requireMiner, switchText } from '../shared/miner';

const bodySchema = z.object({
  userId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  amount: z.string().regex(/^\d{1,12}(\.\d{1,9})?$/),
});

export function stakingControls(deps: SandboxDeps): Hono {
  const routes = new Hono();
  routes.onError((error, context) => {
    const answer = errorAnswer(error);
    return context.json(answer.body as object, answer.status as 400);
  });

  routes.post('/staking/mined', async (context) => {
    const body = parse(bodySchema, await jsonBody(context));
    const parsed = parseUnits(body.amount, SWITCH_DECIMALS);
    if (!parsed.ok) throw new SandboxError(400, 'Not a SWITCH amount', 'invalid-value', ['amount']);
    const miner = await deps.db.transaction(async (tx) => {
      await requireMiner(tx, body.userId, true);
      await tx.query(`update mining_users set got_units = got_units + $2 where user_id = $1`, [body.userId, parsed.units.toString()]);
      return requireMiner(tx, body.userId);
    });
    return context.json({ userId: body.userId, gotAmount: switchText(miner.gotUnits), lockAmount: switchText(miner.lockUnits) });
  });

  return routes;
}
