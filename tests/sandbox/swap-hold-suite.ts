/**
 * The swap-and-hold task over the real apps (issue 20; docs/decisions/tasks.md "Tasks (issue 20)", "Swap
 * and hold"): a TON swap into PUNK above $10, since the mining record, whose PUNK stays held for
 * 24 h by the ledger and the database's clock, is granted once (parallel reads included); a small
 * swap, a swap sold back during the hold, or a read before the hold ends grants nothing.
 */
import { expect, it } from 'vitest';
import { HEADERS } from '../../adapters/http/contract/common';
import { mainContract } from '../../adapters/http/contract/main';
import { tasksContract } from '../../adapters/http/contract/mining/tasks';
import type { SandboxDeps } from '../../sandbox/platform/deps';
import type { ManualClock } from '../support/manual-clock';
import { call, controlRequest, deposit, HOUR, miningCalls, newCaller, newKey, nano, signedHeaders, suiteWorld, type Caller, newMiner } from './mining-support';

const c = { ...miningCalls, ...tasksContract };

export function swapHoldSuite(open: (clock: ManualClock) => Promise<SandboxDeps & { clock: ManualClock }>): void {
  const world = suiteWorld(open);

  const miner = (): Promise<Caller> => newMiner(world);
  const punk = async (): Promise<string> => {
    const answer = await controlRequest(world.main, '/sandbox/tokens?symbol=PUNK&chainId=TON');
    const address = ((await answer.json()) as { tokens: { address: string }[] }).tokens[0]?.address;
    if (!address) throw new Error('no PUNK on TON');
    return address;
  };
  /** A swap on TON through the main API, as the wallet's swap screen makes it. */
  async function swap(user: Caller, offer: string, amountUnits: bigint, ask: string): Promise<void> {
    const headers = { ...signedHeaders(world, user), [HEADERS.idempotencyKey]: newKey(), [HEADERS.walletIndex]: '0' };
    const body = { offer_jetton: offer, offer_amount: amountUnits.toString(), ask_jetton: ask, min_ask_amount: '1', provider: 'stonfi' };
    const response = await world.main.request(mainContract.tonSwap.path, { method: 'POST', headers, body: JSON.stringify(body) });
    if (response.status !== 200) throw new Error(`swap answered ${response.status}: ${await response.text()}`);
  }
  const task = async (user: Caller) => {
    const answer = await call(world, user, c.boostTasks, { query: { boostType: 'general' } });
    const found = answer.tasks.find((entry) => entry.code === 'swapHoldPunk');
    if (!found) throw new Error('no swapHoldPunk');
    return { task: found, answer };
  };
  const grants = async (user: Caller): Promise<number> => {
    const result = await world.deps.db.query<{ n: string }>(`select count(*)::text as n from mining_task_grants where user_id = $1 and code = 'swapHoldPunk'`, [user.id]);
    return Number(result.rows[0]?.n);
  };
  const punkHeld = async (user: Caller): Promise<bigint> => {
    const result = await world.deps.db.query<{ units: string | null }>(
      `select sum(amount_units)::text as units from ledger_entries where user_id = $1 and account_index = 0 and chain_id = 'TON' and token_address = $2`,
      [user.id, await punk()],
    );
    return BigInt(result.rows[0]?.units ?? '0');
  };

  it('is granted once a swap into PUNK above $10 has been held 24 h; not before, not for a small swap', async () => {
    const user = await miner();
    await deposit(world, user, 'TON', '40');
    await swap(user, 'TON', nano('1'), await punk()); // about $5.4: not above $10
    world.deps.clock.advance(60_000);
    await swap(user, 'TON', nano('5'), await punk()); // about $27
    world.deps.clock.advance(23 * HOUR);
    expect((await task(user)).task).toMatchObject({ doneAmount: 0, isCompleted: false });
    world.deps.clock.advance(HOUR);
    const before = nano((await call(world, user, c.getUserMining)).mining.speed);
    const reads = await Promise.all(Array.from({ length: 4 }, () => task(user)));
    expect(reads.every(({ task: t }) => t.isCompleted)).toBe(true);
    const after = await task(user);
    expect(after.task).toMatchObject({ isCompleted: true, currentAddSpeed: '1', boostEndsAt: new Date(world.deps.clock.now() + 48 * HOUR).toISOString() });
    expect(nano(after.answer.mining.speed) - before).toBe(1_000_000_000n);
    expect(await grants(user)).toBe(1);
  });

  it('is not granted when the PUNK bought is sold during the hold, nor for a swap before the record', async () => {
    const early = newCaller();
    await deposit(world, early, 'TON', '40');
    await swap(early, 'TON', nano('5'), await punk());
    world.deps.clock.advance(60_000);
    await call(world, early, c.createUserMining, { body: {} });
    world.deps.clock.advance(25 * HOUR);
    expect((await task(early)).task.isCompleted).toBe(false);

    const seller = await miner();
    await deposit(world, seller, 'TON', '40');
    await swap(seller, 'TON', nano('5'), await punk());
    world.deps.clock.advance(HOUR);
    // Selling even a part of the PUNK bought during the hold: the hold is broken.
    await swap(seller, await punk(), (await punkHeld(seller)) / 10n, 'TON');
    world.deps.clock.advance(24 * HOUR);
    expect((await task(seller)).task.isCompleted).toBe(false);
    expect(await grants(seller)).toBe(0);
  });
}
