/**
 * The auction claim over the real apps (issue 23): today's share of the mined SWITCH moves into
 * SWITCH jettons in account 0 and the rest is burned, the claim price plus the gas reserve leave
 * in TON, all in one transaction, once per key, also when claims are replayed or run at once; the
 * campaign's dates come from the backend and close the auction at the deadline.
 */
import { describe, expect, it } from 'vitest';
import { auctionContract } from '../../adapters/http/contract/mining/auction';
import type { SandboxDeps } from '../../sandbox/platform/deps';
import { type ManualClock } from '../support/manual-clock';
import { call, callRaw, control, deposit, holding, HOUR, miningCalls, nano, newCaller, newKey, type Caller, suiteWorld } from './mining-support';

const c = { ...miningCalls, ...auctionContract };
const DAY = 24 * HOUR;
/** The claim's price (0.05 TON) plus the gas reserve (0.01 TON). */
const GAS = nano('0.06');

export function auctionSuite(open: (clock: ManualClock) => Promise<SandboxDeps & { clock: ManualClock }>): void {
  const world = suiteWorld(open);

  /** The campaign starts on the UTC day `daysAgo` days before the sandbox's today. */
  const startCampaign = async (daysAgo: number, deadline?: number) => {
    const answer = await control(world, 'POST', '/auction/campaign', {
      startsAt: new Date(world.deps.clock.now() - daysAgo * DAY).toISOString(),
      ...(deadline === undefined ? {} : { deadline: new Date(deadline).toISOString() }),
    });
    expect(answer.status).toBe(200);
  };

  /** A miner with `hours` of the base speed (1 SWITCH/h) claimed into gotAmount. */
  async function minerWith(hours: number): Promise<Caller> {
    const user = newCaller();
    await call(world, user, c.createUserMining, { body: {} });
    world.deps.clock.advance(hours * HOUR);
    await call(world, user, c.claimMining, { body: {}, idempotencyKey: newKey() });
    return user;
  }

  const got = async (user: Caller) => nano((await call(world, user, c.getUserMining)).mining.gotAmount);
  const burned = async (user: Caller) => {
    const result = await world.deps.db.query<{ paid: string; burned: string; mined: string; n: string }>(
      `select coalesce(sum(paid_units), 0)::text as paid, coalesce(sum(burned_units), 0)::text as burned, coalesce(sum(mined_units), 0)::text as mined, count(*)::text as n
       from auction_claims where user_id = $1`,
      [user.id],
    );
    const row = result.rows[0];
    return { paid: BigInt(row?.paid ?? 0), burned: BigInt(row?.burned ?? 0), mined: BigInt(row?.mined ?? 0), claims: Number(row?.n ?? 0) };
  };

  describe('the auction data', () => {
    it('answers today’s share on the UTC calendar, the gas and the deposit address', async () => {
      const user = await minerWith(2);
      await startCampaign(2);
      const auction = await call(world, user, c.auction);
      expect(auction.phase).toBe('open');
      expect(auction.currDay).toBe(3);
      expect(auction.shareBp).toBe(1500);
      expect(auction.gotAmount).toBe('2');
      expect(auction.availableAmount).toBe('0.3');
      expect(auction.claimPrice).toBe('0.05');
      expect(auction.gasReserve).toBe('0.01');
      expect(auction.progressStatus).toBeNull();
      expect(auction.hasSuccessSwitchSend).toBe(false);
      expect(auction.depositAddress).toMatch(/^UQ/);
      const now = Date.parse(auction.serverTime);
      expect(now + auction.nextDayInMs).toBe(Math.floor(now / DAY) * DAY + DAY);
    });

    it('before the start nothing is claimable; after the deadline the auction is closed and a claim refused', async () => {
      const user = await minerWith(1);
      await deposit(world, user, 'TON', '1');
      await startCampaign(-1);
      const before = await call(world, user, c.auction);
      expect(before.phase).toBe('not-started');
      expect(before.availableAmount).toBe('0');
      const early = await callRaw(world, user, c.claimAuction, { body: {}, idempotencyKey: newKey() });
      expect(early.status).toBe(422);
      expect(early.body).toMatchObject({ message: 'Unavailable amount', code: 'unavailable-amount' });
      await startCampaign(25, world.deps.clock.now() - 1);
      const after = await call(world, user, c.auction);
      expect(after.phase).toBe('closed');
      expect(after.availableAmount).toBe('0');
      const late = await callRaw(world, user, c.claimAuction, { body: {}, idempotencyKey: newKey() });
      expect(late.status).toBe(409);
      expect(late.body).toMatchObject({ code: 'auction-closed' });
      expect(await got(user)).toBe(nano('1'));
    });
  });

  describe('a claim', () => {
    it('pays today’s share into account 0 as SWITCH, burns the rest, takes the gas in TON: both ledgers at once', async () => {
      const user = await minerWith(4);
      await startCampaign(9);
      await deposit(world, user, 'TON', '1');
      const answer = await call(world, user, c.claimAuction, { body: {}, idempotencyKey: newKey() });
      expect(answer.progressStatus).toBe('sending');
      expect(answer.paidAmount).toBe('2');
      expect(answer.burnedAmount).toBe('2');
      expect(await holding(world, user, 'SWITCH')).toBe(nano('2'));
      expect(await holding(world, user, 'TON')).toBe(nano('1') - GAS);
      expect(await got(user)).toBe(0n);
      // The send lands after 5 s on the sandbox's clock.
      world.deps.clock.advance(5_000);
      const landed = await call(world, user, c.auction);
      expect(landed.progressStatus).toBe('responsed');
      expect(landed.hasSuccessSwitchSend).toBe(true);
      expect(landed.lastClaim?.claimId).toBe(answer.claimId);
    });

    it('without TON for the gas is refused with Not enough gas, and nothing moves', async () => {
      const user = await minerWith(3);
      await startCampaign(0);
      await deposit(world, user, 'TON', '0.059999999');
      const refused = await callRaw(world, user, c.claimAuction, { body: {}, idempotencyKey: newKey() });
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ message: 'Not enough gas', code: 'not-enough-gas' });
      expect(await got(user)).toBe(nano('3'));
      expect(await holding(world, user, 'SWITCH')).toBe(0n);
      expect(await holding(world, user, 'TON')).toBe(nano('0.059999999'));
      expect((await burned(user)).claims).toBe(0);
    });

    it('with nothing mined is refused with Unavailable amount', async () => {
      await startCampaign(0);
      const user = newCaller();
      await call(world, user, c.createUserMining, { body: {} });
      await deposit(world, user, 'TON', '1');
      const refused = await callRaw(world, user, c.claimAuction, { body: {}, idempotencyKey: newKey() });
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({ code: 'unavailable-amount' });
    });

    it('pays once under replayed and concurrent requests, and conserves SWITCH', async () => {
      const user = await minerWith(6);
      await startCampaign(19);
      await deposit(world, user, 'TON', '1');
      const minedBefore = await got(user);
      const key = newKey();
      // The same key three times at once, then five other keys at once, then the first key again.
      const sameKey = await Promise.all([0, 1, 2].map(() => callRaw(world, user, c.claimAuction, { body: {}, idempotencyKey: key })));
      const others = await Promise.all([0, 1, 2, 3, 4].map(() => callRaw(world, user, c.claimAuction, { body: {}, idempotencyKey: newKey() })));
      const replay = await callRaw(world, user, c.claimAuction, { body: {}, idempotencyKey: key });
      const paid = [...sameKey, ...others, replay].filter((answer) => answer.status === 200);
      const ids = new Set(paid.map((answer) => (answer.body as { claimId: string }).claimId));
      expect(ids.size).toBe(1);
      for (const answer of [...sameKey, ...others, replay]) expect([200, 409, 422]).toContain(answer.status);
      expect(replay.status).toBe(200);
      const ledger = await burned(user);
      expect(ledger.claims).toBe(1);
      // Day 20: the whole mined amount is paid.
      expect(ledger.paid).toBe(minedBefore);
      expect(ledger.burned).toBe(0n);
      // Conservation: what left the record is what account 0 holds plus what was burned.
      expect(ledger.mined).toBe(minedBefore - (await got(user)));
      expect(await holding(world, user, 'SWITCH')).toBe(ledger.paid);
      expect(ledger.paid + ledger.burned).toBe(ledger.mined);
      expect(await holding(world, user, 'TON')).toBe(nano('1') - GAS);
    });

    it('claim and stake: the stake part becomes one 3-month deposit under replayed and concurrent requests, SWITCH conserved', async () => {
      const user = await minerWith(4);
      await startCampaign(9);
      await deposit(world, user, 'TON', '1');
      const key = newKey();
      const sameKey = await Promise.all([0, 1, 2].map(() => callRaw(world, user, c.claimAuction, { body: { stake: true }, idempotencyKey: key })));
      const replay = await callRaw(world, user, c.claimAuction, { body: { stake: true }, idempotencyKey: key });
      for (const answer of [...sameKey, replay]) expect(answer.status).toBe(200);
      const bodies = [...sameKey, replay].map((answer) => answer.body as { claimId: string; paidAmount: string; stakedAmount: string; burnedAmount: string; depositId: string });
      expect(new Set(bodies.map((body) => body.claimId)).size).toBe(1);
      // Day 10: 50 % of 4 SWITCH is the share; half of it (stakingPart 0.5) is staked, the rest paid.
      expect(bodies[0]).toMatchObject({ paidAmount: '1', stakedAmount: '1', burnedAmount: '2' });
      const deposits = await world.deps.db.query<{ id: string; period: string; amount: string; months: number }>(
        `select id, period, amount_units::text as amount, extract(month from age(ended_at, started_at))::int as months from staking_deposits where user_id = $1`,
        [user.id],
      );
      expect(deposits.rows).toEqual([{ id: bodies[0]?.depositId, period: '3m', amount: nano('1').toString(), months: 3 }]);
      // The staked SWITCH stays in the record, locked; account 0 holds the paid part; nothing else moved.
      expect(await got(user)).toBe(nano('1'));
      const locked = await world.deps.db.query<{ lock: string }>(`select lock_units::text as lock from mining_users where user_id = $1`, [user.id]);
      expect(BigInt(locked.rows[0]?.lock ?? -1)).toBe(nano('1'));
      expect(await holding(world, user, 'SWITCH')).toBe(nano('1'));
      expect(await holding(world, user, 'TON')).toBe(nano('1') - GAS);
      const ledger = await burned(user);
      expect(ledger.claims).toBe(1);
      expect(ledger.mined).toBe(nano('4'));
      expect(ledger.paid + nano('1') + ledger.burned).toBe(ledger.mined);
    });

    it('a share of 1 smallest unit claimed and staked stakes nothing and makes no deposit: all of it is paid', async () => {
      const user = newCaller();
      await call(world, user, c.createUserMining, { body: {} });
      await startCampaign(19);
      await deposit(world, user, 'TON', '1');
      // Day 20 pays 100 %: a share of exactly 1 unit (1e-9 SWITCH), then one of 3 units.
      await world.deps.db.query(`update mining_users set got_units = 1 where user_id = $1`, [user.id]);
      const tiny = await call(world, user, c.claimAuction, { body: { stake: true }, idempotencyKey: newKey() });
      expect(tiny).toMatchObject({ paidAmount: '0.000000001', stakedAmount: '0', depositId: null, burnedAmount: '0' });
      expect(await holding(world, user, 'SWITCH')).toBe(1n);
      world.deps.clock.advance(5_000);
      expect((await call(world, user, c.auction)).lastClaim).toMatchObject({ paidAmount: '0.000000001', stakedAmount: '0' });
      await world.deps.db.query(`update mining_users set got_units = 3 where user_id = $1`, [user.id]);
      const split = await call(world, user, c.claimAuction, { body: { stake: true }, idempotencyKey: newKey() });
      expect(split).toMatchObject({ paidAmount: '0.000000002', stakedAmount: '0.000000001' });
      expect(split.depositId).toMatch(/.+/);
      const deposits = await world.deps.db.query<{ amount: string }>(`select amount_units::text as amount from staking_deposits where user_id = $1`, [user.id]);
      expect(deposits.rows).toEqual([{ amount: '1' }]);
      expect((await call(world, user, c.auction)).lastClaim?.stakedAmount).toBe('0.000000001');
    });

    it('a send the control fails is sending for 5 s, then failed; it moved nothing, and a new claim pays', async () => {
      const user = await minerWith(4);
      await startCampaign(9);
      await deposit(world, user, 'TON', '1');
      expect((await control(world, 'POST', '/auction/fail-next-send', { userId: user.id })).status).toBe(200);
      const failing = await call(world, user, c.claimAuction, { body: { stake: true }, idempotencyKey: newKey() });
      expect(failing.progressStatus).toBe('sending');
      expect((await call(world, user, c.auction)).progressStatus).toBe('sending');
      world.deps.clock.advance(5_000);
      const failed = await call(world, user, c.auction);
      expect(failed).toMatchObject({ progressStatus: 'failed', hasSuccessSwitchSend: false, gotAmount: '4', availableAmount: '2' });
      expect(failed.lastClaim?.claimId).toBe(failing.claimId);
      expect(await got(user)).toBe(nano('4'));
      expect(await holding(world, user, 'SWITCH')).toBe(0n);
      expect(await holding(world, user, 'TON')).toBe(nano('1'));
      const deposits = await world.deps.db.query(`select 1 from staking_deposits where user_id = $1`, [user.id]);
      expect(deposits.rows).toHaveLength(0);
      // The mark is used up: the next claim's send lands.
      const paid = await call(world, user, c.claimAuction, { body: {}, idempotencyKey: newKey() });
      expect(paid.paidAmount).toBe('2');
      world.deps.clock.advance(5_000);
      expect(await call(world, user, c.auction)).toMatchObject({ progressStatus: 'responsed', hasSuccessSwitchSend: true });
      expect(await holding(world, user, 'SWITCH')).toBe(nano('2'));
      // A malformed mark is refused.
      expect((await control(world, 'POST', '/auction/fail-next-send', { userId: 'alice' })).status).toBe(400);
    });

    it('conserves SWITCH over many users claiming at once on different days', async () => {
      const users = await Promise.all([1, 2, 3, 4].map((hours) => minerWith(hours)));
      await startCampaign(6);
      for (const user of users) await deposit(world, user, 'TON', '1');
      const before = await Promise.all(users.map((user) => got(user)));
      await Promise.all(users.flatMap((user) => [0, 1].map(() => callRaw(world, user, c.claimAuction, { body: {}, idempotencyKey: newKey() }))));
      for (const [index, user] of users.entries()) {
        const ledger = await burned(user);
        expect(ledger.claims).toBe(1);
        expect(ledger.mined).toBe((before[index] ?? 0n) - (await got(user)));
        expect(ledger.paid + ledger.burned).toBe(ledger.mined);
        // Day 7: 35 %, floored to the unit.
        expect(ledger.paid).toBe((ledger.mined * 3500n) / 10_000n);
        expect(await holding(world, user, 'SWITCH')).toBe(ledger.paid);
      }
    });
  });
}
