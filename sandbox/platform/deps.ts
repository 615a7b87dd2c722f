/** What every sandbox route receives. Created once by startSandbox and shared by all ports. */
import type { Clock } from '../../domain/shared/clock';
import type { SandboxClock } from './clock';
import type { Db } from './store/database';

/**
 * Where a value-moving request can be cut short, in the order it passes them: before its
 * transaction starts, inside it (the movement and its answer written, not yet committed), after
 * the commit, and just before the answer goes on the wire.
 */
export type FaultPoint = 'before-transaction' | 'inside-transaction' | 'after-commit' | 'before-answer';

/** Fault injection for tests: told at each point; a crash test ends the process there. */
export interface Faults {
  reached(point: FaultPoint): void;
}

export interface SandboxDeps {
  readonly db: Db;
  /** The sandbox's time, which every value takes and the controls move (clock.ts). */
  readonly clock: SandboxClock;
  /** Real time: init data's age is checked against it and the host page signs with it (clock.ts). */
  readonly realClock: Clock;
  /** The bot token init data is signed with. */
  readonly botToken: string;
  /** Absent in normal running. */
  readonly faults?: Faults | undefined;
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
