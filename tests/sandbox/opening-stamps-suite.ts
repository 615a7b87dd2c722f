/**
 * Dates from when the sandbox began (issue 44): the default auction campaign and the proof's
 * deadline are written when a store is first opened, on the sandbox clock, never by a migration
 * (a migration runs once into the cached template every new store is copied from, so it would
 * date them the day the template was built). Run on PGlite (a data folder copied from the
 * template) and on PostgreSQL (a new database) by opening-stamps(.pg).test.ts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../domain/shared/countdown';
import { auctionCampaign, utcMidnight } from '../../sandbox/mining/auction/config';
import { PROVE_CAMPAIGN_MS, proveDeadline } from '../../sandbox/mining/prove/config';
import { databaseClock } from '../../sandbox/platform/clock';
import type { Db } from '../../sandbox/platform/store/database';
import { openStore, type StoreOptions } from '../../sandbox/platform/store/db';
import { MIGRATIONS, openSandboxStore, stampOpening } from '../../sandbox/store';
import { START_TIMEOUT_MS } from './platform-support';

/** A new store's place: a fresh data folder, or a fresh database; `cleanup` removes it. */
export interface StoreLocation {
  readonly options: Omit<StoreOptions, 'migrations'>;
  cleanup(): Promise<void>;
}

const settings = async (db: Db): Promise<string[]> =>
  (await db.query<{ key: string }>(`select key from mining_settings where key in ('auction.campaign', 'proveDeadline') order by key`)).rows.map((row) => row.key);

export function openingStampsSuite(newLocation: () => Promise<StoreLocation>): void {
  const opened: Db[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  const track = (db: Db): Db => {
    opened.push(db);
    return db;
  };
  const location = async (): Promise<StoreLocation> => {
    const made = await newLocation();
    cleanups.push(() => made.cleanup());
    return made;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((db) => db.close().catch(() => undefined)));
    await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
  });

  describe('dates from when the sandbox began (issue 44)', () => {
    it(
      'are not in the migrated template: a store opened days after it was built starts its campaign on its own UTC day',
      async () => {
        const place = await location();
        // What the template holds: every migration applied, nothing opened yet.
        const store = track(await openStore({ ...place.options, migrations: MIGRATIONS }));
        expect(await settings(store)).toEqual([]);

        // Days later on the sandbox clock (a template built on an earlier day reads the same).
        const later = await databaseClock().moveBy(store, 5 * DAY_MS + 7 * 3_600_000);
        await stampOpening(store);
        const opening = await databaseClock().read(store);

        const campaign = await auctionCampaign(store);
        expect(new Date(campaign.startsAt).toISOString()).toBe(new Date(utcMidnight(later)).toISOString());
        expect(campaign.startsAt).toBeGreaterThan(utcMidnight(Date.now()) + 4 * DAY_MS);
        expect(campaign.deadline - campaign.startsAt).toBe(20 * DAY_MS);
        const deadline = await proveDeadline(store);
        expect(deadline).toBeGreaterThanOrEqual(later + PROVE_CAMPAIGN_MS);
        expect(deadline).toBeLessThanOrEqual(opening + PROVE_CAMPAIGN_MS);
      },
      START_TIMEOUT_MS,
    );

    it(
      'are written once: a store keeps them across restarts, however far its clock has moved',
      async () => {
        const place = await location();
        const first = track(await openSandboxStore(place.options));
        const before = await databaseClock().read(first);
        const campaign = await auctionCampaign(first);
        const deadline = await proveDeadline(first);
        expect(campaign.startsAt).toBe(utcMidnight(before));
        expect(deadline).toBeGreaterThan(before);
        expect(deadline).toBeLessThanOrEqual(before + PROVE_CAMPAIGN_MS);
        await databaseClock().moveBy(first, 3 * DAY_MS);
        await first.close();

        const second = track(await openSandboxStore(place.options));
        expect(await auctionCampaign(second)).toEqual(campaign);
        expect(await proveDeadline(second)).toBe(deadline);
      },
      START_TIMEOUT_MS,
    );
  });
}
