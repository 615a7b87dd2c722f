import type { ChainId } from '../chains';
import type { DecimalString } from '../money/types';

export interface TransferRequest {
  readonly to: string;
  /** Whole tokens, dot as the decimal separator. */
  readonly amount: DecimalString;
  readonly tokenAddress: string;
  readonly chainId: ChainId;
  readonly accountIndex: number;
  readonly comment?: string | undefined;
  readonly dry: boolean;
}

export interface TransferResult {
  readonly dry: boolean;
  /** Fee charged (or that would be charged) in the fee token. */
  readonly fee: { readonly amount: DecimalString; readonly symbol: string };
  /** Present once a real transfer executed. */
  readonly transferId?: string | undefined;
}
