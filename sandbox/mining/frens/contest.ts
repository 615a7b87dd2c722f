/**
 * The trade contest on the friends screen (seed 001 §2 "Frens screen"): its end and prize are the
 * backend's configuration, kept in the mining settings so tests and the host page can move the
 * end (POST /sandbox/frens/contest). Defaults are the seed's: 2025-05-01 23:59:59 UTC, 11000 USDT
 * and 1,100,000 SWITCH.
 */
import type { Queryable } from '../../platform/store/database';

export interface TradeContest {
  readonly endsAt: string;
  readonly prizeUsdt: string;
  readonly prizeSwitch: string;
}

export const DEFAULT_TRADE_CONTEST: TradeContest = { endsAt: '2025-05-01T23:59:59.000Z', prizeUsdt: '11000', prizeSwitch: '1100000' };

const SETTING = 'frens.contest';

export async function tradeContest(q: Queryable): Promise<TradeContest> {
  const result = await q.query<{ value: Partial<TradeContest> }>('select value from mining_settings where key = $1', [SETTING]);
  return { ...DEFAULT_TRADE_CONTEST, ...(result.rows[0]?.value ?? {}) };
}

export async function setTradeContest(q: Queryable, change: Partial<TradeContest>): Promise<TradeContest> {
  const next = { ...(await tradeContest(q)), ...change };
  await q.query('insert into mining_settings (key, value) values ($1, $2::jsonb) on conflict (key) do update set value = excluded.value', [
    SETTING,
    JSON.stringify(next),
  ]);
  return next;
}
