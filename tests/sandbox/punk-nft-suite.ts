/**
 * The NFT task over the real apps (issue 20; docs/decisions/tasks.md "Tasks (issue 20)", "Punk NFT"): it
 * is granted only when the user's own external wallet holds a Punk NFT (the sandbox's record, set
 * by its control), once per user whatever the keys, concurrent or replayed; and the Secret Society
 * counts the same NFT as its fourth condition.
 */
import { expect, it } from 'vitest';
import { punkNftContract } from '../../adapters/http/contract/mining/punk-nft';
import { tasksContract } from '../../adapters/http/contract/mining/tasks';
import type { SandboxDeps } from '../../sandbox/platform/deps';
import type { ManualClock } from '../support/manual-clock';
import { call, callRaw, control, deposit, HOUR, miningCalls, newCaller, newKey, nano, suiteWorld, type Caller, newMiner, taskGrants, externalWalletOf } from './mining-support';

const c = { ...miningCalls, ...tasksContract, ...punkNftContract };

export function punkNftSuite(open: (clock: ManualClock) => Promise<SandboxDeps & { clock: ManualClock }>): void {
  const world = suiteWorld(open);

  const miner = (): Promise<Caller> => newMiner(world);
  const walletOf = (user: Caller): Promise<string> => externalWalletOf(world, user);
  const grants = (user: Caller, code: string): Promise<number> => taskGrants(world, user, code);
  const taskOf = async (user: Caller, code: string) => {
    const answer = await call(world, user, c.boostTasks, { query: { boostType: 'general' } });
    const task = answer.tasks.find((entry) => entry.code === code);
    if (!task) throw new Error(`no task ${code}`);
    return task;
  };
  const give = (user: Caller, count: unknown) => control(world, 'POST', '/punk-nfts', { userId: user.id, count });
  const check = (user: Caller, walletAddress: string, key = newKey()) => callRaw(world, user, c.checkPunkNft, { body: { walletAddress }, idempotencyKey: key });

  it('is refused without a Punk NFT and for another user’s wallet; granted once with one', async () => {
    const user = await miner();
    const wallet = await walletOf(user);
    expect(await taskOf(user, 'nftPunk')).toMatchObject({ type: 'nft', group: 'connect', doneAmount: 0, isCompleted: false });
    expect(await check(user, wallet)).toMatchObject({ status: 409, body: { code: 'no-punk-nft' } });
    expect((await give(user, 1)).status).toBe(200);
    // A list read never grants it: only the call with the wallet.
    expect((await taskOf(user, 'nftPunk')).isCompleted).toBe(false);
    const other = await miner();
    await give(other, 3);
    expect(await check(user, await walletOf(other))).toMatchObject({ status: 409, body: { code: 'no-wallet' } });
    expect(await grants(user, 'nftPunk')).toBe(0);

    const key = newKey();
    const answers = await Promise.all([check(user, wallet, key), check(user, wallet, key), check(user, wallet), check(user, wallet)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(await check(user, wallet, key)).toEqual(answers[0]);
    const body = c.checkPunkNft.response.parse(answers[0]?.body);
    expect(body.task).toMatchObject({ code: 'nftPunk', isCompleted: true, currentAddSpeed: '1', boostEndsAt: new Date(world.deps.clock.now() + 7 * 24 * HOUR).toISOString() });
    expect(nano(body.mining.speed)).toBe(2_000_000_000n);
    expect(await grants(user, 'nftPunk')).toBe(1);
    // Selling the NFT later takes nothing back.
    await give(user, 0);
    expect((await check(user, wallet)).status).toBe(200);
    expect(await grants(user, 'nftPunk')).toBe(1);
  });

  it('counts for the Secret Society as its fourth condition', async () => {
    const user = await miner();
    await deposit(world, user, 'PUNK', '1000');
    expect((await taskOf(user, 'secretSociety')).doneAmount).toBe(1);
    await give(user, 1);
    expect(await taskOf(user, 'secretSociety')).toMatchObject({ doneAmount: 2, isCompleted: true });
    expect(await grants(user, 'secretSociety')).toBe(1);
  });

  it('refuses hostile input: addresses, counts, a missing key, no mining record', async () => {
    const user = await miner();
    expect((await callRaw(world, user, c.checkPunkNft, { body: { walletAddress: '<script>'.padEnd(50, 'x') }, idempotencyKey: newKey() })).status).toBe(400);
    expect((await callRaw(world, user, c.checkPunkNft, { body: { walletAddress: await walletOf(user) } })).status).toBe(400);
    expect((await give(user, -1)).status).toBe(400);
    expect((await give(user, 1.5)).status).toBe(400);
    expect((await give(user, '1; drop table')).status).toBe(400);
    expect((await check(newCaller(), 'UQ'.padEnd(48, 'A'))).status).toBe(404);
  });
}
