/** What the friends screen shows, as plain data, on the server's clock projected from its answer. */
import type { FrensSnapshot } from './machine';
import { contestLeftMs, totalBonus } from './rules';
import type { FrensConfig, ReferralStats } from './types';

export const FRENS_STEPS = ['loading', 'failed', 'ready'] as const;
export type FrensStep = (typeof FRENS_STEPS)[number];

export interface FrensView {
  readonly step: FrensStep;
  readonly stats: ReferralStats | null;
  readonly total: string | null;
  readonly config: FrensConfig | null;
  /** Milliseconds to the contest's end (0 once ended), or null before the configuration came. */
  readonly contestLeftMs: number | null;
}

export function selectFrensView(snapshot: FrensSnapshot): FrensView {
  const { loaded, now } = snapshot.context;
  const step = FRENS_STEPS.find((tag) => snapshot.hasTag(tag)) ?? 'loading';
  const serverNow = loaded === null ? null : Date.parse(loaded.config.serverTime) + Math.max(0, now - loaded.receivedAt);
  return {
    step,
    stats: loaded?.stats ?? null,
    total: loaded === null ? null : totalBonus(loaded.stats),
    config: loaded?.config ?? null,
    contestLeftMs: loaded === null || serverNow === null ? null : contestLeftMs(loaded.config.contest.endsAt, serverNow),
  };
}
