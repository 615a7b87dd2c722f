/**
 * The sandbox's airdrops (seed 001 §3 "Airdrop"; docs/decisions/airdrops.md "Airdrops (issue 20)"): the
 * backend's configuration, never the client's. Each has a deadline, the speed an entered user mines
 * more until it, its winners and prize pool (USDT: a number or a range), and its tasks, each checked
 * against the sandbox's records: a channel (or the X account, kept as the channel `x_<account>`)
 * the host page's Join set, or deposits of a token in the wallet's ledger since the airdrop began.
 */
import { UNITS_PER_SWITCH } from '../shared/config';

export type AirdropTaskSpec =
  | { readonly code: 'subscription' | 'subscriptionTwitter'; readonly channel: string; readonly url: string }
  /** Deposits of `symbol` on TON worth at least `minUsd` in all, since the airdrop began. */
  | { readonly code: 'deposit'; readonly symbol: string; readonly minUsd: number };

export interface CatalogueAirdrop {
  readonly id: string;
  readonly code: string;
  readonly startsAt: string;
  readonly deadline: string;
  /** 1e-9 SWITCH per hour an entered user mines more, until the deadline. */
  readonly unitsPerHour: bigint;
  readonly winners: number;
  /** USDT, whole: one figure, or a range. */
  readonly pool: string | { readonly min: string; readonly max: string };
  readonly tasks: readonly AirdropTaskSpec[];
}

/** Seed 001 §6: airdrops unlock after inviting 3 friends. */
export const AIRDROP_FRIENDS_REQUIRED = 3;

export const AIRDROPS: readonly CatalogueAirdrop[] = [
  {
    // Seed 001 §3: "A liquid-staking partner airdrop has a prize pool range of 500 to 1000."
    id: 'ad-liquid-staking',
    code: 'liquidStaking',
    startsAt: '2025-01-01T00:00:00.000Z',
    deadline: '2027-03-31T23:59:59.000Z',
    unitsPerHour: UNITS_PER_SWITCH,
    winners: 50,
    pool: { min: '500', max: '1000' },
    tasks: [
      { code: 'subscription', channel: 'liquid_staking', url: 'https://t.me/liquid_staking' },
      { code: 'deposit', symbol: 'TON', minUsd: 10 },
    ],
  },
  {
    id: 'ad-switch-launch',
    code: 'switchLaunch',
    startsAt: '2025-01-01T00:00:00.000Z',
    deadline: '2027-06-30T23:59:59.000Z',
    unitsPerHour: UNITS_PER_SWITCH / 2n,
    winners: 100,
    pool: '10000',
    tasks: [
      { code: 'subscription', channel: 'switch_news', url: 'https://t.me/switch_news' },
      { code: 'subscriptionTwitter', channel: 'x_switch_wallet', url: 'https://x.com/switch_wallet' },
    ],
  },
];

export const catalogueAirdrop = (id: string): CatalogueAirdrop | undefined => AIRDROPS.find((airdrop) => airdrop.id === id);
