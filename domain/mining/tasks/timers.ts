/**
 * Boost timers (seed 001 §4 "Boost timers", §9 "Boost timers"; docs/decisions/tasks.md "Tasks (issue
 * 20)"): a partner-app task's countdown, kept locally so it survives a reload. Each code has its
 * preset duration (60000 ms by default), shortened by a random 1 to 10 s when asked. The server
 * decides: its timer starts when it records the start (/v2/check/cfts) and the client's ends at
 * the server's `confirmableAt`, projected onto the device clock. Pure: time comes in as `now`.
 */
import { z } from 'zod/mini';
import { storageKey } from '../../shared/storage';

/** Seed 001 §9, the first boost's timer per code, in ms. */
export const BOOST_TIMER_MS: Readonly<Record<string, number>> = {
  emoji: 60_000,
  duckChain: 60_000,
  cube: 55_000,
  yesCoin: 66_000,
  roolz: 62_000,
  pigs: 63_000,
  pigsChannel: 63_000,
  tomarket: 59_000,
  goats: 60_000,
  bitgetChannel: 51_000,
  bitgetSite: 52_000,
  duckCoop: 57_000,
  bigpumpChannel: 61_000,
  kombat: 58_000,
};
export const DEFAULT_BOOST_TIMER_MS = 60_000;

/** The task runs a boost timer (its code has a preset). */
export const hasBoostTimer = (code: string): boolean => Object.hasOwn(BOOST_TIMER_MS, code);

/** The preset duration of a code's timer. */
export const timerDurationMs = (code: string): number => (hasBoostTimer(code) ? (BOOST_TIMER_MS[code] ?? DEFAULT_BOOST_TIMER_MS) : DEFAULT_BOOST_TIMER_MS);

/** The random reduction (seed 001 §9): 1 to 10 s, from a random number in [0, 1). */
export const timerReductionMs = (random: number): number => 1000 + Math.round(Math.min(1, Math.max(0, Number.isFinite(random) ? random : 0)) * 9000);

export interface BoostTimer {
  readonly code: string;
  /** When it ends, on the device clock. */
  readonly endsAt: number;
  readonly durationMs: number;
}

/**
 * A timer from the server's record of the start: it ends at `confirmableAt`, projected onto the
 * device clock from the answer's `serverTime` and the device time the answer arrived at. The
 * reduction is the server's (`reductionMs`, already in `confirmableAt`): the client never shortens
 * a timer by its own word.
 */
export function timerFromServer(
  code: string,
  answer: { readonly confirmableAt: string; readonly serverTime: string; readonly reductionMs?: number | undefined },
  receivedAt: number,
): BoostTimer {
  const reduction = Math.min(10_000, Math.max(0, answer.reductionMs ?? 0));
  const durationMs = Math.max(0, timerDurationMs(code) - reduction);
  const serverLeft = Date.parse(answer.confirmableAt) - Date.parse(answer.serverTime);
  const left = Math.min(durationMs, Math.max(0, Number.isFinite(serverLeft) ? serverLeft : 0));
  return { code, endsAt: receivedAt + left, durationMs };
}

/** The user may ask once for the reduction (seed 001 §9): while the timer runs and before it was reduced. */
export const canSpeedUp = (timer: BoostTimer, now: number): boolean => timer.durationMs >= timerDurationMs(timer.code) && timer.endsAt - now > 0;

/** Milliseconds left: never negative, never more than the duration (a device clock moved back). */
export const timerLeftMs = (timer: BoostTimer, now: number): number => Math.min(timer.durationMs, Math.max(0, timer.endsAt - now));

/** How far along, 0 to 1. */
export const timerProgress = (timer: BoostTimer, now: number): number => (timer.durationMs === 0 ? 1 : 1 - timerLeftMs(timer, now) / timer.durationMs);

const timerSchema = z.object({
  code: z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_-]{0,47}$/)),
  endsAt: z.number().check(z.minimum(0), z.maximum(8.64e15)),
  durationMs: z.number().check(z.minimum(0), z.maximum(3_600_000)),
});

/**
 * A code's stored timer, one key per code ('tasks.timer.cube'), so a corrupt timer falls back to
 * null on its own and the others stay (and the schema uses only kinds the home's first load has).
 */
export const boostTimerKey = (code: string) => storageKey<BoostTimer | null>(`tasks.timer.${code}`, z.nullable(timerSchema), null);

/** The timers kept for every code with a preset; a corrupt or foreign one is dropped. */
export const storedTimers = (read: (code: string) => BoostTimer | null): BoostTimer[] =>
  Object.keys(BOOST_TIMER_MS)
    .map(read)
    .filter((timer): timer is BoostTimer => timer !== null && hasBoostTimer(timer.code));

/** The timers with `timer` in place of its code's previous one. */
export const withTimer = (timers: readonly BoostTimer[], timer: BoostTimer): BoostTimer[] => [...timers.filter((entry) => entry.code !== timer.code), timer];
