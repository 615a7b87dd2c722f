/**
 * The sandbox's one store, shared by both backends: the platform's tables first, then each
 * backend's own migrations, in the order they were written. The main backend's are listed here;
 * each mining feature lists its own in sandbox/mining/features.ts.
 */
import { wallet } from './main/migrations/002-wallet';
import { swap } from './main/migrations/003-swap';
import { MINING_FEATURES } from './mining/features';
import { databaseClock } from './platform/clock';
import type { Db } from './platform/store/database';
import { openStore, type Migration, type OpeningStamp, type StoreOptions } from './platform/store/db';
import { platform, sandboxClock } from './platform/store/migrations';

// In the order they were written: the platform's sandbox clock (007) came after the mining features' first three.
export const MIGRATIONS: readonly Migration[] = [platform, wallet, swap, ...MINING_FEATURES.flatMap((feature) => feature.migrations ?? []), sandboxClock];

/** Every row dated from when the sandbox began: the default auction campaign, the proof's deadline. */
export const OPENING_STAMPS: readonly OpeningStamp[] = MINING_FEATURES.flatMap((feature) => (feature.openingStamp ? [feature.openingStamp] : []));

/**
 * Writes the opening stamps a store lacks, all from one reading of the sandbox clock (issue 44). A
 * new store (in memory, a new data folder, a new PostgreSQL database) gets them on the day it is
 * opened, however old the cached template it was copied from; a store that has them keeps them.
 */
export async function stampOpening(db: Db, stamps: readonly OpeningStamp[] = OPENING_STAMPS): Promise<void> {
  await db.transaction(async (tx) => {
    const now = await databaseClock().read(tx);
    for (const stamp of stamps) await stamp(tx, now);
  });
}

/** Opens the sandbox store (in memory without a folder) with every backend's schema and its opening stamps. */
export async function openSandboxStore(options: Omit<StoreOptions, 'migrations'> = {}): Promise<Db> {
  const db = await openStore({ ...options, migrations: MIGRATIONS });
  try {
    await stampOpening(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
