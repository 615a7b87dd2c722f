/**
 * The mining backend's calls (seed 001 §7; docs/contract.md "The mining server"). Failures reject
 * with ApiError; burn refusals carry the codes 'not-enough-punk' (4002) and 'not-enough-gas' (4003).
 * Grows with the mining features: each adds its calls here and in its contract module.
 */
import type { DecimalString } from '../money/types';
import type { CallOptions, ValueCallOptions } from '../shared/call-options';
import type {
  BurnReceipt,
  ClaimReceipt,
  CreatedMining,
  ExternalPaymentRequest,
  MiningConfig,
  MiningRecord,
  PaymentIntent,
  StarsInvoice,
  TreasuryTransferAnswer,
  TreasuryTransferRequest,
} from './types';

export interface MiningApi {
  health(options?: CallOptions): Promise<{ ok: true }>;
  /** First launch; idempotent per user. `ref` is the start parameter's referral code. */
  createUserMining(request: { ref?: string | undefined }, options?: CallOptions): Promise<CreatedMining>;
  /** The record and the server time; an active autoclaim claims missed periods first. */
  userMining(options?: CallOptions): Promise<MiningRecord>;
  /** Claims what has accrued; the server decides the amount. */
  claim(options: ValueCallOptions): Promise<ClaimReceipt>;
  burnPunks(request: { amount: DecimalString }, options: ValueCallOptions): Promise<BurnReceipt>;
  config(options?: CallOptions): Promise<MiningConfig>;
  paymentIntent(query: { intentId: string }, options?: CallOptions): Promise<PaymentIntent>;
  /** Autoclaim paid from the custodial TON balance; `dry: true` only validates. */
  autoclaimTransfer(request: TreasuryTransferRequest, options: ValueCallOptions): Promise<TreasuryTransferAnswer>;
  starsAutoclaim(options: ValueCallOptions): Promise<StarsInvoice>;
  externalAutoclaim(options: ValueCallOptions): Promise<ExternalPaymentRequest>;
}
