/** Proof of humanity's calls (seed 001 §7 "Proof of humanity"); paying is the purchase flow's (domain/payment). */
import type { CallOptions } from '../../shared/call-options';
import type { ProveConfirmed, ProveInfo } from './types';

export interface ProveApi {
  /** The cost, the status of a paid proof, the access fields and the deadline. */
  info(options?: CallOptions): Promise<ProveInfo>;
  /**
   * Checks the code from the transfer's comment. Refused with 'invalid-code' (wrong), 'try-later'
   * (too many wrong codes), 'no-code-yet' or 'prove-closed'.
   */
  confirmCode(code: string, options?: CallOptions): Promise<ProveConfirmed>;
}
