/**
 * The tasks that need a connected TON wallet over the real apps (issue 20; docs/decisions/tasks.md
 * "Tasks (issue 20)", "Wallet tasks"): the staking-boost task is granted only when the user's own
 * external wallet has enough PUNK in the sandbox's staking bot, the wallet-download task only when
 * that wallet presents itself as Bitget; each once per (user, task), also when calls are replayed
 * or run at once; a grant is a boost on the mining clock.
 */
import { describe, expect, it } from 'vitest';
import { tasksContract } from '../../adapters/http/contract/mining/tasks';
import { walletTasksContract } from '../../adapters/http/contract/mining/wallet-tasks';
import type { SandboxDeps } from '../../sandbox/platform/deps';
import type { ManualClock } from '../support/manual-clock';
import { call, callRaw, control, HOUR, miningCalls, newCaller, newKey, nano, suiteWorld, type Caller, newMiner, taskGrants, externalWalletOf } from './mining-support';

const c = { ...miningCalls, ...tasksContract, ...walletTasksContract };

export function walletTasksSuite(open: (clock: ManualClock) => Promise<SandboxDeps & { clock: ManualClock }>): void {
  const world = suiteWorld(open);

  const miner = (): Promise<Caller> => newMiner(world);
  const walletOf = (user: Caller): Promise<string> => externalWalletOf(world, user);
  const grants = (user: Caller, code: string): Promise<number> => taskGrants(world, user, code);
  const taskBoosts = async (user: Caller): Promise<number> => {
    const result = await world.deps.db.query<{ n: string }>(`select count(*)::text as n from mining_boosts where user_id = $1 and source = 'task'`, [user.id]);
    return Number(result.rows[0]?.n);
  };
  const taskOf = async (user: Caller, code: string) => {
    const answer = await call(world, user, c.boostTasks, { query: { boostType: 'general' } });
    const task = answer.tasks.find((entry) => entry.code === code);
    if (!task) throw new Error(`no task ${code}`);
    return task;
  };
  const stake = (user: Caller, amount: string) => control(world, 'POST', '/wallet-tasks/punk-staked', { userId: user.id, amount });
  const presentAs = (user: Caller, appName: string) => control(world, 'POST', '/wallet-tasks/wallet-app', { userId: user.id, appName });

  describe('the staking-boost task (/boost/checkPunkStaking)', () => {
    const check = (user: Caller, walletAddress: string, key = newKey()) => callRaw(world, user, c.checkPunkStaking, { body: { walletAddress }, idempotencyKey: key });

    it('is refused with no PUNK staked, with too little, and for another user’s wallet; granted once with enough', async () => {
      const user = await miner();
      const wallet = await walletOf(user);
      expect(await taskOf(user, 'stakingPunk')).toMatchObject({ isCompleted: false, doneAmount: 0, type: 'staking', group: 'connect' });
      expect(await check(user, wallet)).toMatchObject({ status: 409, body: { code: 'no-punk-staked', message: 'No $PUNK in staking' } });
      expect((await stake(user, '99.999999999')).status).toBe(200);
      expect(await check(user, wallet)).toMatchObject({ status: 409, body: { code: 'not-enough-punk-staked', message: 'Not enough $PUNK staked' } });
      // Reading the list never grants it, whatever is staked: only the call with the wallet does.
      expect((await stake(user, '100')).status).toBe(200);
      expect((await taskOf(user, 'stakingPunk')).isCompleted).toBe(false);
      // Another user's wallet (staked or not) is not this user's.
      const other = await miner();
      await stake(other, '5000');
      expect(await check(user, await walletOf(other))).toMatchObject({ status: 409, body: { code: 'no-wallet' } });
      expect(await grants(user, 'stakingPunk')).toBe(0);

      const key = newKey();
      const answers = await Promise.all([check(user, wallet, key), check(user, wallet, key), check(user, wallet), check(user, wallet)]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      expect(await check(user, wallet, key)).toEqual(answers[0]);
      const body = c.checkPunkStaking.response.parse(answers[0]?.body);
      expect(body.task).toMatchObject({ code: 'stakingPunk', isCompleted: true, currentAddSpeed: '1', boostEndsAt: new Date(world.deps.clock.now() + 7 * 24 * HOUR).toISOString() });
      expect(nano(body.mining.speed)).toBe(2_000_000_000n);
      expect(await grants(user, 'stakingPunk')).toBe(1);
      expect(await taskBoosts(user)).toBe(1);
      // Unstaking afterwards takes nothing back and grants nothing more; the list shows it done.
      await stake(user, '0');
      expect((await check(user, wallet)).status).toBe(200);
      expect(await grants(user, 'stakingPunk')).toBe(1);
      expect(await taskOf(user, 'stakingPunk')).toMatchObject({ isCompleted: true, doneAmount: 1 });
    });

    it('refuses hostile addresses and a call without a key; the controls refuse hostile input', async () => {
      const user = await miner();
      expect((await callRaw(world, user, c.checkPunkStaking, { body: { walletAddress: '<script>alert(1)</script>'.padEnd(50, 'x') }, idempotencyKey: newKey() })).status).toBe(400);
      expect((await callRaw(world, user, c.checkPunkStaking, { body: { walletAddress: await walletOf(user) } })).status).toBe(400);
      expect(await check(user, 'UQ'.padEnd(48, 'A'))).toMatchObject({ status: 409, body: { code: 'no-wallet' } });
      expect((await stake(user, '-1')).status).toBe(400);
      expect((await stake(user, '1.0000000001')).status).toBe(400);
      expect((await presentAs(user, '<b>')).status).toBe(400);
    });
  });

  describe('the wallet-download task (/setTonWallet)', () => {
    const setWallet = (user: Caller, walletAddress: string, key = newKey()) => callRaw(world, user, c.setTonWallet, { body: { walletAddress }, idempotencyKey: key });

    it('is refused while the wallet is not Bitget, granted once when it is, and the wallet is recorded', async () => {
      const user = await miner();
      const wallet = await walletOf(user);
      expect(await control(world, 'GET', `/wallet-tasks?userId=${String(user.id)}`)).toMatchObject({ status: 200, body: { walletApp: 'Tonkeeper', punkStaked: '0' } });
      expect(await setWallet(user, wallet)).toMatchObject({ status: 409, body: { code: 'not-bitget', message: 'Connected wallet is not Bitget' } });
      await presentAs(user, 'MyTonWallet');
      expect(await setWallet(user, wallet)).toMatchObject({ status: 409, body: { code: 'not-bitget' } });
      await presentAs(user, 'bitgetTonWallet');
      const other = await miner();
      expect(await setWallet(user, await walletOf(other))).toMatchObject({ status: 409, body: { code: 'no-wallet' } });
      expect(await grants(user, 'walletBitget')).toBe(0);

      const key = newKey();
      const answers = await Promise.all([setWallet(user, wallet, key), setWallet(user, wallet), setWallet(user, wallet, key), setWallet(user, wallet)]);
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      expect(await setWallet(user, wallet, key)).toEqual(answers[0]);
      const body = c.setTonWallet.response.parse(answers[0]?.body);
      expect(body.task).toMatchObject({ code: 'walletBitget', isCompleted: true, currentAddSpeed: '0.5', boostEndsAt: new Date(world.deps.clock.now() + 72 * HOUR).toISOString() });
      expect(nano(body.mining.speed)).toBe(1_500_000_000n);
      expect(await grants(user, 'walletBitget')).toBe(1);
      expect(await taskBoosts(user)).toBe(1);
      const recorded = await world.deps.db.query<{ address: string; app_name: string }>(`select address, app_name from mining_ton_wallets where user_id = $1`, [user.id]);
      expect(recorded.rows).toEqual([{ address: wallet, app_name: 'bitgetTonWallet' }]);
      expect((await taskOf(user, 'walletBitget')).isCompleted).toBe(true);
    });

    it('needs a mining record', async () => {
      const user = newCaller();
      expect((await setWallet(user, 'UQ'.padEnd(48, 'A'))).status).toBe(404);
    });
  });
}
