/**
 * Friends, referrals, guilds and alliances over the real apps (issue 21), on PGlite and PostgreSQL:
 * the referral rule (once, no self-invite, no cycle, the fixed bonus), referral shares exact and
 * paid once under concurrent claims and replays, every bonus traceable in the ledger, the friends
 * pages, join and leave keeping alliance totals the sum of their members, and ranks from the
 * recomputed thresholds equal to the exact percentile rule.
 */
import { describe, expect, it } from 'vitest';
import { frensContract } from '../../adapters/http/contract/mining/frens';
import { guildsContract } from '../../adapters/http/contract/mining/guilds';
import { stakingContract } from '../../adapters/http/contract/mining/staking';
import { refreshRanks } from '../../sandbox/mining/guilds/ranks-refresh';
import { guildLeaderboard, rankCard } from '../../sandbox/mining/guilds/engine';
import { minedUnitsReader } from '../../sandbox/mining/guilds/mined-batch';
import { aheadOf, currentRankSnapshot, rankCuts, type RankSnapshot } from '../../sandbox/mining/guilds/rank-snapshot';
import { rankWalk } from '../../sandbox/mining/guilds/rank-walk';
import { rankLoading } from '../../sandbox/mining/guilds/rank-load';
import { guildRank, guildRankOf } from '../../sandbox/mining/shared/rank';
import type { Queryable } from '../../sandbox/platform/store/database';
import type { SandboxDeps } from '../../sandbox/platform/deps';
import { type ManualClock } from '../support/manual-clock';
import { call, callRaw, control, HOUR, miningCalls, nano, newCaller, newKey, type Caller, suiteWorld } from './mining-support';

const c = { ...miningCalls, ...frensContract, ...guildsContract, ...stakingContract };
const CAROL = { id: 1003, firstName: 'Carol' };

export function frensGuildsSuite(open: (clock: ManualClock) => Promise<SandboxDeps & { clock: ManualClock }>): void {
  const world = suiteWorld(open);

  const create = (user: Caller, ref?: string) => call(world, user, c.createUserMining, { body: ref === undefined ? {} : { ref } });
  const claim = (user: Caller, key = newKey()) => callRaw(world, user, c.claimMining, { body: {}, idempotencyKey: key });
  const stats = (user: Caller) => call(world, user, c.referralStats);
  const got = async (user: Caller) => nano((await call(world, user, c.getUserMining)).mining.gotAmount);
  const sharesTo = async (user: Caller) => {
    const result = await world.deps.db.query<{ level: number; units: string }>(
      `select level, coalesce(sum(units), 0)::text as units from mining_referral_shares where beneficiary_id = $1 group by level`,
      [user.id],
    );
    return { 1: BigInt(result.rows.find((r) => r.level === 1)?.units ?? '0'), 2: BigInt(result.rows.find((r) => r.level === 2)?.units ?? '0') };
  };

  describe('the referral rule', () => {
    it('records the inviter once, with the fixed bonus to both sides (60 Premium, 30 ordinary)', async () => {
      const alice = newCaller();
      const bob = newCaller();
      const pat = newCaller({ isPremium: true });
      await create(alice);
      expect((await create(bob, String(alice.id))).referral).toBe('accepted');
      expect((await create(pat, String(alice.id))).referral).toBe('accepted');
      // A second launch with another code changes nothing.
      expect((await create(bob, String(pat.id))).referral).toBe('none');
      expect(await stats(alice)).toEqual({ premium_friends: 1, ordinary_friends: 1, friends_bonus: '90', friends_2_bonus: '0' });
      expect(await got(bob)).toBe(30_000_000_000n);
      expect(await got(pat)).toBe(60_000_000_000n);
      const ledger = await call(world, alice, c.referralLedger);
      expect(ledger.result.map((line) => [line.firstName, line.joinBonus, line.isPremium])).toEqual([
        [bob.firstName, '30', false],
        [pat.firstName, '60', true],
      ]);
    });

    it('records the inviter once when two creations carrying the code arrive at once (two screens opened first, issue 42)', async () => {
      const alice = newCaller();
      await create(alice);
      const before = await got(alice);
      for (let round = 0; round < 3; round++) {
        const friend = newCaller();
        const answers = await Promise.all([create(friend, String(alice.id)), create(friend, String(alice.id)), create(friend, String(alice.id))]);
        expect(answers.filter((answer) => answer.created)).toHaveLength(1);
        expect(answers.map((answer) => answer.referral).sort()).toEqual(['accepted', 'none', 'none']);
        expect(await got(friend)).toBe(30_000_000_000n);
      }
      expect(await stats(alice)).toMatchObject({ ordinary_friends: 3, friends_bonus: '90' });
      expect((await got(alice)) - before).toBe(90_000_000_000n);
      expect((await call(world, alice, c.referralLedger)).result.map((line) => line.joinBonus)).toEqual(['30', '30', '30']);
    });

    it('refuses a self-invite and a code naming no miner', async () => {
      const dan = newCaller();
      expect((await create(dan, String(dan.id))).referral).toBe('refused');
      const eve = newCaller();
      expect((await create(eve, '999999999999')).referral).toBe('refused');
      // The longest code a launch takes (64 characters) is read, not refused as a malformed body.
      const frank = newCaller();
      expect((await create(frank, 'x'.repeat(64))).referral).toBe('refused');
      expect(await stats(dan)).toMatchObject({ premium_friends: 0, ordinary_friends: 0 });
    });

    it('cannot build a cycle: an existing miner is never re-invited by someone below them', async () => {
      const a = newCaller();
      const b = newCaller();
      const d = newCaller();
      await create(a);
      await create(b, String(a.id));
      await create(d, String(b.id));
      expect((await create(a, String(d.id))).referral).toBe('none');
      const inviter = await world.deps.db.query<{ inviter_id: string | null }>(`select inviter_id from mining_users where user_id = $1`, [a.id]);
      expect(inviter.rows[0]?.inviter_id).toBeNull();
      expect(await stats(d)).toMatchObject({ ordinary_friends: 0 });
    });
  });

  describe('referral shares', () => {
    it('are exact (10 % and 2 %) and paid once under concurrent claims and replays, and the ledger adds up to the stats', async () => {
      const grand = newCaller();
      const alice = newCaller();
      const bob = newCaller();
      await create(grand);
      await create(alice, String(grand.id));
      await create(bob, String(alice.id));
      world.deps.clock.advance(3 * HOUR + 7_000);
      const key = newKey();
      const answers = await Promise.all([claim(bob, key), claim(bob, key), claim(bob), claim(bob), claim(bob)]);
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      const claimed = await world.deps.db.query<{ units: string }>(`select coalesce(sum(claimed_units), 0)::text as units from mining_claims where user_id = $1`, [bob.id]);
      const total = BigInt(claimed.rows[0]?.units ?? '0');
      expect(total).toBeGreaterThan(0n);
      const toAlice = await sharesTo(alice);
      const toGrand = await sharesTo(grand);
      expect(toAlice[1]).toBe((total * 10n) / 100n);
      expect(toGrand[2]).toBe((total * 2n) / 100n);
      const aliceStats = await stats(alice);
      expect(nano(aliceStats.friends_bonus)).toBe(30_000_000_000n + toAlice[1]);
      expect(nano((await stats(grand)).friends_2_bonus)).toBe(toGrand[2]);
      const line = (await call(world, alice, c.referralLedger)).result[0];
      expect(line && nano(line.claimsShare)).toBe(toAlice[1]);
      const grandLine = (await call(world, grand, c.referralLedger)).result[0];
      expect(grandLine && nano(grandLine.friendsShare)).toBe(toGrand[2]);
      expect(grandLine?.friendsClaims).toBeGreaterThanOrEqual(1);
      const friend = (await call(world, alice, c.listFriends)).result[0];
      expect(friend && nano(friend.bonus)).toBe(30_000_000_000n + toAlice[1]);
    });
  });

  describe('the seeded friends', () => {
    it('got their invite’s bonus by the rule of real invites: carol’s 14 friends show it in her stats and ledger (issue 42)', async () => {
      await create(CAROL);
      const carol = await stats(CAROL);
      expect(carol.premium_friends + carol.ordinary_friends).toBe(14);
      expect(carol.friends_bonus).toBe(String(60 * carol.premium_friends + 30 * carol.ordinary_friends));
      const ledger = await call(world, CAROL, c.referralLedger);
      expect(ledger.result.length).toBeGreaterThan(0);
      for (const line of ledger.result) expect(line.joinBonus).toBe(line.isPremium ? '60' : '30');
    });
  });

  describe('the friends list', () => {
    it('pages 10 at a time by an opaque token until there is none; a forged token is refused', async () => {
      await create(CAROL);
      const first = await call(world, CAROL, c.listFriends, { query: { limit: '10' } });
      expect(first.result).toHaveLength(10);
      expect(first.nextToken).not.toBeNull();
      const second = await call(world, CAROL, c.listFriends, { query: { limit: '10', pageToken: first.nextToken ?? '' } });
      expect(second.result).toHaveLength(4);
      expect(second.nextToken).toBeNull();
      expect(new Set([...first.result, ...second.result].map((f) => f.firstName)).size).toBe(14);
      expect((await callRaw(world, CAROL, c.listFriends, { query: { pageToken: 'Zm9yZ2Vk' } })).status).toBe(400);
      expect((await callRaw(world, CAROL, c.listFriends, { query: { pageToken: '<script>' } })).status).toBe(400);
    });
  });

  describe('alliances', () => {
    const liveSums = async () =>
      (
        await world.deps.db.query<{ ok: boolean }>(
          `select bool_and(t.total_units = coalesce(s.total, 0) and t.users = coalesce(s.users, 0)) as ok from mining_alliance_totals t
           left join (select alliance, sum(got_units) as total, count(*)::int as users from mining_users where alliance is not null group by alliance) s on s.alliance = t.name`,
        )
      ).rows[0]?.ok;

    it('are made on first join, join replaces, leave clears, and totals stay the sums of members', async () => {
      const joiner = newCaller();
      await create(joiner);
      world.deps.clock.advance(HOUR);
      await claim(joiner);
      const mine = await got(joiner);
      expect(await call(world, joiner, c.setAlliance, { query: { alliance: 'Brand_New_Guild' } })).toEqual({ alliance: 'brand_new_guild' });
      const made = await call(world, joiner, c.alliance, { params: { name: 'brand_new_guild' } });
      expect(made).toMatchObject({ name: 'brand_new_guild', title: 'Brand New Guild', users: 1, member: true, userRank: 1, stakingRequired: false });
      expect(nano(made.totalMined)).toBe(mine);
      const before = await call(world, joiner, c.alliance, { params: { name: 'ton_titans' } });
      await call(world, joiner, c.setAlliance, { query: { alliance: 'ton_titans' } });
      expect((await call(world, joiner, c.alliance, { params: { name: 'brand_new_guild' } })).users).toBe(0);
      const joined = await call(world, joiner, c.alliance, { params: { name: 'ton_titans' } });
      expect(joined.users).toBe(before.users + 1);
      expect(nano(joined.totalMined)).toBe(nano(before.totalMined) + mine);
      expect((await call(world, joiner, c.getUserMining)).mining.alliance).toBe('ton_titans');
      // A member's claim carries the 5 % alliance bonus.
      world.deps.clock.advance(HOUR);
      const receipt = c.claimMining.response.parse((await claim(joiner)).body);
      expect(nano(receipt.allianceBonus)).toBe((nano(receipt.claimedAmount) * 5n) / 100n);
      await refreshRanks(world.deps.db);
      expect(await liveSums()).toBe(true);
      const board = await call(world, joiner, c.allianceLeaderboard, { params: { rank: '1' } });
      expect(board.user?.name).toBe('ton_titans');
      expect(board.userRank).toBeGreaterThanOrEqual(1);
      expect(await call(world, joiner, c.setAlliance)).toEqual({ alliance: null });
      const left = await call(world, joiner, c.alliance, { params: { name: 'ton_titans' } });
      expect(left.users).toBe(before.users);
      expect(left.member).toBe(false);
      await refreshRanks(world.deps.db);
      expect(await liveSums()).toBe(true);
    });

    it('an unknown name is 404, a hostile one 400, and joining may need staking first (the staking status decides)', async () => {
      const user = newCaller();
      await create(user);
      expect((await callRaw(world, user, c.alliance, { params: { name: 'no_such_guild' } })).status).toBe(404);
      expect((await callRaw(world, user, c.alliance, { params: { name: '<img src=x>' } })).status).toBe(400);
      expect((await callRaw(world, user, c.setAlliance, { query: { alliance: 'a b' } })).status).toBe(400);
      await control(world, 'POST', '/guilds/staking-required', { required: true });
      try {
        expect(await call(world, user, c.stakingStatus)).toEqual({ hasStaking: false });
        expect((await call(world, user, c.alliance, { params: { name: 'ton_titans' } })).stakingRequired).toBe(true);
        const refused = await callRaw(world, user, c.setAlliance, { query: { alliance: 'ton_titans' } });
        expect(refused.status).toBe(409);
        expect(refused.body).toMatchObject({ code: 'staking-required' });
        // The staking status decides: once the user stakes (GET /staking says so), the page no longer
        // asks and the join goes through.
        expect((await control(world, 'POST', '/staking/mined', { userId: user.id, amount: '1000' })).status).toBe(200);
        expect((await callRaw(world, user, c.stakingDeposit, { body: { amount: '100', period: '1y' }, idempotencyKey: newKey() })).status).toBe(200);
        expect(await call(world, user, c.stakingStatus)).toEqual({ hasStaking: true });
        expect((await call(world, user, c.alliance, { params: { name: 'ton_titans' } })).stakingRequired).toBe(false);
        expect(await call(world, user, c.setAlliance, { query: { alliance: 'ton_titans' } })).toEqual({ alliance: 'ton_titans' });
        await call(world, user, c.setAlliance);
      } finally {
        await control(world, 'POST', '/guilds/staking-required', { required: false });
      }
    });
  });

  describe('ranks from recomputed thresholds', () => {
    it('equal the exact percentile rule, and places equal the exact count, right after a recomputation', async () => {
      const snapshot = await refreshRanks(world.deps.db);
      // Up to rankCuts.count miners every amount is a cut, so places are exact (rank-snapshot.ts).
      expect(snapshot.width).toBe(1);
      const sample = await world.deps.db.query<{ got_units: string }>(
        `select got_units::text from mining_users where got_units > 0 order by user_id % 97, user_id limit 60`,
      );
      const total = await world.deps.db.query<{ n: number }>(`select count(*)::int as n from mining_users where got_units > 0`);
      const miners = total.rows[0]?.n ?? 0;
      for (const row of sample.rows) {
        const units = BigInt(row.got_units);
        const exact = await world.deps.db.query<{ n: number }>(`select count(*)::int as n from mining_users where got_units > $1::numeric`, [row.got_units]);
        const ahead = exact.rows[0]?.n ?? 0;
        expect(aheadOf(snapshot.cuts, units)).toBe(ahead);
        expect(await guildRankOf(world.deps.db, units)).toBe(guildRank(units, ahead, miners));
      }
    });

    it('walked in chunks (a million miners’ way), the recomputation gives the one statement’s cuts, thresholds and alliance totals', async () => {
      const { db } = world.deps;
      // Peers across what will be a chunk's bound and inside one: equal amounts share one place.
      const tied = await db.query<{ user_id: number }>(`select user_id from mining_users where got_units > 0 order by got_units desc, user_id offset 290 limit 12`);
      await db.query(`update mining_users set got_units = (select got_units from mining_users where user_id = $1) where user_id = any($2::bigint[])`, [
        tied.rows[0]?.user_id,
        tied.rows.map((row) => row.user_id),
      ]);
      const settings = { ...rankWalk };
      const cuts = rankCuts.count;
      // A cut every few places (a width above 1), so the places in a chunk count from the ones above it.
      rankCuts.count = 97;
      try {
        const whole = await refreshRanks(db);
        expect(whole.width).toBeGreaterThan(1);
        Object.assign(rankWalk, { chunkRows: 150, restFactor: 0 });
        const chunked = await refreshRanks(db);
        expect(chunked.version).toBeGreaterThan(whole.version);
        expect(chunked.population).toBe(whole.population);
        expect(chunked.width).toBe(whole.width);
        expect(chunked.thresholds).toEqual(whole.thresholds);
        expect(chunked.cuts).toEqual(whole.cuts);
        expect(chunked.alliances.totalOf).toEqual(whole.alliances.totalOf);
        expect(chunked.alliances.totals).toEqual(whole.alliances.totals);
        // Several alliances, so their ranges of names (one per chunk of miners) hold some each.
        expect(whole.alliances.totalOf.size).toBeGreaterThan(14);
      } finally {
        Object.assign(rankWalk, settings);
        rankCuts.count = cuts;
        await refreshRanks(db);
      }
    });

    it('a leaderboard lists only its rank, and the rank card agrees with the record', async () => {
      await create(CAROL);
      await refreshRanks(world.deps.db);
      const card = await call(world, CAROL, c.rankCard);
      const record = await call(world, CAROL, c.getUserMining);
      expect(card.guild).toBe(record.mining.guild);
      for (const rank of [1, 2, 3, 4, 5]) {
        const board = await call(world, CAROL, c.guildLeaderboard, { params: { rank: String(rank) } });
        expect(board.top.length).toBeGreaterThan(0);
        for (const leader of board.top) expect(await guildRankOf(world.deps.db, nano(leader.gotAmount))).toBe(rank);
      }
    });

    it('a new snapshot is loaded in slices and swapped in whole: reads meanwhile see the old one or the new one, and answer exactly', async () => {
      const { db } = world.deps;
      const old = await refreshRanks(db);
      // No amount changes in this test, so every whole snapshot gives every miner its exact place.
      const sample = (
        await db.query<{ user_id: number; got_units: string }>(
          `select user_id, got_units::text from mining_users where got_units > 0 order by user_id % 89, user_id limit 20`,
        )
      ).rows;
      const exact = new Map<number, number>();
      for (const row of sample) {
        const ahead = await db.query<{ n: number }>(`select count(*)::int as n from mining_users where got_units > $1::numeric`, [row.got_units]);
        exact.set(Number(row.user_id), (ahead.rows[0]?.n ?? 0) + 1);
      }
      const amounts = await db.query<{ n: number }>(`select count(distinct got_units)::int as n from mining_users where got_units > 0`);
      const alliances = await db.query<{ n: number }>(`select count(*)::int as n from mining_alliances`);
      const problems: string[] = [];
      const check = async (where: string): Promise<void> => {
        const snapshot: RankSnapshot | undefined = currentRankSnapshot(db);
        if (!snapshot) return void problems.push(`${where}: no snapshot`);
        if (snapshot.cuts.length !== amounts.rows[0]?.n) problems.push(`${where}: ${String(snapshot.cuts.length)} cuts of ${String(amounts.rows[0]?.n)}`);
        if (snapshot.alliances.totals.length !== alliances.rows[0]?.n) problems.push(`${where}: ${String(snapshot.alliances.totals.length)} alliances`);
        const cards = await Promise.all(sample.map((row) => rankCard(minedUnitsReader(db), snapshot, Number(row.user_id))));
        for (const [index, card] of cards.entries()) {
          const userId = Number(sample[index]?.user_id);
          if (card.place !== exact.get(userId)) problems.push(`${where}: miner ${String(userId)} at ${String(card.place)}, exactly ${String(exact.get(userId))}`);
        }
      };
      const { pageRows, pause } = rankLoading;
      let pauses = 0;
      let reads = 0;
      let loading = true;
      // Small pages, so the load takes many slices; at each pause, and between them, a read.
      rankLoading.pageRows = 25;
      rankLoading.pause = async () => {
        pauses++;
        await check(`pause ${String(pauses)}`);
        await pause();
      };
      const reader = (async () => {
        while (loading) {
          await new Promise((resolve) => setImmediate(resolve));
          await check(`read ${String(++reads)}`);
        }
      })();
      let next: RankSnapshot;
      try {
        next = await refreshRanks(db);
      } finally {
        loading = false;
        Object.assign(rankLoading, { pageRows, pause });
        await reader;
      }
      expect(problems).toEqual([]);
      expect(next.version).toBeGreaterThan(old.version);
      expect(currentRankSnapshot(db)).toBe(next);
      // It was loaded in slices, and the old snapshot answered until the new one was whole.
      expect(pauses).toBeGreaterThanOrEqual(Math.floor((amounts.rows[0]?.n ?? 0) / 25));
      expect(reads).toBeGreaterThan(0);
    });

    it('rank reads touch only the callers’ own rows, in one batch: no count over the population, whatever its size', async () => {
      await create(CAROL);
      const others = [newCaller(), newCaller()];
      for (const other of others) await create(other);
      const snapshot = await refreshRanks(world.deps.db);
      const statements: string[] = [];
      const recording: Queryable = {
        query: (sql, params) => {
          statements.push(sql);
          return world.deps.db.query(sql, params);
        },
      };
      const minedUnits = minedUnitsReader(recording);
      // Reads that arrive together, as fifty readers' do: one statement serves them all.
      const answers = await Promise.all([
        ...[1, 2, 3, 4, 5].map((rank) => guildLeaderboard(minedUnits, snapshot, CAROL.id, CAROL.firstName, rank)),
        ...[CAROL, ...others].map((user) => rankCard(minedUnits, snapshot, user.id)),
      ]);
      expect(answers).toHaveLength(8);
      expect(statements).toHaveLength(1);
      for (const sql of statements) {
        expect(sql).toMatch(/ from mining_users where user_id = any\(\$1::bigint\[\]\)$/);
        expect(sql).not.toMatch(/count\(|join|order by/i);
      }
      // A caller without a mining record is refused, as before.
      await expect(rankCard(minedUnits, snapshot, newCaller().id)).rejects.toMatchObject({ code: 'no-mining' });
    });
  });
}
