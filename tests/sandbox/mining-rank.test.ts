/** Guild rank percentiles (MINING.md): 1 / 4 / 15 / 30 / 50 % from the top; ties take the higher rank. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { guildRank } from '../../sandbox/mining/shared/rank';

describe('guildRank', () => {
  it('splits 1,000 distinct miners 10 / 40 / 150 / 300 / 500', () => {
    const ranks = Array.from({ length: 1000 }, (_, ahead) => guildRank(1n, ahead, 1000));
    const count = (rank: number) => ranks.filter((r) => r === rank).length;
    expect([5, 4, 3, 2, 1].map(count)).toEqual([10, 40, 150, 300, 500]);
  });

  it('is 0 without SWITCH, the best miner is always a Cardinal, and ties share the best place', () => {
    expect(guildRank(0n, 0, 10)).toBe(0);
    expect(guildRank(1n, 0, 1)).toBe(5);
    expect(guildRank(1n, 0, 3)).toBe(5);
    // Everyone tied: nobody is ahead of anyone, all are Cardinals.
    expect(guildRank(5n, 0, 500)).toBe(5);
  });

  it('never improves as more miners are ahead', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.nat(5000), fc.nat(5000), (miners, a, b) => {
        const [near, far] = a <= b ? [a, b] : [b, a];
        expect(guildRank(1n, Math.min(near, miners - 1), miners)).toBeGreaterThanOrEqual(guildRank(1n, Math.min(far, miners - 1), miners));
      }),
    );
  });
});
