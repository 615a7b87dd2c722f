/**
 * The sandbox's task catalogue (seed 001 §3 "Task": every group and type; §9 for the boosts'
 * amounts and durations). It is the backend's configuration: codes, rewards, boost lengths, speed
 * minima, deadlines and links come from here, never from the client. What verifies each task is
 * its `check` (verify.ts): every task names what the server reads to call it done, so none is listed
 * that nothing could ever grant.
 */
import type { TASK_GROUPS, TASK_LISTS, TASK_TYPES } from '../../../adapters/http/contract/mining/tasks';
import type { ChainId } from '../../../domain/chains';
import { UNITS_PER_SWITCH } from '../shared/config';
import type { UserFactName } from '../shared/facts';
import { TASK_RULES } from './config';

export type TaskGroup = (typeof TASK_GROUPS)[number];
export type TaskType = (typeof TASK_TYPES)[number];
export type TaskList = (typeof TASK_LISTS)[number];

/** What the server checks to call a task done (engine.ts `doneAmountOf`). */
export type TaskCheck =
  /** PUNK burns (mining_burns) since the miner's record was created. */
  | { readonly kind: 'burns' }
  /** A claim of the mined storage in the current UTC day (mining_claims). */
  | { readonly kind: 'claim-today' }
  /** Membership of a channel, as the host page set it. */
  | { readonly kind: 'channel'; readonly channel: string }
  /** Membership of every channel of a messenger folder (folders.ts), as the host page's Add folder sets it. */
  | { readonly kind: 'folder'; readonly folder: string }
  /** Coins the user created on BigPump, each counted once by /v2/check/hash (create-coin.ts): doneAmount is the coins counted, each its own boost; never granted by a read. */
  | { readonly kind: 'coins' }
  /** The campaign's secret phrase, sent by /v2/check/sendSolution (meme-phrase.ts): granted only by that call, never by a read. */
  | { readonly kind: 'phrase' }
  /** Swaps above $10 in the wallet's history, on one network (any when null), since the record or in the UTC day. */
  | { readonly kind: 'swaps'; readonly chain: ChainId | null; readonly window: 'record' | 'utc-day' }
  /** Swaps of at least 10 TON paid, or 1.4 million of a coin sold, since the record. */
  | { readonly kind: 'sniping' }
  /** Two of: a swap above $1000, swaps above $2000 in all, 1000 PUNK deposited, a Punk NFT in the user's external wallet. */
  | { readonly kind: 'secret-society' }
  /** Deposits since the record worth $10 or more; the boost scales per dollar up to $100. */
  | { readonly kind: 'deposit-usd' }
  /** PUNK deposited since the record, 20 or more; the boost scales per PUNK up to 8000. */
  | { readonly kind: 'deposit-punk' }
  /** A timed partner task: done once `ms` has passed since the server recorded its start (/v2/check/cfts). */
  | { readonly kind: 'timer'; readonly ms: number }
  /** The emoji status task: a timer of `ms` from the server's recorded start, then the status checked by /boost/checkEmoji (emoji-task.ts), never by a read. */
  | { readonly kind: 'emoji'; readonly ms: number }
  /** A task that needs the connected TON wallet: granted only by its own call with the wallet (wallet-tasks.ts), never by a read. */
  | { readonly kind: 'wallet' }
  /** A fact another feature keeps about the user (shared/facts.ts): autoclaim active, an alliance's member, on the waitlist. */
  | { readonly kind: 'fact'; readonly fact: UserFactName }
  /** The daily reward: granted only by activateDailyBoost (daily.ts), never by a read. */
  | { readonly kind: 'daily-reward' }
  /** The open league's steps (league-steps.ts): the DeFi badge, then a TON swap above $10 after it. */
  | { readonly kind: 'open-league' }
  /** A TON swap into PUNK above $10 since the record, its PUNK held for the hold's hours (swap-hold.ts). */
  | { readonly kind: 'swap-hold' }
  /** Swaps since the record worth `usd` or more in all, each valued at its own instant (the partners' trading challenges). */
  | { readonly kind: 'swap-volume'; readonly usd: number };

/** A task's deadline: none, a campaign date (configuration), or the end of the current UTC day. */
export type TaskDeadline = { readonly kind: 'none' } | { readonly kind: 'at'; readonly iso: string } | { readonly kind: 'utc-day' };

export interface CatalogueTask {
  readonly code: string;
  readonly type: TaskType;
  readonly group: TaskGroup;
  /** 1e-9 SWITCH per hour the boost adds (a deposit task's at its minimum: verify.ts scales it). */
  readonly unitsPerHour: bigint;
  readonly boostHours: number;
  readonly maxAmount: number;
  /** 1e-9 SWITCH per hour the miner's speed must reach for the task to be shown, or null. */
  readonly minSpeedUnits: bigint | null;
  readonly deadline: TaskDeadline;
  readonly url: string | null;
  readonly gas: string | null;
  /** The swap the task names (its Go to swap presets it), by chain and symbols; null when any swap counts. */
  readonly swapPair: { readonly chainId: ChainId; readonly from: string; readonly to: string } | null;
  readonly check: TaskCheck;
}

const switchPerHour = (tenths: number): bigint => (UNITS_PER_SWITCH * BigInt(tenths)) / 10n;
const DAY_HOURS = 24;

/** A catalogue entry: its code (positional, so refusal-codes.test.ts never reads one as a refusal's `code`), its fields and defaults. */
const task = (code: string, fields: Omit<CatalogueTask, 'code' | 'maxAmount' | 'minSpeedUnits' | 'deadline' | 'url' | 'gas' | 'swapPair'> & Partial<CatalogueTask>): CatalogueTask => ({
  code,
  maxAmount: 1,
  minSpeedUnits: null,
  deadline: { kind: 'none' },
  url: null,
  gas: null,
  swapPair: null,
  ...fields,
});

/** The bot that keeps the product's waitlist (sandbox/mining/waitlist: the sandbox simulates its record). */
const WAITLIST_BOT_URL = 'https://t.me/switch_waitlist_bot/app';

/** BigPump, the memecoin launchpad (an external mini-app; sandbox/mining/tasks/bigpump-coins.ts simulates its records). */
const BIGPUMP_URL = 'https://t.me/bigpump_bot/app';

/** A campaign's end (seed 001 §9 dates are past; the sandbox ships its own, moved with the clock). */
const CAMPAIGN_END = '2027-06-30T23:59:59.000Z';

export const TASK_CATALOGUE: readonly CatalogueTask[] = [
  // daily: granted once per UTC day (the daily reward itself, rewardList and currentDay, is its own call)
  task('dailyReward', { type: 'claim', group: 'daily', unitsPerHour: UNITS_PER_SWITCH / 10n, boostHours: DAY_HOURS, deadline: { kind: 'utc-day' }, check: { kind: 'daily-reward' } }),
  task('dailyClaim', { type: 'claim', group: 'daily', unitsPerHour: switchPerHour(2), boostHours: DAY_HOURS, deadline: { kind: 'utc-day' }, check: { kind: 'claim-today' } }),
  task('dailySwap', { type: 'dailySwap', group: 'daily', unitsPerHour: switchPerHour(5), boostHours: DAY_HOURS, deadline: { kind: 'utc-day' }, gas: '0.0002 ETH', check: { kind: 'swaps', chain: null, window: 'utc-day' } }),
  // pump (the BigPump tab): create-coin up to 5 coins, 24 h each; sniping buys of 10 TON
  task('bigpumpCreateCoin', { type: 'bigpump', group: 'pump', unitsPerHour: switchPerHour(10), boostHours: DAY_HOURS, maxAmount: 5, url: BIGPUMP_URL, check: { kind: 'coins' } }),
  task('bigpumpSniping', { type: 'sniping', group: 'pump', unitsPerHour: switchPerHour(10), boostHours: DAY_HOURS, url: BIGPUMP_URL, gas: 'TON', check: { kind: 'sniping' } }),
  task('bigpumpMemePhrase', { type: 'memePhrase', group: 'pump', unitsPerHour: switchPerHour(5), boostHours: DAY_HOURS, deadline: { kind: 'at', iso: CAMPAIGN_END }, check: { kind: 'phrase' } }),
  // trade: swaps above $10 boost for 24 h; the burn task counts burns
  task('swapTon', { type: 'swap', group: 'trade', unitsPerHour: switchPerHour(5), boostHours: DAY_HOURS, gas: 'TON', swapPair: { chainId: 'TON', from: 'TON', to: 'SWITCH' }, check: { kind: 'swaps', chain: 'TON', window: 'record' } }),
  task('swapBase', { type: 'swap', group: 'trade', unitsPerHour: switchPerHour(5), boostHours: DAY_HOURS, gas: '0.00001 ETH', swapPair: { chainId: 8453, from: 'ETH', to: 'USDC' }, check: { kind: 'swaps', chain: 8453, window: 'record' } }),
  task('swapHoldPunk', { type: 'swapHold', group: 'trade', unitsPerHour: switchPerHour(10), boostHours: 2 * DAY_HOURS, gas: 'TON', swapPair: { chainId: 'TON', from: 'TON', to: 'PUNK' }, check: { kind: 'swap-hold' } }),
  task('tradeOpenLeague', { type: 'trade', group: 'trade', unitsPerHour: switchPerHour(10), boostHours: DAY_HOURS, maxAmount: 2, deadline: { kind: 'at', iso: CAMPAIGN_END }, check: { kind: 'open-league' } }),
  task('burnPunk', { type: 'burn', group: 'trade', unitsPerHour: switchPerHour(5), boostHours: 2 * DAY_HOURS, gas: '0.005 TON', check: { kind: 'burns' } }),
  // deposits: +0.05 SWITCH/h per USD from $10 to $100, +0.00875 per PUNK from 20 to 8000 (0.5 and 0.175 at the minimum)
  task('depositUsd', { type: 'deposit', group: 'trade', unitsPerHour: switchPerHour(5), boostHours: DAY_HOURS, check: { kind: 'deposit-usd' } }),
  task('depositPunk', { type: 'deposit', group: 'trade', unitsPerHour: (UNITS_PER_SWITCH * 175n) / 1000n, boostHours: DAY_HOURS, check: { kind: 'deposit-punk' } }),
  task('secretSociety', { type: 'trade', group: 'trade', unitsPerHour: switchPerHour(20), boostHours: 7 * DAY_HOURS, maxAmount: 2, check: { kind: 'secret-society' } }),
  // subscriptions: channel tasks boost for 2, 3 or 7 days
  task('subscription', { type: 'subscription', group: 'subscriptions', unitsPerHour: switchPerHour(5), boostHours: 3 * DAY_HOURS, url: 'https://t.me/switch_news', check: { kind: 'channel', channel: 'switch_news' } }),
  task('subscriptionTwitter', { type: 'subscription', group: 'subscriptions', unitsPerHour: switchPerHour(3), boostHours: 2 * DAY_HOURS, url: 'https://x.com/switch_wallet', check: { kind: 'channel', channel: 'x_switch_wallet' } }),
  task('channelBigpump', { type: 'subscription', group: 'subscriptions', unitsPerHour: switchPerHour(5), boostHours: 7 * DAY_HOURS, url: 'https://t.me/bigpump_news', check: { kind: 'channel', channel: 'bigpump_news' } }),
  task('emoji', { type: 'subscription', group: 'subscriptions', unitsPerHour: switchPerHour(3), boostHours: 3 * DAY_HOURS, url: 'https://t.me/addemoji/switch_emoji', check: { kind: 'emoji', ms: 60_000 } }),
  task('folderSwitch', { type: 'group', group: 'subscriptions', unitsPerHour: switchPerHour(3), boostHours: 2 * DAY_HOURS, url: 'https://t.me/addlist/switch', check: { kind: 'folder', folder: 'switch' } }),
  // connect: NFT, staking and wallet tasks need a connected TON wallet
  task('autoclaim', { type: 'autoclaim', group: 'connect', unitsPerHour: switchPerHour(5), boostHours: 7 * DAY_HOURS, check: { kind: 'fact', fact: 'autoclaim-active' } }),
  task('nftPunk', { type: 'nft', group: 'connect', unitsPerHour: switchPerHour(10), boostHours: 7 * DAY_HOURS, minSpeedUnits: switchPerHour(7), check: { kind: 'wallet' } }),
  task('stakingPunk', { type: 'staking', group: 'connect', unitsPerHour: switchPerHour(10), boostHours: 7 * DAY_HOURS, url: 'https://t.me/punk_staking_bot/app', check: { kind: 'wallet' } }),
  task('walletBitget', { type: 'subscription', group: 'connect', unitsPerHour: switchPerHour(5), boostHours: 3 * DAY_HOURS, url: 'https://web3.bitget.com/en/wallet-download', check: { kind: 'wallet' } }),
  task('addAlliance', { type: 'addAlliance', group: 'connect', unitsPerHour: switchPerHour(3), boostHours: 3 * DAY_HOURS, check: { kind: 'fact', fact: 'alliance-member' } }),
  task('waitlist', { type: 'waitlist', group: 'connect', unitsPerHour: switchPerHour(2), boostHours: 2 * DAY_HOURS, url: WAITLIST_BOT_URL, check: { kind: 'fact', fact: 'waitlist-joined' } }),
  // partner: the trading challenges, shown only from a speed of 1e6, 1e7 and 1e8 SWITCH/h, done
  // by the wallet's swaps since the record worth $10,000, $100,000 and $1,000,000 in all
  // partner apps with boost timers (seed 001 §9: duckChain 60000 ms, cube 55000 ms)
  task('duckChain', { type: 'subscription', group: 'partner', unitsPerHour: switchPerHour(3), boostHours: 2 * DAY_HOURS, url: 'https://t.me/duckchain_bot/app', check: { kind: 'timer', ms: 60_000 } }),
  task('cube', { type: 'subscription', group: 'partner', unitsPerHour: switchPerHour(3), boostHours: 2 * DAY_HOURS, url: 'https://t.me/cube_bot/app', check: { kind: 'timer', ms: 55_000 } }),
  task('partnerWhale', { type: 'trade', group: 'partner', unitsPerHour: switchPerHour(100), boostHours: DAY_HOURS, minSpeedUnits: 1_000_000n * UNITS_PER_SWITCH, check: { kind: 'swap-volume', usd: TASK_RULES.partnerVolumeUsd.whale } }),
  task('partnerShark', { type: 'trade', group: 'partner', unitsPerHour: switchPerHour(1000), boostHours: DAY_HOURS, minSpeedUnits: 10_000_000n * UNITS_PER_SWITCH, check: { kind: 'swap-volume', usd: TASK_RULES.partnerVolumeUsd.shark } }),
  task('partnerKraken', { type: 'trade', group: 'partner', unitsPerHour: switchPerHour(10_000), boostHours: DAY_HOURS, minSpeedUnits: 100_000_000n * UNITS_PER_SWITCH, check: { kind: 'swap-volume', usd: TASK_RULES.partnerVolumeUsd.kraken } }),
];

/** Which lists show a group: BigPump's tab shows pump, the subscriptions tab its group, general the rest and the subscriptions. */
export function listsOf(group: TaskGroup): readonly TaskList[] {
  if (group === 'pump') return ['pump'];
  if (group === 'subscriptions') return ['general', 'subscriptions'];
  return ['general'];
}

export const catalogueTask = (code: string): CatalogueTask | undefined => TASK_CATALOGUE.find((entry) => entry.code === code);
