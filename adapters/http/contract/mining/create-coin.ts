/**
 * The create-coin task (seed 001 §9 "Create-coin task: up to 5 coins, 24 h each"; §7 names the path
 * `/v2/check/hash` without a payload; docs/decisions/tasks.md "Tasks (issue 20)", "Create-coin task"): the
 * app sends the creation transaction's hash of a coin the user made on BigPump; the server looks it
 * up in BigPump's records and counts it once, each coin with its own 24 h boost, five at the most.
 */
import { z } from 'zod/mini';
import { COIN_HASH_PATTERN } from '../../../../domain/mining/tasks/create-coin/rules';
import { endpoint } from '../endpoint';
import { userMiningSchema } from './record';
import { instantSchema, serverTimeSchema } from './shared';
import { taskSchema } from './tasks';

/** The hash as the app normalises it (domain parseCoinHash): 64 lowercase hex digits, nothing else. */
export const coinHashSchema = z.string().check(z.regex(COIN_HASH_PATTERN, 'transaction hash: 64 hex digits'));

export const countedCoinSchema = z.object({
  hash: coinHashSchema,
  name: z.string().check(z.minLength(1), z.maxLength(32)),
  ticker: z.string().check(z.regex(/^[A-Z0-9]{2,10}$/, 'ticker')),
  /** When BigPump recorded the coin's creation. */
  createdAt: instantSchema,
});

export const createCoinContract = {
  checkHash: endpoint({
    method: 'POST',
    path: '/v2/check/hash',
    summary:
      'Count a coin the user created on BigPump, by its creation transaction’s hash: made by this user after the mining record, not counted before; each counted coin adds its own 24 h boost, five at the most. 404 unknown-coin; 409 coin-not-yours, coin-before-mining, coin-counted, coins-done',
    query: undefined,
    body: z.object({ hash: coinHashSchema }),
    response: z.object({ ok: z.literal(true), coin: countedCoinSchema, task: taskSchema, mining: userMiningSchema, serverTime: serverTimeSchema }),
    movesValue: true,
  }),
} as const;
