/**
 * The sandbox's one store, shared by both backends: the platform's tables first, then each
 * backend's own migrations, in the order they were written. A backend adds its migrations to its
 * own folder (sandbox/main/migrations, sandbox/mining/migrations) and to this list.
 */
import { wallet } from './main/migrations/002-wallet';
import { swap } from './main/migrations/003-swap';
import { mining } from './mining/migrations/004-mining';
import { miningPopulation } from './mining/migrations/005-mining-population';
import { openStore, type Migration, type StoreOptions } from './platform/store/db';
import { platform, sandboxClock } from './platform/store/migrations';

export const MIGRATIONS: readonly Migration[] = [platform, wallet, swap, mining, miningPopulation, sandboxClock];

/** Opens the sandbox store (in memory without a folder) with every backend's schema. */
export const openSandboxStore = (options: Omit<StoreOptions, 'migrations'> = {}) => openStore({ ...options, migrations: MIGRATIONS });
