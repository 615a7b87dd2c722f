/** Ordered schema migrations; each runs once, recorded in schema_migrations. */
import { platform } from './001-platform';
import { wallet } from './002-wallet';
import { swap } from './003-swap';

export interface Migration {
  readonly id: string;
  readonly sql: string;
}

export const MIGRATIONS: readonly Migration[] = [platform, wallet, swap];
