/** What the proof's screens keep (machine.ts): plain data only, so its snapshots serialise. */
import type { CodeFailure, ProveFailure } from './failure';
import type { CodeBoxes } from './rules';
import type { ProveInfo } from './types';

export interface ProveContext {
  /** The last info the server answered. */
  readonly info: ProveInfo | null;
  /** The code was confirmed during this visit (its success shows; a user confirmed before is sent to mining). */
  readonly confirmedHere: boolean;
  readonly failure: ProveFailure | null;
  readonly boxes: CodeBoxes;
  /** The code box that has the focus. */
  readonly focus: number;
  readonly codeFailure: CodeFailure | null;
}

/** What the loader's pollings hand back: the info every 5 s, the user's record every 30 s. */
export type ProvePollAnswer = { readonly kind: 'info'; readonly info: ProveInfo } | { readonly kind: 'user'; readonly confirmProve: boolean };
