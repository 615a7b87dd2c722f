/**
 * The copy-trade form kept on the device (issue 24: "the flow state survives back, reload and deep
 * links"): the followed address, network, token, deposit and ante, for the account it was filled
 * for. A reload on a step path restores it and returns to that step; a start made or a new trade
 * begun drops it. Read through a typed key (domain/shared/storage.ts), so a corrupt or foreign
 * value reads as null; what it restores is cleaned again by the form's own rules (draftFormOf).
 */
import { z } from 'zod/mini';
import { storageKey } from '../../shared/storage';
import { clampAnte, COPY_TRADE_CHAINS, depositInput, fundingTokens } from './rules';
import type { CopyTradeChainId, FundingToken } from './types';

export interface CopyTradeDraft {
  readonly accountIndex: number;
  readonly traderAddress: string;
  readonly chainId: number | null;
  readonly tokenAddress: string | null;
  readonly deposit: string;
  readonly ante: number;
  /**
   * The start's key while its outcome is unknown: a reload during or after a start that got no
   * answer resumes the deposit with it, so pressing start again replays it rather than starting twice.
   */
  readonly startKey: string | null;
}

// Only kinds the other stored keys use (object, string with a regex, number with bounds, nullable).
const draftSchema = z.object({
  accountIndex: z.number().check(z.minimum(0), z.maximum(1000)),
  traderAddress: z.string().check(z.regex(/^[\s\S]{0,200}$/)),
  chainId: z.nullable(z.number().check(z.minimum(0), z.maximum(1e12))),
  tokenAddress: z.nullable(z.string().check(z.regex(/^[\w.:-]{1,100}$/))),
  deposit: z.string().check(z.regex(/^[0-9.]{0,40}$/)),
  ante: z.number().check(z.minimum(0), z.maximum(100)),
  startKey: z.nullable(z.string().check(z.regex(/^[\w-]{1,100}$/))),
});

export const COPY_TRADE_DRAFT_KEY = storageKey<CopyTradeDraft | null>('copyTrade.draft', z.nullable(draftSchema), null);

/** The flow's context, as far as the form goes (context.ts imports this module's type). */
type FormContext = Omit<CopyTradeDraft, 'tokenAddress'> & { readonly token: Pick<FundingToken, 'address'> | null };

/** The form as stored. */
export const draftOf = (context: FormContext): CopyTradeDraft => ({
  accountIndex: context.accountIndex,
  traderAddress: context.traderAddress,
  chainId: context.chainId,
  tokenAddress: context.token?.address ?? null,
  deposit: context.deposit,
  ante: context.ante,
  startKey: context.startKey,
});

export interface DraftForm {
  readonly traderAddress: string;
  readonly chainId: CopyTradeChainId | null;
  readonly token: FundingToken | null;
  readonly deposit: string;
  readonly ante: number;
  readonly startKey: string | null;
}

/**
 * The stored form brought back against what the server just said: another account's draft is
 * nothing; a network copy trading does not run on, or a token the user no longer holds there, is
 * dropped with what follows it (the route then falls back to an earlier step).
 */
export function draftFormOf(draft: CopyTradeDraft | null, accountIndex: number, tokens: readonly FundingToken[]): DraftForm | null {
  if (!draft || draft.accountIndex !== accountIndex) return null;
  const chainId = COPY_TRADE_CHAINS.find((chain) => chain === draft.chainId) ?? null;
  const token = chainId === null ? null : (fundingTokens(tokens, chainId).find((candidate) => candidate.address === draft.tokenAddress) ?? null);
  return { traderAddress: draft.traderAddress.slice(0, 200), chainId, token, deposit: depositInput(draft.deposit).slice(0, 40), ante: clampAnte(draft.ante), startKey: token === null ? null : draft.startKey };
}
