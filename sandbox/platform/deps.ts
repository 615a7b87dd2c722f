/** What every sandbox route receives. Created once by startSandbox and shared by all ports. */
import type { PGlite } from '@electric-sql/pglite';
import type { Clock } from '../../domain/ports';

export interface SandboxDeps {
  readonly db: PGlite;
  readonly clock: Clock;
  /** The bot token init data is signed with. */
  readonly botToken: string;
}

/** The user taken from validated init data; nothing else identifies a caller. */
export interface AuthedUser {
  readonly id: number;
  readonly firstName: string;
  readonly username: string | null;
  readonly languageCode: string | null;
  readonly isPremium: boolean;
}

export type SandboxEnv = { Variables: { user: AuthedUser } };
