/**
 * The waitlist (waitlist.ts) as a mining feature of the sandbox (features.ts): no call of the app's
 * (the product's bot keeps the list), its table, its controls (the bot's record) and its fact.
 */
import { Hono } from 'hono';
import type { SandboxEnv } from '../../platform/deps';
import { waitlistControls } from './controls';
import { waitlistMembers } from './migrations';
import { waitlistFacts } from './waitlist';

// Typed where it is listed (features.ts), so this file does not import the list back.
export const waitlistFeature = {
  id: 'waitlist',
  contract: {},
  routes: () => new Hono<SandboxEnv>(),
  migrations: [waitlistMembers],
  controls: waitlistControls,
  facts: waitlistFacts,
};
