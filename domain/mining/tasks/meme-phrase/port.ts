/**
 * The meme-phrase task (seed 001 §3 type memePhrase; §7 `/v2/check/sendSolution`): the app sends
 * the phrase typed; the server compares it, normalised, with the campaign's. A wrong phrase is an
 * answer (solved false, the tries left), not a refusal. Refusals: 'phrase-ended', 'too-many-guesses'
 * (params.retryAt).
 */
import type { ValueCallOptions } from '../../../shared/call-options';
import type { Instant } from '../../shared/types';
import type { SubscriptionConfirmed } from '../types';

export interface SolutionAnswer extends SubscriptionConfirmed {
  readonly solved: boolean;
  /** Wrong phrases still allowed in the window. */
  readonly triesLeft: number;
  /** When the next phrase is allowed once none are left, else null. */
  readonly retryAt: Instant | null;
}

export interface MemePhraseApi {
  sendSolution(request: { readonly code: string; readonly solution: string }, options: ValueCallOptions): Promise<SolutionAnswer>;
}
