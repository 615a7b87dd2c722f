/**
 * What a mining feature registers (ui/routes/mining-features.ts, one line per feature): its routes,
 * and the tile that leads to it from the mining home. A feature's routes, tile, screens and
 * catalog live in its own files; nothing else of the app changes when one is added.
 */
import type { MessageDescriptor } from '@lingui/core';
import type { AnyRoute } from '@tanstack/react-router';

/** The icons the mining home draws its tiles with (ui/screens/mining/home owns the artwork). */
export type MiningTileIcon = 'tasks' | 'frens' | 'guilds' | 'staking' | 'auction' | 'donate' | 'prove' | 'copy-trade' | 'burn' | 'autoclaim';

/** A tile on the mining home: a link to the feature's first screen. */
export interface MiningTile {
  readonly id: string;
  /** `msg` descriptors: the texts are in the mining home's catalog, only ids ship in the first load. */
  readonly label: MessageDescriptor;
  readonly icon: MiningTileIcon;
  readonly to: string;
  /** Lower comes first on the home's grid. */
  readonly order: number;
  /**
   * A flag of the mining home's view the tile shows only with (absent: always shown): a feature the
   * record says is closed to this user has no tile, rather than one leading nowhere (issue 44).
   */
  readonly shownWhen?: 'offersProof';
}

/**
 * Declare a feature `as const satisfies MiningFeature`, so the router keeps each route's own type
 * (typed links and search parameters); an array typed AnyRoute[] would erase them app-wide.
 */
export interface MiningFeature {
  readonly id: string;
  /** Routes whose parent is the /mining layout (miningLayoutRoute): /mining/tasks, /mining/staking... */
  readonly miningRoutes: readonly AnyRoute[];
  /** Routes whose parent is the root: /prove, /copyTrade, /trade. */
  readonly rootRoutes: readonly AnyRoute[];
  readonly tile?: MiningTile | undefined;
}
