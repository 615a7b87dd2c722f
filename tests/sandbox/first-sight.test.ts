/** A new user's first calls all at once, on PGlite (first-sight-suite.ts). */
import { firstSightSuite } from './first-sight-suite';
import { miningWorld, type MiningWorld } from './mining-support';

let world: MiningWorld | null = null;
firstSightSuite(
  async () => {
    world = await miningWorld();
    return [world];
  },
  async () => {
    await world?.deps.db.close();
  },
);
