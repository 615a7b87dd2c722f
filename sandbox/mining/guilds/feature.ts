/**
 * Friends, guilds and alliances (issue 21) as one sandbox mining feature: the frens and guilds
 * contracts, routes and controls, and the ranks' migration (docs/decisions/frens-guilds-ranks.md "Friends, guilds and
 * ranks (issue 21)").
 */
import { Hono } from 'hono';
import { frensContract } from '../../../adapters/http/contract/mining/frens';
import { guildsContract } from '../../../adapters/http/contract/mining/guilds';
import type { SandboxDeps, SandboxEnv } from '../../platform/deps';
import { frensControls, frensRoutes } from '../frens/routes';
import { guildFacts } from './facts';
import { guildCutsInMemory, guildRanks, guildsNoRedundantAllianceIndex, guildsPublishedSnapshot, guildsSeededReferralBonuses, guildsVacuumOften } from './migrations';
import { guildControls, guildRoutes } from './routes';

export const frensAndGuildsFeature = {
  id: 'frens-guilds',
  contract: { ...frensContract, ...guildsContract },
  routes: (deps: SandboxDeps) => new Hono<SandboxEnv>().route('/', frensRoutes(deps)).route('/', guildRoutes(deps)),
  migrations: [guildRanks, guildCutsInMemory, guildsVacuumOften, guildsPublishedSnapshot, guildsSeededReferralBonuses, guildsNoRedundantAllianceIndex],
  controls: (deps: SandboxDeps) => new Hono().route('/', frensControls(deps)).route('/', guildControls(deps)),
  facts: guildFacts,
} as const;
