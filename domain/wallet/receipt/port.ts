/** A transaction's receipt over the main backend (issue 38). Failures reject with ApiError; another user's id is a 404. */
import type { CallOptions } from '../../shared/call-options';
import type { Receipt } from './types';

export interface ReceiptApi {
  receipt(id: string, options?: CallOptions): Promise<Receipt>;
}
