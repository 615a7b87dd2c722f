/**
 * The banners' configuration on the real mining app: the seed's campaign ends by default, the
 * server time from the sandbox clock, and the control that moves the ends (validated, partial).
 */
import { describe, expect, it } from 'vitest';
import { bannersContract } from '../../adapters/http/contract/mining/banners';
import { call, control, newCaller, sharedMiningWorld, START } from './mining-support';

const world = sharedMiningWorld();

describe('banner campaigns', () => {
  it('answers the seed’s dates and the sandbox clock, and moves with the control', async () => {
    const caller = newCaller();
    const before = await call(world(), caller, bannersContract.bannerConfig);
    expect(before.campaigns).toEqual({ openLeague: '2024-12-18T00:00:00.000Z', inviteContest: '2025-05-01T23:59:59.000Z', donate: '2025-06-10T00:00:00.000Z' });
    expect(Date.parse(before.serverTime)).toBe(START);

    const moved = await control(world(), 'POST', '/banners/campaigns', { donate: '2030-01-01T00:00:00+02:00' });
    expect(moved.status).toBe(200);
    world().deps.clock.advance(86_400_000);
    const after = await call(world(), caller, bannersContract.bannerConfig);
    expect(after.campaigns).toEqual({ ...before.campaigns, donate: '2029-12-31T22:00:00.000Z' });
    expect(Date.parse(after.serverTime)).toBe(START + 86_400_000);
  });

  it('refuses a malformed date or an unknown campaign, changing nothing', async () => {
    for (const body of [{ donate: 'soon' }, { openLeague: 5 }, { auction: '2030-01-01T00:00:00Z' }]) {
      expect((await control(world(), 'POST', '/banners/campaigns', body)).status).toBe(400);
    }
    const config = await call(world(), newCaller(), bannersContract.bannerConfig);
    expect(config.campaigns.openLeague).toBe('2024-12-18T00:00:00.000Z');
  });
});
