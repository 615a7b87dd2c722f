/**
 * The open-league task over the real apps (issue 20; docs/decisions/tasks.md "Tasks (issue 20)", "Open
 * league"): the badge is recorded once by the server at its own time, the trade is a TON swap above
 * $10 in the wallet's history made after it, and the task is granted once, also when calls are
 * replayed or run at once; reading the list grants it too, once, under the miner's lock.
 */
import { expect, it } from 'vitest';
import { mainContract } from '../../adapters/http/contract/main';
import { HEADERS } from '../../adapters/http/contract/common';
import { openLeagueContract } from '../../adapters/http/contract/mining/open-league';
import { tasksContract } from '../../adapters/http/contract/mining/tasks';
import type { SandboxDeps } from '../../sandbox/platform/deps';
import type { ManualClock } from '../support/manual-clock';
import { call, callRaw, controlRequest, deposit, HOUR, miningCalls, newCaller, newKey, nano, signedHeaders, suiteWorld, type Caller, newMiner } from './mining-support';

const c = { ...miningCalls, ...tasksContract, ...openLeagueContract };

export function openLeagueSuite(open: (clock: ManualClock) => Promise<SandboxDeps & { clock: ManualClock }>): void {
  const world = suiteWorld(open);

  const miner = (): Promise<Caller> => newMiner(world);
  const grants = async (user: Caller): Promise<number> => {
    const result = await world.deps.db.query<{ n: string }>(`select count(*)::text as n from mining_task_grants where user_id = $1 and code = 'tradeOpenLeague'`, [user.id]);
    return Number(result.rows[0]?.n);
  };
  const badges = async (user: Caller): Promise<number> => {
    const result = await world.deps.db.query<{ n: string }>(`select count(*)::text as n from mining_league_badges where user_id = $1`, [user.id]);
    return Number(result.rows[0]?.n);
  };
  const leagueTask = async (user: Caller) => {
    const answer = await call(world, user, c.boostTasks, { query: { boostType: 'general' } });
    const task = answer.tasks.find((entry) => entry.code === 'tradeOpenLeague');
    if (!task) throw new Error('no tradeOpenLeague');
    return { task, answer };
  };
  const badge = (user: Caller, key = newKey()) => callRaw(world, user, c.openLeagueBadge, { body: {}, idempotencyKey: key });
  const check = (user: Caller, key = newKey()) => callRaw(world, user, c.openLeagueCheck, { body: {}, idempotencyKey: key });
  const tokenAddress = async (symbol: string, chainId: string): Promise<string> => {
    const answer = await controlRequest(world.main, `/sandbox/tokens?symbol=${symbol}&chainId=${chainId}`);
    const address = ((await answer.json()) as { tokens: { address: string }[] }).tokens[0]?.address;
    if (!address) throw new Error(`no ${symbol} on ${chainId}`);
    return address;
  };
  /** A TON to USDT swap through the main API, as the wallet's swap screen makes it. */
  async function swapTon(user: Caller, ton: string): Promise<void> {
    const headers = { ...signedHeaders(world, user), [HEADERS.idempotencyKey]: newKey(), [HEADERS.walletIndex]: '0' };
    const body = { offer_jetton: 'TON', offer_amount: nano(ton).toString(), ask_jetton: await tokenAddress('USDT', 'TON'), min_ask_amount: '1', provider: 'stonfi' };
    const response = await world.main.request(mainContract.tonSwap.path, { method: 'POST', headers, body: JSON.stringify(body) });
    if (response.status !== 200) throw new Error(`swap answered ${response.status}: ${await response.text()}`);
  }

  it('is badge, then a TON swap above $10 after the badge: a swap before it or a small one does not count', async () => {
    const user = await miner();
    await deposit(world, user, 'TON', '40');
    expect((await leagueTask(user)).task).toMatchObject({ doneAmount: 0, maxAmount: 2, isCompleted: false, type: 'trade', group: 'trade' });
    expect(await check(user)).toMatchObject({ status: 409, body: { code: 'no-league-badge' } });
    // A big swap before the badge: the mining record counts it for the swap tasks, not the league.
    await swapTon(user, '5');
    world.deps.clock.advance(60_000);
    const badged = c.openLeagueBadge.response.parse((await badge(user)).body);
    expect(badged.task).toMatchObject({ code: 'tradeOpenLeague', doneAmount: 1, isCompleted: false });
    expect(await check(user)).toMatchObject({ status: 409, body: { code: 'no-league-trade', message: 'No TON swap above $10 since the badge' } });
    world.deps.clock.advance(60_000);
    await swapTon(user, '1'); // about $5.4: not above $10
    expect(await check(user)).toMatchObject({ status: 409, body: { code: 'no-league-trade' } });
    expect((await leagueTask(user)).task).toMatchObject({ doneAmount: 1, isCompleted: false });
    // Another badge call keeps the first instant and changes nothing.
    expect((await badge(user)).status).toBe(200);
    expect(await badges(user)).toBe(1);
    const speedBefore = nano((await call(world, user, c.getUserMining)).mining.speed);

    await swapTon(user, '5'); // about $27, after the badge
    const key = newKey();
    const answers = await Promise.all([check(user, key), check(user, key), check(user), leagueTask(user).then(() => check(user))]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(await check(user, key)).toEqual(answers[0]);
    const body = c.openLeagueCheck.response.parse(answers[0]?.body);
    expect(body.task).toMatchObject({ doneAmount: 2, isCompleted: true, currentAddSpeed: '1', boostEndsAt: new Date(world.deps.clock.now() + 24 * HOUR).toISOString() });
    expect(nano(body.mining.speed) - speedBefore).toBe(1_000_000_000n);
    expect(await grants(user)).toBe(1);
    // Later calls and reads add nothing.
    expect((await badge(user)).status).toBe(200);
    expect((await leagueTask(user)).task).toMatchObject({ doneAmount: 2, isCompleted: true });
    expect(await grants(user)).toBe(1);
  });

  it('a read grants it once when both steps hold, even with parallel reads and badge calls', async () => {
    const user = await miner();
    await deposit(world, user, 'TON', '40');
    const key = newKey();
    const claimed = await Promise.all([badge(user, key), badge(user, key), badge(user), badge(user)]);
    expect(claimed.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(await badges(user)).toBe(1);
    world.deps.clock.advance(1000);
    await swapTon(user, '3'); // about $16
    await Promise.all(Array.from({ length: 4 }, () => leagueTask(user)));
    expect((await leagueTask(user)).task).toMatchObject({ isCompleted: true, currentAddSpeed: '1' });
    expect(await grants(user)).toBe(1);
  });

  it('counts no trade after the campaign’s end, and refuses the badge after it', async () => {
    const user = await miner();
    expect((await badge(user)).status).toBe(200);
    const late = await miner();
    const end = Date.parse('2027-06-30T23:59:59.000Z');
    world.deps.clock.set(end + 1000);
    expect(await badge(late)).toMatchObject({ status: 409, body: { code: 'league-ended' } });
    await deposit(world, user, 'TON', '40');
    await swapTon(user, '5'); // after the end: does not count
    expect(await check(user)).toMatchObject({ status: 409, body: { code: 'no-league-trade' } });
    expect(await grants(user)).toBe(0);
  });

  it('needs a mining record and a key', async () => {
    expect((await badge(newCaller())).status).toBe(404);
    const user = await miner();
    expect((await callRaw(world, user, c.openLeagueBadge, { body: {} })).status).toBe(400);
  });
}
