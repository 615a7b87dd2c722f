/** The send flow's call of the main backend (seed 000 §5, §7). Failures reject with ApiError. */
import type { CallOptions } from '../shared/call-options';
import type { TransferRequest, TransferResult } from './types';

export interface SendApi {
  /** Dry runs need no key; a real transfer must carry one. */
  transfer(request: TransferRequest, options?: CallOptions & { idempotencyKey?: string }): Promise<TransferResult>;
}
