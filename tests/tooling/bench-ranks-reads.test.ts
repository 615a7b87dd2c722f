/**
 * The ranks bench's HTTP reads (scripts/bench-ranks-http.ts) are calls the mining server serves:
 * when the leaderboard's rank became a path segment (issue 40) the bench kept asking for
 * `/guilds?rank=N` and failed with a 404 at its end; this holds its paths to the contract.
 */
import { describe, expect, it } from 'vitest';
import { HTTP_READS } from '../../scripts/bench-ranks-http';
import { MINING_FEATURES } from '../../sandbox/mining/features';

/** A contract path (`/guilds/{rank}`) as a pattern that matches its calls. */
const pattern = (path: string): RegExp => new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/?]+')}$`);

describe('the ranks bench', () => {
  const gets = MINING_FEATURES.flatMap((feature) => Object.values(feature.contract)).filter((call) => call.method === 'GET');
  it.each(Object.entries(HTTP_READS))('reads %s through a GET the mining contract has', (_name, pathOf) => {
    for (let i = 0; i < 20; i++) {
      const path = pathOf(1);
      expect(gets.some((call) => pattern(call.path).test(path)), path).toBe(true);
      expect(path).not.toContain('?');
    }
  });
});
