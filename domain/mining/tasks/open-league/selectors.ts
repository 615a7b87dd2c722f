/** What the open-league sheet shows, read from its machine's tags (never its state names). */
import type { OpenLeagueFailure } from './failure';

export type OpenLeagueStep = 'badge' | 'trade' | 'done';

export interface OpenLeagueView {
  readonly step: OpenLeagueStep;
  /** A call is under way: the buttons wait. */
  readonly busy: boolean;
  readonly failure: OpenLeagueFailure | null;
}

const STEPS: readonly OpenLeagueStep[] = ['done', 'trade', 'badge'];

interface TaggedSnapshot {
  hasTag(tag: string): boolean;
  readonly context: { readonly failure: OpenLeagueFailure | null };
}

export function selectOpenLeagueView(snapshot: TaggedSnapshot): OpenLeagueView {
  return { step: STEPS.find((step) => snapshot.hasTag(step)) ?? 'badge', busy: snapshot.hasTag('busy'), failure: snapshot.context.failure };
}
