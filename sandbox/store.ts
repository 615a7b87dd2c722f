/**
 * The sandbox's one store, shared by both backends: the platform's tables first, then each
 * backend's own migrations, in the order they were written. The main backend's are listed here;
 * each mining feature lists its own in sandbox/mining/features.ts.
 */
import { wallet } from './main/migrations/002-wallet';
import { swap } from './main/migrations/003-swap';
import { MINING_FEATURES } from './mining/features';
import { openStore, type Migration, type StoreOptions } from './platform/store/db';
import { platform, sandboxClock } from './platform/store/migrations';

// In the order they were written: the platform's sandbox clock (007) came after the mining features' first three.
export const MIGRATIONS: readonly Migration[] = [platform, wallet, swap, ...MINING_FEATURES.flatMap((feature) => feature.migrations ?? []), sandboxClock];

/** Opens the sandbox store (in memory without a folder) with every backend's schema. */
export const openSandboxStore = (options: Omit<StoreOptions, 'migrations'> = {}) => openStore({ ...options, migrations: MIGRATIONS });
