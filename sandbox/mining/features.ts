/**
 * Every mining feature of the sandbox, one line each (README "Adding a mining feature"): its wire
 * contract (served and published as OpenAPI), its routes, its migrations and what it sells (its
 * rows of the purpose table). sandbox/app.ts mounts them; sandbox/store.ts runs their migrations.
 */
import type { Hono } from 'hono';
import type { Endpoint } from '../../adapters/http/contract/endpoint';
import { auctionContract } from '../../adapters/http/contract/mining/auction';
import { donateContract } from '../../adapters/http/contract/mining/donate';
import { autoclaimContract } from '../../adapters/http/contract/mining/autoclaim';
import { bannersContract } from '../../adapters/http/contract/mining/banners';
import { burnContract } from '../../adapters/http/contract/mining/burn';
import { copyTradeContract } from '../../adapters/http/contract/mining/copy-trade';
import { paymentsContract } from '../../adapters/http/contract/mining/payments';
import { recordContract } from '../../adapters/http/contract/mining/record';
import { tasksContract } from '../../adapters/http/contract/mining/tasks';
import { stakingContract } from '../../adapters/http/contract/mining/staking';
import type { SandboxDeps, SandboxEnv } from '../platform/deps';
import type { Migration, OpeningStamp } from '../platform/store/db';
import { auctionClaims, auctionSendFailures, auctionStakes } from './auction/migrations';
import { defaultAuctionCampaign } from './auction/config';
import { auctionControls, auctionRoutes } from './auction/routes';
import { donations } from './donate/migrations';
import { donationPurpose } from './donate/purpose';
import { donateRoutes } from './donate/routes';
import { autoclaimPurpose } from './autoclaim/purpose';
import { autoclaimRoutes } from './autoclaim/routes';
import { bannerControlRoutes, bannerRoutes } from './banners/routes';
import { burnRoutes } from './burn/routes';
import { copyTradePositions } from './copy-trade/migrations';
import { copyTradeRoutes } from './copy-trade/routes';
import { mining } from './migrations/004-mining';
import { miningPopulation } from './migrations/005-mining-population';
import { paymentPurposes } from './migrations/006-payment-purposes';
import { minerNowFunction } from './migrations/007-miner-now';
import { claimTotalCheck } from './migrations/008-claim-total-check';
import type { AnyPurposeRow, PurposeTable } from './payments/purpose-table';
import { paymentRoutes } from './payments/routes';
import { recordRoutes } from './record/routes';
import { registerMinerCatchUps, type MinerCatchUp } from './shared/current';
import { taskControls } from './tasks/controls';
import { airdropEntries, taskGrants, taskTimers } from './tasks/migrations';
import { airdropRoutes } from './tasks/airdrop-routes';
import { airdropsContract } from '../../adapters/http/contract/mining/airdrops';
import { taskRoutes } from './tasks/routes';
import { frensAndGuildsFeature } from './guilds/feature';
import { stakingControls } from './staking/controls';
import { stakingCatchUp } from './staking/engine';
import { refundedIntents, stakingDeposits } from './staking/migrations';
import { stakingPurpose } from './staking/purpose';
import { stakingRoutes } from './staking/routes';
import { stakingSbtPurpose } from './staking/sbt';
import { proveFeature } from './prove/feature';
import { speedFeature } from './speed/feature';
import { earningsFeature } from './earnings/feature';
import { walletTasksFeature } from './tasks/wallet-feature';
import { emojiTaskFeature } from './tasks/emoji-feature';
import { openLeagueFeature } from './tasks/league-feature';
import { punkNftFeature } from './tasks/punk-nft-feature';
import { createCoinFeature } from './tasks/create-coin-feature';
import { memePhraseFeature } from './tasks/meme-phrase-feature';
import { autoclaimFacts } from './autoclaim/facts';
import { taskFacts } from './tasks/facts';
import { userFacts, type OfferedFacts, type UserFacts } from './shared/facts';
import { waitlistFeature } from './waitlist/feature';

export interface SandboxMiningFeature {
  readonly id: string;
  readonly contract: Readonly<Record<string, Endpoint>>;
  /** Mounted at the mining API's root, behind the init-data check; `facts` are every feature's (shared/facts.ts). */
  readonly routes: (deps: SandboxDeps, purposes: PurposeTable, facts: UserFacts) => Hono<SandboxEnv>;
  /** Run in this order after the platform's and the main backend's. Ids are never renamed. */
  readonly migrations?: readonly Migration[];
  /**
   * Rows dated from when the sandbox began (a default campaign), written when the store is first
   * opened and never by a migration, which the cached template would date (sandbox/store.ts).
   */
  readonly openingStamp?: OpeningStamp;
  readonly purposes?: readonly AnyPurposeRow[];
  /** Its simulation controls (what the host page sets), mounted under /sandbox behind the control guard. */
  readonly controls?: (deps: SandboxDeps) => Hono;
  /** What it brings up to date whenever a miner is read under the lock (shared/current.ts). */
  readonly minerCatchUp?: MinerCatchUp;
  /** What it tells other features about a user (shared/facts.ts), each name offered by one feature. */
  readonly facts?: OfferedFacts;
}

export const MINING_FEATURES: readonly SandboxMiningFeature[] = [
  { id: 'record', contract: recordContract, routes: recordRoutes, migrations: [mining, miningPopulation, minerNowFunction, claimTotalCheck] },
  { id: 'payments', contract: paymentsContract, routes: paymentRoutes, migrations: [paymentPurposes] },
  { id: 'burn', contract: burnContract, routes: burnRoutes },
  { id: 'autoclaim', contract: autoclaimContract, routes: autoclaimRoutes, purposes: [autoclaimPurpose], facts: autoclaimFacts },
  { id: 'tasks', contract: tasksContract, routes: taskRoutes, migrations: [taskGrants, taskTimers], controls: taskControls, facts: taskFacts },
  { id: 'banners', contract: bannersContract, routes: bannerRoutes, controls: bannerControlRoutes },
  frensAndGuildsFeature,
  { id: 'staking', contract: stakingContract, routes: stakingRoutes, migrations: [stakingDeposits, refundedIntents], purposes: [stakingPurpose, stakingSbtPurpose], controls: stakingControls, minerCatchUp: stakingCatchUp },
  { id: 'auction', contract: auctionContract, routes: auctionRoutes, migrations: [auctionClaims, auctionStakes, auctionSendFailures], openingStamp: defaultAuctionCampaign, controls: auctionControls },
  proveFeature,
  { id: 'copy-trade', contract: copyTradeContract, routes: copyTradeRoutes, migrations: [copyTradePositions] },
  walletTasksFeature,
  { id: 'donate', contract: donateContract, routes: donateRoutes, migrations: [donations], purposes: [donationPurpose] },
  { id: 'airdrops', contract: airdropsContract, routes: airdropRoutes, migrations: [airdropEntries] },
  speedFeature,
  earningsFeature,
  emojiTaskFeature,
  openLeagueFeature,
  punkNftFeature,
  waitlistFeature,
  createCoinFeature,
  memePhraseFeature,
];

registerMinerCatchUps(MINING_FEATURES.flatMap((feature) => (feature.minerCatchUp ? [feature.minerCatchUp] : [])));
/** Every feature's facts in one table (app.ts hands it to every feature's routes and to the main backend). */
export const MINING_FACTS: UserFacts = userFacts(MINING_FEATURES.map((feature) => feature.facts ?? {}));

/** Every mining call, for the OpenAPI document and the tests. */
export const miningContract: Readonly<Record<string, Endpoint>> = Object.assign({}, ...MINING_FEATURES.map((feature) => feature.contract));
