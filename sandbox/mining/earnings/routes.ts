/**
 * GET /mining/minedByDay (issue 38 "Mining in pictures"): the caller's SWITCH credited per UTC day
 * over the last 30 days, summed by the database from its own rows (claims and autoclaims from
 * mining_claims, referral shares from mining_referral_shares dated by their claim) in integer
 * units, so each day equals the rows of that day exactly. Read as the record is (settledMiner): an
 * autoclaim due is written first, so the days include it; the window ends with today by the
 * sandbox (database) clock.
 */
import { Hono } from 'hono';
import { earningsContract, MINED_DAYS } from '../../../adapters/http/contract/mining/earnings';
import { DAY_MS } from '../../../domain/shared/countdown';
import type { Queryable } from '../../main/engine/ledger';
import type { SandboxDeps, SandboxEnv } from '../../platform/deps';
import { mount } from '../../platform/http/contract-route';
import { settledMiner } from '../shared/current';
import { switchText } from '../shared/miner';

type Kind = 'claims' | 'autoclaims' | 'referrals';

/** The days' sums by kind, each a numeric summed on integer units and read as text (no float on the way). */
async function dailySums(q: Queryable, userId: number, from: number, to: number): Promise<Map<string, Record<Kind, bigint>>> {
  const { rows } = await q.query<{ day: string; kind: Kind; units: string }>(
    `select to_char(claimed_at at time zone 'UTC', 'YYYY-MM-DD') as day,
            case kind when 'auto' then 'autoclaims' else 'claims' end as kind,
            sum(claimed_units + verified_bonus_units + alliance_bonus_units)::text as units
       from mining_claims
      where user_id = $1 and claimed_at >= $2::timestamptz and claimed_at < $3::timestamptz
      group by 1, 2
     union all
     select to_char(c.claimed_at at time zone 'UTC', 'YYYY-MM-DD'), 'referrals', sum(s.units)::text
       from mining_referral_shares s join mining_claims c on c.id = s.claim_id
      where s.beneficiary_id = $1 and c.claimed_at >= $2::timestamptz and c.claimed_at < $3::timestamptz
      group by 1`,
    [userId, new Date(from).toISOString(), new Date(to).toISOString()],
  );
  const days = new Map<string, Record<Kind, bigint>>();
  for (const row of rows) {
    const day = days.get(row.day) ?? { claims: 0n, autoclaims: 0n, referrals: 0n };
    day[row.kind] += BigInt(row.units);
    days.set(row.day, day);
  }
  return days;
}

export function earningsRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  mount(routes, deps, earningsContract.minedByDay, async ({ user }) =>
    settledMiner(deps.db, deps.clock, user.id, async (q, { now }) => {
      const tomorrow = (Math.floor(now / DAY_MS) + 1) * DAY_MS;
      const from = tomorrow - MINED_DAYS * DAY_MS;
      const sums = await dailySums(q, user.id, from, tomorrow);
      const days = Array.from({ length: MINED_DAYS }, (_, index) => {
        const day = new Date(from + index * DAY_MS).toISOString().slice(0, 10);
        const sum = sums.get(day) ?? { claims: 0n, autoclaims: 0n, referrals: 0n };
        return { day, claims: switchText(sum.claims), autoclaims: switchText(sum.autoclaims), referrals: switchText(sum.referrals) };
      });
      return { days, serverTime: new Date(now).toISOString() };
    }),
  );
  return routes;
}
