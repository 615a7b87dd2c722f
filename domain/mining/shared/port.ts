/**
 * The mining record's calls (seed 001 §7 "Mining, tasks, boosts"), which every mining feature may
 * use: create it at the first launch, read it, claim it, and the rules of its clock. Each feature's
 * own calls are in its own port (mining/<feature>/port.ts). Failures reject with ApiError.
 */
import type { CallOptions, ValueCallOptions } from '../../shared/call-options';
import type { ClaimReceipt, CreatedMining, MiningRecord, MiningRules } from './types';

export interface MiningRecordApi {
  /** First launch; idempotent per user. `ref` is the start parameter's referral code. */
  createUserMining(request: { ref?: string | undefined }, options?: CallOptions): Promise<CreatedMining>;
  /** The record and the server time; an active autoclaim claims missed periods first. */
  userMining(options?: CallOptions): Promise<MiningRecord>;
  /** Claims what has accrued; the server decides the amount. */
  claim(options: ValueCallOptions): Promise<ClaimReceipt>;
  /** The base speed, the claim period and the bonuses. */
  rules(options?: CallOptions): Promise<MiningRules>;
}
