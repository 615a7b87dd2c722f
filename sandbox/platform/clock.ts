/** The sandbox's clock; tests hand their own (tests/support/manual-clock.ts) through the deps. */
import type { Clock } from '../../domain/shared/clock';

export const systemClock: Clock = { now: () => Date.now() };
