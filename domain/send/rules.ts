/**
 * The send form's rules (seed 000 §5 "Send address", "Send amount"; seed 001 §5 "Send in this
 * area"). Pure functions over strings and big.js; the machine's guards and the screens both use them,
 * so the button a screen enables and the transition the machine allows never disagree.
 */
import Big from 'big.js';
import { isNativeToken, type ChainId } from '../chains';
import { amountInputValue } from '../money/amount-input';
import { toBig } from '../money/big-decimal';
import type { BalanceEntry } from '../tokens/types';
import type { DecimalString } from '../money/types';
import type { Refusal } from '../shared/api-failure';

/** Why a field of the form is refused. The screen maps each type to a translated message. */
export type SendFieldError =
  /** seed 000 §5: send.error.invalid-address ('Invalid address'). */
  | { readonly type: 'invalid-address' }
  /** seed 000 §5: send.error.not-enough-balance ('Not enough balance'). */
  | { readonly type: 'not-enough-balance' }
  /** Longer than COMMENT_MAX_LENGTH: refused whole, never cut (a cut lands mid-word, unseen). */
  | { readonly type: 'comment-too-long'; readonly max: number }
  /** The server's dry run refused the field (seed 000 §8); the screen translates its code. */
  | ({ readonly type: 'server' } & Refusal)
  /** The dry run got no usable answer (no server reached, a 5xx): the generic 'Server error'. */
  | { readonly type: 'unavailable' };

/** EVM chains: 42 characters, 0x and 40 hex digits. */
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
/**
 * TON user-friendly form: 48 to 64 characters in all, letters, digits, + / - _ (both base64
 * alphabets), ending in at most two '=' of padding.
 */
const TON_ADDRESS = /^(?=.{48,64}$)[A-Za-z0-9+/_-]+={0,2}$/;
/**
 * TON DNS form: a name of 4 to 64 characters (letters, digits, hyphens; dots for subdomains) ending
 * in '.ton'. The length applies to the name before '.ton'
 * (docs/decisions/send.md "Send address and amount rules").
 */
const TON_DNS_NAME = /^(?=[A-Za-z0-9.-]{4,64}\.ton$)[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.ton$/;

export function isValidAddress(address: string, chainId: ChainId): boolean {
  if (typeof address !== 'string') return false;
  if (chainId === 'TON') return TON_ADDRESS.test(address) || TON_DNS_NAME.test(address);
  return EVM_ADDRESS.test(address);
}

/** Null while the field is empty (nothing to complain about yet) or valid. */
export function addressError(address: string, chainId: ChainId | null): SendFieldError | null {
  if (address === '' || chainId === null) return null;
  return isValidAddress(address, chainId) ? null : { type: 'invalid-address' };
}


/** The maximum length of a comment, as the server enforces it (UTF-16 units, as the server counts). */
export const COMMENT_MAX_LENGTH = 120;

/** How much of the limit a comment uses, for the counter under the field. */
export function commentLength(comment: string): { readonly used: number; readonly max: number; readonly over: boolean } {
  return { used: comment.length, max: COMMENT_MAX_LENGTH, over: comment.length > COMMENT_MAX_LENGTH };
}

/**
 * A comment over the limit is kept as typed or pasted and refused whole: the user sees what is too
 * much and shortens it where it makes sense (a silent cut lands mid-word).
 */
export function commentError(comment: string): SendFieldError | null {
  return commentLength(comment).over ? { type: 'comment-too-long', max: COMMENT_MAX_LENGTH } : null;
}

/** Null while the field is empty or within the held balance. */
export function amountError(amount: string, token: Pick<BalanceEntry, 'tokensAmount'> | null): SendFieldError | null {
  const value = amountInputValue(amount);
  if (value === null || token === null) return null;
  return value.gt(toBig(token.tokensAmount)) ? { type: 'not-enough-balance' } : null;
}

export interface SendForm {
  readonly token: BalanceEntry | null;
  readonly address: string;
  readonly amount: string;
  readonly comment: string;
}

export interface SendErrors {
  readonly address: SendFieldError | null;
  readonly amount: SendFieldError | null;
  readonly comment: SendFieldError | null;
  /** A server refusal of a field the form has no place for (comment, token): shown above the button. */
  readonly form: SendFieldError | null;
}

export const NO_ERRORS: SendErrors = { address: null, amount: null, comment: null, form: null };

/** The errors the form's own rules find (server errors are added by the dry run). */
export function localErrors(form: SendForm): SendErrors {
  return {
    address: addressError(form.address, form.token?.chainId ?? null),
    amount: amountError(form.amount, form.token),
    comment: commentError(form.comment),
    form: null,
  };
}

/**
 * Continue is enabled with a token, a valid address and a positive amount within the balance
 * (seed 000 §5: disabled without address and amount).
 */
export function canContinue(form: SendForm): boolean {
  if (form.token === null) return false;
  if (!isValidAddress(form.address, form.token.chainId)) return false;
  const amount = amountInputValue(form.amount);
  return amount !== null && amount.gt(0) && amountError(form.amount, form.token) === null && commentError(form.comment) === null;
}

/** seed 000 §9: a TON transfer costs 0.006 TON, a jetton transfer 0.05 TON. */
export const TON_TRANSFER_FEE = '0.006';
export const JETTON_TRANSFER_FEE = '0.05';
/** seed 000 §9: the estimated fee of a TON send is shown as this range. */
export const TON_SEND_FEE_RANGE = { min: TON_TRANSFER_FEE, max: JETTON_TRANSFER_FEE } as const;

/** What a send costs on top of the amount, as the confirm screen shows it. */
export type EstimatedFee =
  | { readonly kind: 'range'; readonly min: DecimalString; readonly max: DecimalString; readonly symbol: string }
  | { readonly kind: 'exact'; readonly amount: DecimalString; readonly symbol: string };

export interface ChargedFee {
  readonly amount: DecimalString;
  readonly symbol: string;
}

export function estimatedFee(chainId: ChainId, charged: ChargedFee): EstimatedFee {
  return chainId === 'TON'
    ? { kind: 'range', min: TON_SEND_FEE_RANGE.min, max: TON_SEND_FEE_RANGE.max, symbol: 'TON' }
    : { kind: 'exact', amount: charged.amount, symbol: charged.symbol };
}

/**
 * The fee actually charged on TON, by the spec's figures; on EVM chains only the server knows it
 * (the dry run's answer), so this is null there.
 */
export function tonTransferFee(token: Pick<BalanceEntry, 'address' | 'chainId'>): ChargedFee | null {
  if (token.chainId !== 'TON') return null;
  return { amount: isNativeToken(token.address, 'TON') ? TON_TRANSFER_FEE : JETTON_TRANSFER_FEE, symbol: 'TON' };
}

export interface SendSummary {
  readonly amount: DecimalString;
  readonly symbol: string;
  readonly recipient: string;
  readonly comment: string;
  readonly fee: EstimatedFee;
  /**
   * What leaves the wallet. When the fee is paid in the sent coin it is one amount; otherwise the
   * fee is a second line in the chain's native coin.
   */
  readonly total: readonly ChargedFee[];
  /** The sent token's balance once the transfer and (if in the same coin) its fee are paid. */
  readonly balanceAfter: DecimalString;
}

/**
 * The confirm screen's figures. `charged` is the fee the server's dry run priced; for TON the
 * spec's fixed figures stand in when the server's answer is missing.
 */
export function sendSummary(form: SendForm, charged: ChargedFee | null): SendSummary | null {
  const token = form.token;
  const amount = amountInputValue(form.amount);
  const fee = charged ?? (token ? tonTransferFee(token) : null);
  if (token === null || amount === null || fee === null) return null;
  const sameCoin = fee.symbol === token.symbol && isNativeToken(token.address, token.chainId);
  const feeAmount = toBig(fee.amount);
  const total: ChargedFee[] = sameCoin
    ? [{ amount: amount.plus(feeAmount).toFixed(), symbol: token.symbol }]
    : [
        { amount: amount.toFixed(), symbol: token.symbol },
        { amount: feeAmount.toFixed(), symbol: fee.symbol },
      ];
  const after = toBig(token.tokensAmount).minus(amount).minus(sameCoin ? feeAmount : 0);
  return {
    amount: amount.toFixed(),
    symbol: token.symbol,
    recipient: form.address,
    comment: form.comment,
    fee: estimatedFee(token.chainId, fee),
    total,
    balanceAfter: (after.lt(0) ? new Big(0) : after).toFixed(),
  };
}
