/**
 * The open-league task (seed 001 §4 "Open-league task. Badge, then trade, then done."; docs/
 * decisions/tasks.md "Tasks (issue 20)", "Open league"): the app asks the server to record the user's
 * DeFi badge, then to check for a TON swap above $10 made after it; the server decides from its
 * own records (the badge's instant, the wallet's swap history) and grants the boost once.
 */
import { z } from 'zod/mini';
import { endpoint } from '../endpoint';
import { userMiningSchema } from './record';
import { serverTimeSchema } from './shared';
import { taskSchema } from './tasks';

const answerSchema = z.object({ ok: z.literal(true), task: taskSchema, mining: userMiningSchema, serverTime: serverTimeSchema });

export const openLeagueContract = {
  openLeagueBadge: endpoint({
    method: 'POST',
    path: '/boost/openLeague/badge',
    summary: 'Get the open league’s DeFi badge: recorded once per user at the server’s time (the trade step counts swaps after it); 409 league-ended',
    query: undefined,
    body: z.object({}),
    response: answerSchema,
    movesValue: true,
  }),
  openLeagueCheck: endpoint({
    method: 'POST',
    path: '/boost/openLeague/check',
    summary: 'Check the open-league task: a TON swap above $10 made after the badge; granted once. 409 no-league-badge, no-league-trade',
    query: undefined,
    body: z.object({}),
    response: answerSchema,
    movesValue: true,
  }),
} as const;
