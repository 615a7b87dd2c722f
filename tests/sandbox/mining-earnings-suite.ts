/**
 * SWITCH mined per UTC day (issue 38 "Mining in pictures"), over the real apps: GET
 * /mining/minedByDay answers the last 30 UTC days, each day's claims, autoclaims and referral shares
 * equal to the sums of the database's own rows of that day, across UTC midnight on the sandbox
 * clock, and today last.
 */
import { expect, it } from 'vitest';
import { earningsContract, MINED_DAYS } from '../../adapters/http/contract/mining/earnings';
import { CLAIM_PERIOD_MS } from '../../domain/mining/shared/accrual';
import { DAY_MS } from '../../domain/shared/countdown';
import type { SandboxDeps } from '../../sandbox/platform/deps';
import type { ManualClock } from '../support/manual-clock';
import { call, HOUR, miningCalls, nano, newCaller, newKey, type Caller, suiteWorld, newMiner } from './mining-support';

const c = { ...miningCalls, ...earningsContract };
const utcDay = (at: number): string => new Date(at).toISOString().slice(0, 10);

type Sums = Record<string, { claims: bigint; autoclaims: bigint; referrals: bigint }>;

export function earningsSuite(open: (clock: ManualClock) => Promise<SandboxDeps & { clock: ManualClock }>): void {
  const world = suiteWorld(open);

  const days = async (user: Caller) => (await call(world, user, c.minedByDay)).days;
  const claim = (user: Caller) => call(world, user, c.claimMining, { body: {}, idempotencyKey: newKey() });
  /** The clock at the next UTC midnight plus `offset` ms. */
  const aroundMidnight = (offset: number): number => (Math.floor(world.deps.clock.now() / DAY_MS) + 1) * DAY_MS + offset;

  /** The rows themselves, summed by UTC day in JavaScript: what every day of the answer must equal. */
  async function rowSums(user: Caller): Promise<Sums> {
    const sums: Sums = {};
    const at = (time: Date | string) => (sums[utcDay(new Date(time).getTime())] ??= { claims: 0n, autoclaims: 0n, referrals: 0n });
    const claims = await world.deps.db.query<{ kind: string; claimed_units: string; verified_bonus_units: string; alliance_bonus_units: string; claimed_at: Date | string }>(
      `select kind, claimed_units::text, verified_bonus_units::text, alliance_bonus_units::text, claimed_at from mining_claims where user_id = $1`,
      [user.id],
    );
    for (const row of claims.rows) {
      at(row.claimed_at)[row.kind === 'auto' ? 'autoclaims' : 'claims'] += BigInt(row.claimed_units) + BigInt(row.verified_bonus_units) + BigInt(row.alliance_bonus_units);
    }
    const shares = await world.deps.db.query<{ units: string; claimed_at: Date | string }>(
      `select s.units::text, c.claimed_at from mining_referral_shares s join mining_claims c on c.id = s.claim_id where s.beneficiary_id = $1`,
      [user.id],
    );
    for (const row of shares.rows) at(row.claimed_at).referrals += BigInt(row.units);
    return sums;
  }

  /** Every day of the answer equals the rows of that day; rows older than the window are left out. */
  async function expectDaysEqualRows(user: Caller): Promise<void> {
    const answer = await days(user);
    const rows = await rowSums(user);
    const inWindow = new Set(answer.map((day) => day.day));
    for (const day of answer) {
      const expected = rows[day.day] ?? { claims: 0n, autoclaims: 0n, referrals: 0n };
      expect({ day: day.day, claims: nano(day.claims), autoclaims: nano(day.autoclaims), referrals: nano(day.referrals) }).toEqual({ day: day.day, ...expected });
    }
    for (const day of Object.keys(rows)) if (!inWindow.has(day)) expect(day < answer[0]!.day).toBe(true);
  }

  it('a new miner has 30 empty UTC days, oldest first, today last by the sandbox clock', async () => {
    const user = await newMiner(world);
    const answer = await days(user);
    expect(answer).toHaveLength(MINED_DAYS);
    const now = world.deps.clock.now();
    expect(answer.at(-1)?.day).toBe(utcDay(now));
    expect(answer[0]?.day).toBe(utcDay(now - (MINED_DAYS - 1) * DAY_MS));
    expect(answer.every((day) => day.claims === '0' && day.autoclaims === '0' && day.referrals === '0')).toBe(true);
  });

  it('claims on both sides of UTC midnight fall on their own days, each day equal to its claim rows', async () => {
    const user = await newMiner(world);
    world.deps.clock.set(aroundMidnight(-HOUR));
    const before = await claim(user);
    const beforeDay = utcDay(world.deps.clock.now());
    world.deps.clock.set(aroundMidnight(-1));
    const atLastMs = await claim(user);
    world.deps.clock.advance(2); // 00:00:00.001 UTC: the next day
    const after = await claim(user);
    const afterDay = utcDay(world.deps.clock.now());
    expect(afterDay).not.toBe(beforeDay);
    const answer = await days(user);
    expect(answer.at(-1)?.day).toBe(afterDay);
    expect(answer.at(-2)?.day).toBe(beforeDay);
    expect(nano(answer.at(-2)!.claims)).toBe(nano(before.creditedAmount) + nano(atLastMs.creditedAmount));
    expect(nano(answer.at(-1)!.claims)).toBe(nano(after.creditedAmount));
    await expectDaysEqualRows(user);
  });

  it('an autoclaim and a friend’s claim are counted apart, each day equal to its rows', async () => {
    const inviter = await newMiner(world);
    const friend = newCaller();
    await call(world, friend, c.createUserMining, { body: { ref: String(inviter.id) } });
    // Autoclaim in force for the inviter from now: every full storage is claimed at its deadline.
    await world.deps.db.query(`update mining_users set autoclaim_from = $2 where user_id = $1`, [inviter.id, new Date(world.deps.clock.now()).toISOString()]);
    world.deps.clock.advance(CLAIM_PERIOD_MS + HOUR);
    const friendClaim = await claim(friend);
    const answer = await days(inviter);
    const today = answer.at(-1)!;
    const rows = await rowSums(inviter);
    const autoTotal = Object.values(rows).reduce((sum, day) => sum + day.autoclaims, 0n);
    expect(autoTotal).toBeGreaterThan(0n);
    expect(nano(today.referrals) + nano(answer.at(-2)!.referrals)).toBe((nano(friendClaim.claimedAmount) * 10n) / 100n);
    await expectDaysEqualRows(inviter);
    await expectDaysEqualRows(friend);
  });

  it('a claim older than 30 UTC days leaves the window', async () => {
    const user = await newMiner(world);
    world.deps.clock.advance(HOUR);
    const first = await claim(user);
    const firstDay = utcDay(world.deps.clock.now());
    expect((await days(user)).at(-1)).toMatchObject({ day: firstDay, claims: first.creditedAmount });
    world.deps.clock.advance((MINED_DAYS - 1) * DAY_MS);
    expect((await days(user))[0]).toMatchObject({ day: firstDay, claims: first.creditedAmount });
    world.deps.clock.advance(DAY_MS);
    const answer = await days(user);
    expect(answer.some((day) => day.day === firstDay)).toBe(false);
    expect(answer.every((day) => day.claims === '0')).toBe(true);
  });
}
