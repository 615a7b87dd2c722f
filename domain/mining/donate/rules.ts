/**
 * The donation form's rules (seed 001 §3 "Donation form", §9 "Donation"): the offers and their
 * amounts, the hall of fame's default (100) and minimum (99 TON), and the texts' bounds. The server
 * checks the same; these tell the user before anything is sent.
 */
import { canonicalAmount, sanitizeAmountInput } from '../../money/amount-input';
import { toBig } from '../../money/big-decimal';
import type { DecimalString } from '../../money/types';
import type { DonationKind } from './types';

export const DONATION_OFFERS: readonly { readonly kind: DonationKind; readonly tonAmount: DecimalString }[] = [
  { kind: 'sbt', tonAmount: '2.5' },
  { kind: 'chat', tonAmount: '27.1828' },
  { kind: 'hallOfFame', tonAmount: '99' },
];
export const HALL_OF_FAME_DEFAULT = '100';
export const HALL_OF_FAME_MIN = '99';
export const HALL_OF_FAME_MAX = '1000000';
export const NAME_MAX = 40;
export const COMMENT_MAX = 280;

export type DonationProblem = 'enter-amount' | 'below-minimum' | 'above-maximum' | 'enter-name';

export interface DonationForm {
  readonly amountText: string;
  readonly name: string;
  readonly comment: string;
}

/** What stops the hall-of-fame donation, first problem first; null when it can be paid. */
export function donationProblem(form: DonationForm): DonationProblem | null {
  const amount = canonicalAmount(form.amountText);
  if (amount === null || toBig(amount).lte(0)) return 'enter-amount';
  if (toBig(amount).lt(HALL_OF_FAME_MIN)) return 'below-minimum';
  if (toBig(amount).gt(HALL_OF_FAME_MAX)) return 'above-maximum';
  if (form.name.trim() === '') return 'enter-name';
  return null;
}

/** Typed text kept to its bound, control characters dropped (the server refuses them). */
export function boundedText(value: string, max: number): string {
  let kept = '';
  // Whole characters (never half a surrogate pair), up to `max` UTF-16 units as the server counts.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is dropped
  for (const character of value.replace(/[\u0000-\u001f\u007f]/gu, '')) {
    if (kept.length + character.length > max) break;
    kept += character;
  }
  return kept;
}

export const sanitizeDonationAmount = (value: string): string => sanitizeAmountInput(value);
