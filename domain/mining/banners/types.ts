/**
 * The full-screen banners (seed 001 §2 "Banners", §3 "Banner state kept locally", §4 "Banner
 * sequence", §9; docs/decisions/banners.md "Banners (issue 25)"): which banners there are, in the order the
 * sequence shows them, how often each is shown, and which campaign date ends it.
 */
/** The banners in the order of the sequence. */
export const BANNER_IDS = [
  'open-league',
  'big-pump-december',
  'sniping',
  'early',
  'deposit-punk',
  'invite-contest',
  'new-trade-flow',
  'district-clash',
  'donate',
] as const;
export type BannerId = (typeof BANNER_IDS)[number];

/** The campaigns whose dates the backend's configuration serves. */
export const BANNER_CAMPAIGNS = ['openLeague', 'inviteContest', 'donate'] as const;
export type BannerCampaign = (typeof BANNER_CAMPAIGNS)[number];

/** When each dated campaign ends (ms since the epoch, the server's clock). */
export type BannerCampaignEnds = Readonly<Record<BannerCampaign, number>>;

export interface BannerDefinition {
  readonly id: BannerId;
  /** How many times it is shown before the next one is selected (seed 001 §9: 1 by default). */
  readonly shows: number;
  /** A dated banner is shown only before its campaign's end, and skipped after it. */
  readonly campaign?: BannerCampaign;
}

/** The donate banner's show limit (seed 001 §9). */
export const DONATE_BANNER_SHOWS = 14;

export const BANNERS: readonly BannerDefinition[] = [
  { id: 'open-league', shows: 1, campaign: 'openLeague' },
  { id: 'big-pump-december', shows: 1 },
  { id: 'sniping', shows: 1 },
  { id: 'early', shows: 1 },
  { id: 'deposit-punk', shows: 1 },
  { id: 'invite-contest', shows: 1, campaign: 'inviteContest' },
  { id: 'new-trade-flow', shows: 1 },
  { id: 'district-clash', shows: 1 },
  { id: 'donate', shows: DONATE_BANNER_SHOWS, campaign: 'donate' },
];

/** At most one banner per 24 h (seed 001 §9 "Banner gap 24 h"). */
export const BANNER_GAP_MS = 24 * 3_600_000;

/** What the campaigns' configuration answers: their ends and the server's time. */
export interface BannerConfig {
  readonly ends: BannerCampaignEnds;
  /** The server's clock at the answer (ms since the epoch). */
  readonly serverTime: number;
}
