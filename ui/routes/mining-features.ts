/**
 * Every mining feature, one line each (README "Adding a mining feature"). The full route tree
 * (full-tree.ts, mounted after the first screen) mounts their routes; the mining home draws their
 * tiles. Neither is in the home's first load. Each is declared `as const satisfies
 * MiningFeature` in its own file (ui/routes/mining/<feature>.ts), and this list keeps their types.
 */
import type { MiningFeature } from './mining/feature';
import { auctionFeature } from './mining/auction';
import { copyTradeFeature } from './mining/copy-trade';
import { donateFeature } from './mining/donate';
import { speedFeature } from './mining/speed';
import { tasksFeature } from './mining/tasks';
import { frensFeature } from './mining/frens';
import { guildsFeature } from './mining/guilds';
import { stakingFeature } from './mining/staking';
import { proveFeature } from './mining/prove';

// One feature per line, so that features merged side by side do not conflict here.
export const MINING_FEATURES = [
  tasksFeature,
  frensFeature,
  guildsFeature,
  stakingFeature,
  auctionFeature,
  proveFeature,
  copyTradeFeature,
  donateFeature,
  speedFeature,
] as const satisfies readonly MiningFeature[];

type Feature = (typeof MINING_FEATURES)[number];
/** The routes every feature mounts under /mining, with their own types. */
export type MiningChildRoute = Feature extends never ? never : Feature['miningRoutes'][number];
/** The routes every feature mounts at the root (/prove, /copyTrade...), with their own types. */
export type MiningRootRoute = Feature extends never ? never : Feature['rootRoutes'][number];

export const miningChildRoutes = (): MiningChildRoute[] => MINING_FEATURES.flatMap((feature: MiningFeature) => feature.miningRoutes) as MiningChildRoute[];
export const miningRootRoutes = (): MiningRootRoute[] => MINING_FEATURES.flatMap((feature: MiningFeature) => feature.rootRoutes) as MiningRootRoute[];
