/** Why the speed is what it is (issue 20): the server's parts of the speed in force. */

export type SpeedSource = 'base' | 'task' | 'daily-reward' | 'burn';

export interface SpeedPart {
  readonly source: SpeedSource;
  /** The task that granted it (a task or the daily reward), by code and type; null otherwise. */
  readonly task: { readonly code: string; readonly type: string } | null;
  /** SWITCH per hour, a decimal string. */
  readonly speed: string;
  /** How many boosts of this source and task the part stands for (1 for the base speed). */
  readonly count: number;
  /** The group's earliest start and soonest end. */
  readonly dttmStart: string | null;
  /** When it ends (ISO); null for the base speed. */
  readonly dttmEnd: string | null;
}

export interface SpeedBreakdown {
  readonly speed: string;
  readonly parts: readonly SpeedPart[];
  readonly serverTime: string;
}
