/**
 * The banners' campaign ends, kept in the mining settings so tests and the host page can move them
 * (POST /sandbox/banners/campaigns). The defaults are the seed's dates (seed 001 §9): the
 * open-league airdrop until 17 Dec 2024 (the whole day), the invite contest until the trade
 * contest's end, the donate banner only before 2025-06-10.
 */
import type { Queryable } from '../../platform/store/database';

export interface BannerCampaignEnds {
  readonly openLeague: string;
  readonly inviteContest: string;
  readonly donate: string;
}

export const DEFAULT_BANNER_CAMPAIGNS: BannerCampaignEnds = {
  openLeague: '2024-12-18T00:00:00.000Z',
  inviteContest: '2025-05-01T23:59:59.000Z',
  donate: '2025-06-10T00:00:00.000Z',
};

const SETTING = 'banners.campaigns';

export async function bannerCampaigns(q: Queryable): Promise<BannerCampaignEnds> {
  const result = await q.query<{ value: Partial<BannerCampaignEnds> }>('select value from mining_settings where key = $1', [SETTING]);
  return { ...DEFAULT_BANNER_CAMPAIGNS, ...(result.rows[0]?.value ?? {}) };
}

/** Moves some campaign ends; the others keep theirs. */
export async function setBannerCampaigns(q: Queryable, ends: Partial<BannerCampaignEnds>): Promise<BannerCampaignEnds> {
  const next = { ...(await bannerCampaigns(q)), ...ends };
  await q.query(
    'insert into mining_settings (key, value) values ($1, $2::jsonb) on conflict (key) do update set value = excluded.value',
    [SETTING, JSON.stringify(next)],
  );
  return next;
}
