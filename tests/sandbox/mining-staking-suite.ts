/**
 * Staking over the real apps (issue 22): configs, deposits that lock mined SWITCH once per key and
 * never more than got minus locked (also many at once), the reward credited at every full hour of
 * the lock and nothing between, the end instant (100 years too), claiming the stake back refused
 * before the unlock and paid once after, the total, and a paid period's fee through Stars and the
 * internal balance. Run on PGlite and on PostgreSQL.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stakingContract } from '../../adapters/http/contract/mining/staking';
import type { SandboxDeps } from '../../sandbox/platform/deps';
import { tonConnectMessages } from '../../adapters/wallet/text-comment';
import type { ExternalWalletTransaction } from '../../domain/shared/external-wallet';
import { TREASURY_ADDRESS } from '../../sandbox/mining/payments/config';
import { hourRewardOf } from '../../sandbox/mining/staking/engine';
import { STAKING_DEPOSITS_MAX } from '../../adapters/http/contract/mining/staking';
import { type ManualClock } from '../support/manual-clock';
import { call, callRaw, control, controlRequest, deposit as depositTon, HOUR, miningCalls, nano, newCaller, newKey, settleInvoice, type Caller, suiteWorld } from './mining-support';

const c = { ...miningCalls, ...stakingContract };
const S = 1_000_000_000n;

export function stakingSuite(open: (clock: ManualClock) => Promise<SandboxDeps & { clock: ManualClock }>): void {
  const world = suiteWorld(open);

  /** A miner holding `got` mined SWITCH (credited through the staking control). */
  async function miner(got = '1000'): Promise<Caller> {
    const user = newCaller();
    await call(world, user, c.createUserMining, { body: {} });
    const answer = await control(world, 'POST', '/staking/mined', { userId: user.id, amount: got });
    expect(answer.status).toBe(200);
    return user;
  }
  const stake = (user: Caller, amount: string, period = '1y', key = newKey(), extra: object = {}) =>
    callRaw(world, user, c.stakingDeposit, { body: { amount, period, ...extra }, idempotencyKey: key });
  const list = (user: Caller) => call(world, user, c.stakingList);
  const record = async (user: Caller) => (await call(world, user, c.getUserMining)).mining;
  const codeOf = (body: unknown): unknown => (body as { code?: unknown }).code;
  /** The sandbox wallet receives the transaction (as the app's adapter sends it) and the host approves or rejects it. */
  async function sign(userId: number, transaction: ExternalWalletTransaction, decision: 'approve' | 'reject' = 'approve'): Promise<string> {
    const body = JSON.stringify({ userId, transaction: { validUntil: transaction.validUntil, messages: tonConnectMessages(transaction) } });
    const sent = (await (await controlRequest(world.mining, '/sandbox/external-wallet/transactions', { method: 'POST', body })).json()) as { id: string };
    const decided = await controlRequest(world.mining, `/sandbox/external-wallet/transactions/${sent.id}/${decision}`, { method: 'POST' });
    return ((await decided.json()) as { status: string }).status;
  }
  /** The user's sandbox external wallet's balance, in nanotons. */
  const externalBalance = async (userId: number): Promise<bigint> =>
    BigInt((await world.deps.db.query<{ b: string }>(`select balance_units::text as b from sandbox_external_wallets where user_id = $1`, [userId])).rows[0]?.b ?? '0');
  const intentOf = (user: Caller, intentId: string) => call(world, user, c.paymentIntent, { query: { intentId } });
  const feeDeposits = async (userId: number) => (await world.deps.db.query(`select 1 from staking_deposits where user_id = $1 and intent_id is not null`, [userId])).rows.length;

  describe('configs', () => {
    it('serve the six periods with their months, rates and sizes; a fee only on the paid periods', async () => {
      const answer = await call(world, newCaller(), c.stakingConfigs);
      expect(Object.keys(answer.stakingConfig)).toEqual(['3mhp', '3m', '6m', '1y', '5y', '100y']);
      expect(Object.values(answer.stakingConfig).map((config) => config.months)).toEqual([3, 3, 6, 12, 60, 1200]);
      expect(answer.paidPeriods).toEqual(['3mhp', '5y', '100y']);
      for (const [period, config] of Object.entries(answer.stakingConfig)) {
        expect(config.priceAmount === undefined).toBe(!answer.paidPeriods.includes(period as never));
      }
      expect(answer.stakingConfig['1y'].maxSwitchAmount).toBe('50000');
    });
  });

  describe('a deposit', () => {
    it('locks the amount, once per key, and starts its lock at the clock', async () => {
      const user = await miner('1000');
      const key = newKey();
      const first = await stake(user, '400', '3m', key);
      const again = await stake(user, '400', '3m', key);
      expect(first.status).toBe(200);
      expect(again.body).toEqual(first.body);
      const deposit = c.stakingDeposit.response.parse(first.body).deposit;
      expect(deposit?.dttmStarted).toBe(new Date(world.deps.clock.now()).toISOString());
      const mining = await record(user);
      expect(mining.lockAmount).toBe('400');
      expect(mining.gotAmount).toBe('1000');
      expect((await list(user)).deposits).toHaveLength(1);
    });

    it('ends after its calendar months (the day clamped), and 100 years is a plain date', async () => {
      const user = await miner('5000');
      const at = new Date(world.deps.clock.now());
      const threeMonths = c.stakingDeposit.response.parse((await stake(user, '10', '3m')).body).deposit;
      const expected = new Date(at);
      expected.setUTCMonth(at.getUTCMonth() + 3);
      expect(threeMonths?.dttmEnded).toBe(expected.toISOString());
      await depositTon(world, user, 'TON', '10');
      const century = c.stakingDeposit.response.parse((await stake(user, '1000', '100y', newKey(), { type: 'internal', accountIndex: 0 })).body).deposit;
      const ended = new Date(century?.dttmEnded ?? '');
      expect(ended.getUTCFullYear()).toBe(at.getUTCFullYear() + 100);
      expect(Number.isFinite(ended.getTime())).toBe(true);
    });

    it('refuses a size outside the period and more than got minus locked, locking nothing', async () => {
      const user = await miner('100');
      expect(codeOf((await stake(user, '9.99', '1y')).body)).toBe('stake-too-small');
      expect(codeOf((await stake(user, '50000.000000001', '1y')).body)).toBe('stake-too-large');
      expect(codeOf((await stake(user, '0', '1y')).body)).toBe('stake-too-small');
      expect((await stake(user, '60', '1y')).status).toBe(200);
      const over = await stake(user, '40.000000001', '1y');
      expect(over.status).toBe(400);
      expect(codeOf(over.body)).toBe('not-enough-switch');
      expect((await record(user)).lockAmount).toBe('60');
      expect(codeOf((await stake(user, '10', '1y', newKey(), { type: 'stars' })).body)).toBe('not-offered');
    });

    it('never overdraws when many are made at once', async () => {
      const user = await miner('100');
      const answers = await Promise.all(Array.from({ length: 6 }, () => stake(user, '30', '6m')));
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
      expect(answers.filter((answer) => answer.status === 400).every((answer) => codeOf(answer.body) === 'not-enough-switch')).toBe(true);
      expect((await record(user)).lockAmount).toBe('90');
      expect((await list(user)).deposits).toHaveLength(3);
    });
  });

  describe('the reward', () => {
    it('is credited at every full hour of the lock, exactly, and nothing between', async () => {
      const user = await miner('1000');
      const deposit = c.stakingDeposit.response.parse((await stake(user, '1000', '1y')).body).deposit;
      // 1000 SWITCH at 15 % a year over 8,760 hours.
      expect(deposit?.hourReward).toBe('0.017123287');
      const hour = nano(deposit?.hourReward ?? '0');
      world.deps.clock.advance(HOUR - 1);
      expect(nano((await record(user)).gotAmount)).toBe(1000n * S);
      world.deps.clock.advance(1);
      expect(nano((await record(user)).gotAmount)).toBe(1000n * S + hour);
      world.deps.clock.advance(10.5 * HOUR);
      const [listed] = (await list(user)).deposits;
      expect(nano(listed?.gotAmount ?? '')).toBe(11n * hour);
      expect(nano((await record(user)).gotAmount)).toBe(1000n * S + 11n * hour);
    });

    it('adds up to the full hours of any span, read at any moments', async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 30 * HOUR }), { minLength: 1, maxLength: 6 }), async (steps) => {
          const user = await miner('500');
          const deposit = c.stakingDeposit.response.parse((await stake(user, '500', '6m')).body).deposit;
          const hour = nano(deposit?.hourReward ?? '0');
          let elapsed = 0;
          for (const step of steps) {
            world.deps.clock.advance(step);
            elapsed += step;
            await record(user);
          }
          expect(nano((await record(user)).gotAmount)).toBe(500n * S + BigInt(Math.floor(elapsed / HOUR)) * hour);
        }),
        { numRuns: 8 },
      );
    });
  });

  describe('claiming the stake back', () => {
    it('is refused before the unlock and pays once after, with every hour credited', async () => {
      const user = await miner('200');
      const deposit = c.stakingDeposit.response.parse((await stake(user, '200', '3m')).body).deposit;
      const id = deposit?._id ?? '';
      const early = await callRaw(world, user, c.claimStake, { body: { depositId: id }, idempotencyKey: newKey() });
      expect(early.status).toBe(409);
      expect(codeOf(early.body)).toBe('stake-locked');
      world.deps.clock.set(new Date(deposit?.dttmEnded ?? '').getTime());
      const answers = await Promise.all([1, 2, 3].map(() => callRaw(world, user, c.claimStake, { body: { depositId: id }, idempotencyKey: newKey() })));
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      const mining = await record(user);
      expect(mining.lockAmount).toBe('0');
      const [claimed] = (await list(user)).deposits;
      expect(claimed?.dttmClaimed).not.toBeNull();
      expect(claimed?.gotAmount).toBe(claimed?.rewardAtEnd);
      expect(nano(mining.gotAmount)).toBe(200n * S + nano(claimed?.rewardAtEnd ?? ''));
      world.deps.clock.advance(48 * HOUR);
      expect((await record(user)).gotAmount).toBe(mining.gotAmount);
    });

    it('refuses another user’s deposit', async () => {
      const owner = await miner('100');
      const deposit = c.stakingDeposit.response.parse((await stake(owner, '50', '3m')).body).deposit;
      const other = await miner('1');
      const answer = await callRaw(world, other, c.claimStake, { body: { depositId: deposit?._id }, idempotencyKey: newKey() });
      expect(codeOf(answer.body)).toBe('unknown-deposit');
    });
  });

  describe('the total and the status', () => {
    it('count every deposit not claimed back', async () => {
      const before = nano((await call(world, newCaller(), c.stakingTotal)).totalAmount);
      const user = await miner('100');
      expect((await call(world, user, c.stakingStatus)).hasStaking).toBe(false);
      await stake(user, '25.5', '6m');
      expect(nano((await call(world, user, c.stakingTotal)).totalAmount) - before).toBe(25_500_000_000n);
      expect((await call(world, user, c.stakingStatus)).hasStaking).toBe(true);
    });
  });

  describe('a paid period', () => {
    it('pays its fee with Stars once and stakes when the invoice is paid', async () => {
      const user = await miner('1000');
      const answer = c.stakingDeposit.response.parse((await stake(user, '500', '3mhp', newKey(), { type: 'stars' })).body);
      expect(answer.telegramLink).toBe(`https://t.me/$${answer.intentId}`);
      expect(answer.deposit).toBeUndefined();
      expect((await record(user)).lockAmount).toBe('0');
      await settleInvoice(world, answer.intentId ?? '', 'paid');
      await settleInvoice(world, answer.intentId ?? '', 'paid');
      const { deposits } = await list(user);
      expect(deposits).toHaveLength(1);
      expect(deposits[0]?.fee).toEqual({ amount: '50', currency: 'XTR', switchValue: '100' });
      expect((await record(user)).lockAmount).toBe('500');
    });

    it('pays from the internal balance and stakes in the same request', async () => {
      const user = await miner('1000');
      await depositTon(world, user, 'TON', '1');
      const answer = c.stakingDeposit.response.parse((await stake(user, '500', '3mhp', newKey(), { type: 'internal', accountIndex: 0 })).body);
      expect(answer.deposit?.fee).toEqual({ amount: '0.5', currency: 'TON', switchValue: '50' });
      expect(answer.mining.lockAmount).toBe('500');
      const poor = await miner('1000');
      const refused = await stake(poor, '500', '3mhp', newKey(), { type: 'internal', accountIndex: 0 });
      expect(refused.status).toBe(400);
      expect((await record(poor)).lockAmount).toBe('0');
    });
  });
  describe('a fee whose SWITCH is no longer free when it is paid', () => {
    const TON = 1_000_000_000n;
    const paidFee = async (user: Caller, amount: string, way: 'stars' | 'external') =>
      c.stakingDeposit.response.parse((await stake(user, amount, '3mhp', newKey(), { type: way })).body);

    it('with Stars: the invoice paid after the SWITCH was staked elsewhere is refunded, once, and stakes nothing', async () => {
      const user = await miner('1000');
      const fee = await paidFee(user, '500', 'stars');
      expect((await stake(user, '600', '3m')).status).toBe(200);
      const paid = await settleInvoice(world, fee.intentId ?? '', 'paid');
      expect(paid.status).toBe('refunded');
      // A second report of the payment (a replay) answers the first record: one charge, one refund.
      const again = await settleInvoice(world, fee.intentId ?? '', 'paid');
      expect(again).toEqual(paid);
      expect((await intentOf(user, fee.intentId ?? '')).status).toBe('refunded');
      expect(await feeDeposits(user.id)).toBe(0);
      expect((await record(user)).lockAmount).toBe('600');
    });

    it('with the external wallet: the landed fee comes back to the wallet, once, however often it lands', async () => {
      const user = await miner('1000');
      const fee = await paidFee(user, '500', 'external');
      expect((await stake(user, '501', '1y')).status).toBe(200);
      expect(await sign(user.id, fee.transaction as ExternalWalletTransaction)).toBe('landed');
      expect((await intentOf(user, fee.intentId ?? '')).status).toBe('refunded');
      // Every wallet starts with 100 TON: debited on landing, the fee came back whole.
      expect(await externalBalance(user.id)).toBe(100n * TON);
      expect(await sign(user.id, fee.transaction as ExternalWalletTransaction)).toBe('landed');
      expect(await externalBalance(user.id)).toBe(100n * TON);
      expect(await feeDeposits(user.id)).toBe(0);
      expect((await record(user)).lockAmount).toBe('501');
    });

    it('two fees paid at once for the same free SWITCH: one stakes, the other is refunded', async () => {
      const user = await miner('1000');
      const fees = [await paidFee(user, '600', 'stars'), await paidFee(user, '600', 'stars')];
      const settled = await Promise.all(fees.map((fee) => settleInvoice(world, fee.intentId ?? '', 'paid')));
      expect(settled.map((answer) => answer.status).sort()).toEqual(['paid', 'refunded']);
      expect(await feeDeposits(user.id)).toBe(1);
      expect((await record(user)).lockAmount).toBe('600');
    });

    it('a paid fee racing a free deposit for the same SWITCH: exactly one locks it, and a fee that loses is refunded', async () => {
      const user = await miner('1000');
      const fee = await paidFee(user, '700', 'stars');
      const [paid, free] = await Promise.all([settleInvoice(world, fee.intentId ?? '', 'paid'), stake(user, '700', '3m')]);
      const lock = (await record(user)).lockAmount;
      expect(lock).toBe('700');
      if (paid.status === 'paid') expect(codeOf(free.body)).toBe('not-enough-switch');
      else expect([paid.status, free.status]).toEqual(['refunded', 200]);
      expect(await feeDeposits(user.id)).toBe(paid.status === 'paid' ? 1 : 0);
    });
  });

  describe('an external payment landing twice', () => {
    it('takes the fee once: the second landing of the paid transfer comes back to the wallet (also at once)', async () => {
      const user = await miner('1000');
      const fee = c.stakingDeposit.response.parse((await stake(user, '500', '3mhp', newKey(), { type: 'external' })).body);
      const transaction = fee.transaction as ExternalWalletTransaction;
      expect(await sign(user.id, transaction)).toBe('landed');
      expect(await sign(user.id, transaction)).toBe('landed');
      expect(await Promise.all([sign(user.id, transaction), sign(user.id, transaction)])).toEqual(['landed', 'landed']);
      // 100 TON less exactly one fee of 0.5 TON.
      expect(await externalBalance(user.id)).toBe(100_000_000_000n - 500_000_000n);
      expect(await feeDeposits(user.id)).toBe(1);
      expect((await record(user)).lockAmount).toBe('500');
    });

    it('two landings at once of an unpaid fee: one pays, the other comes back', async () => {
      const user = await miner('1000');
      const fee = c.stakingDeposit.response.parse((await stake(user, '500', '3mhp', newKey(), { type: 'external' })).body);
      const transaction = fee.transaction as ExternalWalletTransaction;
      expect(await Promise.all([sign(user.id, transaction), sign(user.id, transaction)])).toEqual(['landed', 'landed']);
      expect(await externalBalance(user.id)).toBe(100_000_000_000n - 500_000_000n);
      expect(await feeDeposits(user.id)).toBe(1);
    });
  });
  describe('the sandbox external wallet', () => {
    it('takes miners’ first transactions sent at once: each waits for approval, one wallet is made', async () => {
      // Miners: the user's row exists, so nothing serialises the first requests before the wallet's
      // insert, and on PostgreSQL two such inserts can meet on the wallet's unique address before
      // its user (a narrow window: many users, a few requests each).
      const users = await Promise.all(Array.from({ length: 30 }, () => miner()));
      const transaction = { validUntil: Math.floor(world.deps.clock.now() / 1000) + 600, messages: [{ address: TREASURY_ADDRESS, amount: '1000' }] };
      const statuses = await Promise.all(
        users.flatMap((user) =>
          Array.from({ length: 4 }, async () => {
            const body = JSON.stringify({ userId: user.id, transaction });
            return (await controlRequest(world.mining, '/sandbox/external-wallet/transactions', { method: 'POST', body })).status;
          }),
        ),
      );
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
      const wallets = await world.deps.db.query(`select 1 from sandbox_external_wallets where user_id = any($1::bigint[])`, [users.map((user) => user.id)]);
      expect(wallets.rows).toHaveLength(users.length);
    });
  });

  describe('the staked SBT', () => {
    type Transaction = ExternalWalletTransaction;
    const sbts = (user: Caller) => call(world, user, c.userSbts);
    const trBody = (user: Caller, stakingPeriod: string) => callRaw(world, user, c.sbtTransaction, { query: { stakingPeriod } });
    const mintedRows = async (userId: number) =>
      (await world.deps.db.query<{ staking_period: string }>(`select staking_period from staking_sbts where user_id = $1 order by staking_period`, [userId])).rows.map((row) => row.staking_period);

    it('is earned by a deposit of at least 5000, and minted once when the signed mint lands', async () => {
      const user = await miner('20000');
      expect(await sbts(user)).toEqual([]);
      expect(codeOf((await trBody(user, '1y')).body)).toBe('sbt-not-earned');
      expect((await stake(user, '4999.99', '1y')).status).toBe(200);
      expect(codeOf((await trBody(user, '1y')).body)).toBe('sbt-not-earned');
      expect((await stake(user, '5000', '1y')).status).toBe(200);
      const answer = c.sbtTransaction.response.parse((await trBody(user, '1y')).body);
      expect(answer.transaction.messages).toEqual([{ address: TREASURY_ADDRESS, amount: '50000000', comment: answer.intentId }]);
      // Nothing is minted before the transaction lands; a rejected one mints nothing.
      expect(await sign(user.id, answer.transaction, 'reject')).toBe('rejected');
      expect(await sbts(user)).toEqual([]);
      expect(await sign(user.id, answer.transaction)).toBe('landed');
      expect(await sbts(user)).toEqual([{ stakingPeriod: '1y' }]);
      // Landing again (a replayed transfer) mints nothing more; asking again is refused.
      await sign(user.id, answer.transaction);
      expect(await mintedRows(user.id)).toEqual(['1y']);
      expect(codeOf((await trBody(user, '1y')).body)).toBe('sbt-minted');
      const intents = await world.deps.db.query(`select 1 from payment_intents where user_id = $1 and purpose = 'staking-sbt' and status = 'paid'`, [user.id]);
      expect(intents.rows).toHaveLength(1);
    });

    it('answers one pending mint to requests at once and again, and mints it once', async () => {
      const user = await miner('6000');
      expect((await stake(user, '6000', '3m')).status).toBe(200);
      const answers = await Promise.all(Array.from({ length: 5 }, () => trBody(user, '3m')));
      const parsed = answers.map((answer) => c.sbtTransaction.response.parse(answer.body));
      expect(new Set(parsed.map((answer) => answer.intentId)).size).toBe(1);
      const transaction = parsed[0]?.transaction as Transaction;
      const landed = await Promise.all([sign(user.id, transaction), sign(user.id, transaction), sign(user.id, transaction)]);
      expect(landed).toEqual(['landed', 'landed', 'landed']);
      expect(await mintedRows(user.id)).toEqual(['3m']);
      // Long after, asking again is still refused: minted once.
      world.deps.clock.advance(11 * 60_000);
      expect(codeOf((await trBody(user, '3m')).body)).toBe('sbt-minted');
    });

    it("offers 'all-in' once at least 96 % of the balance, and 100, is locked", async () => {
      const user = await miner('1000');
      expect((await stake(user, '959', '1y')).status).toBe(200);
      expect(codeOf((await trBody(user, 'all-in')).body)).toBe('sbt-not-earned');
      expect((await stake(user, '10', '1y')).status).toBe(200);
      const answer = c.sbtTransaction.response.parse((await trBody(user, 'all-in')).body);
      expect(await sign(user.id, answer.transaction)).toBe('landed');
      expect(await sbts(user)).toEqual([{ stakingPeriod: 'all-in' }]);
      expect((await trBody(user, 'forever')).status).toBe(400);
    });
  });

  describe('the list’s bound (issue 43)', () => {
    const TEN = 10n * S;
    /**
     * `count` open 1y deposits of 10 SWITCH made now (and `claimed` already claimed back), written
     * straight to the store: as many as a user could make one by one, without making them one by one.
     */
    async function madeDeposits(user: Caller, count: number, claimed = 0): Promise<void> {
      const now = world.deps.clock.now();
      const rows = (n: number, tag: string, claimedAt: string | null) =>
        world.deps.db.query(
          `insert into staking_deposits (id, user_id, period, amount_units, apy_ppm, hour_reward_units, started_at, ended_at, claimed_at)
           select 'sd_' || $5::text || '_' || $1::text || '_' || g, $1::bigint, '1y', $2::numeric, 150000, $3::numeric, $4::timestamptz, $4::timestamptz + interval '1 year', $6::timestamptz
             from generate_series(1, $7::int) g`,
          [user.id, TEN.toString(), hourRewardOf(TEN, 150_000n).toString(), new Date(now).toISOString(), tag, claimedAt, n],
        );
      await rows(count, 'open', null);
      await rows(claimed, 'claimed', new Date(now).toISOString());
      await world.deps.db.query(`update mining_users set lock_units = lock_units + $2 where user_id = $1`, [user.id, (BigInt(count) * TEN).toString()]);
    }

    it(`refuses a deposit past ${STAKING_DEPOSITS_MAX} open ones with its own code, and takes one again once a deposit is claimed back`, async () => {
      const user = await miner('6000');
      await madeDeposits(user, STAKING_DEPOSITS_MAX - 1);
      expect((await stake(user, '10')).status).toBe(200);
      const refused = await stake(user, '10');
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'too-many-deposits', params: { max: String(STAKING_DEPOSITS_MAX) } });
      // A paid period is refused before anything is paid.
      const paid = await stake(user, '100', '3mhp', newKey(), { type: 'stars' });
      expect(codeOf(paid.body)).toBe('too-many-deposits');
      const answer = await list(user);
      expect(answer.deposits).toHaveLength(STAKING_DEPOSITS_MAX);
      // Claimed back, a deposit makes room.
      await world.deps.db.query(`update staking_deposits set ended_at = started_at + interval '1 hour' where id = $1`, [answer.deposits[0]?._id]);
      world.deps.clock.advance(2 * HOUR);
      expect((await callRaw(world, user, c.claimStake, { body: { depositId: answer.deposits[0]?._id }, idempotencyKey: newKey() })).status).toBe(200);
      expect((await stake(user, '10')).status).toBe(200);
    });

    it('refunds a fee that lands when the open deposits have reached the bound meanwhile', async () => {
      const user = await miner('6000');
      await madeDeposits(user, STAKING_DEPOSITS_MAX - 1);
      const fee = c.stakingDeposit.response.parse((await stake(user, '100', '3mhp', newKey(), { type: 'stars' })).body);
      expect((await stake(user, '10')).status).toBe(200);
      expect((await settleInvoice(world, fee.intentId ?? '', 'paid')).status).toBe('refunded');
      expect(await feeDeposits(user.id)).toBe(0);
    });

    it('answers a user already past the bound the open deposits first, and credits every open one each hour', async () => {
      const user = await miner('0');
      const open = STAKING_DEPOSITS_MAX + 100;
      await control(world, 'POST', '/staking/mined', { userId: user.id, amount: String(open * 10) });
      await madeDeposits(user, open, 50);
      const before = nano((await record(user)).gotAmount);
      world.deps.clock.advance(2 * HOUR);
      const answer = await list(user);
      expect(answer.deposits).toHaveLength(STAKING_DEPOSITS_MAX);
      expect(answer.deposits.every((d) => d.dttmClaimed === null)).toBe(true);
      // Every open deposit earned its two hours, the ones the list leaves out too.
      expect(nano(answer.mining.gotAmount) - before).toBe(2n * BigInt(open) * hourRewardOf(TEN, 150_000n));
      const credited = await world.deps.db.query<{ n: number }>(`select count(*)::int as n from staking_deposits where user_id = $1 and credited_hours = 2`, [user.id]);
      expect(credited.rows[0]?.n).toBe(open);
    });
  });
}
