/** What the proof's screens show, as plain data: the step from the machine's tags, the cost, the status and the code boxes. */
import type { CodeFailure, ProveFailure } from './failure';
import type { ProveSnapshot } from './machine';
import type { CodeBoxes } from './rules';
import type { ProveInfo, ProveStatus } from './types';

export const PROVE_STEPS = ['load-failed', 'intro', 'loader', 'code', 'failed', 'success', 'away', 'loading'] as const;
export type ProveStep = (typeof PROVE_STEPS)[number];

export interface ProveView {
  readonly step: ProveStep;
  readonly cost: ProveInfo['tonAmount'] | null;
  readonly status: ProveStatus | null;
  readonly failure: ProveFailure | null;
  readonly boxes: CodeBoxes;
  readonly focus: number;
  readonly checking: boolean;
  readonly codeFailure: CodeFailure | null;
}

export function selectProveView(snapshot: ProveSnapshot): ProveView {
  const { context } = snapshot;
  return {
    step: PROVE_STEPS.find((tag) => snapshot.hasTag(tag)) ?? 'loading',
    cost: context.info?.tonAmount ?? null,
    status: context.info?.inProgressStatus ?? null,
    failure: context.failure,
    boxes: context.boxes,
    focus: context.focus,
    checking: snapshot.hasTag('checking'),
    codeFailure: context.codeFailure,
  };
}
