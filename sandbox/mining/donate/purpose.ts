/**
 * Donations in the purpose table (seed 001 §2, §5, §9; MINING.md "Payments"): the SBT for 2.5 TON,
 * the donors' chat for 27.1828 TON, the hall of fame for 99 TON or more; from the wallet or an
 * external wallet (no Stars: the seed names none). Paying records the donation, and a donation of
 * 99 TON or more earns a hall-of-fame entry with its name and comment.
 */
import { z } from 'zod';
import { DONATION_COMMENT_MAX, DONATION_KINDS, DONATION_NAME_MAX } from '../../../adapters/http/contract/mining/donate';
import { parseUnits } from '../../main/engine/units';
import { SandboxError } from '../../platform/http/errors';
import type { PaymentPurposeRow } from '../payments/purpose-table';
import { TON_DECIMALS } from '../shared/config';

export type DonationKind = (typeof DONATION_KINDS)[number];

export interface DonationDetails {
  readonly kind: DonationKind;
  readonly tonAmount: string;
  readonly name: string;
  readonly comment: string;
}

const TON = 10n ** BigInt(TON_DECIMALS);
/** Seed 001 §9: the fixed offers, and the hall of fame's minimum (99 TON). */
export const DONATION_PRICES = { sbt: 2_500_000_000n, chat: 27_182_800_000n } as const;
export const HALL_OF_FAME_MIN_UNITS = 99n * TON;
/** Ours: a bound on one donation, so no amount is absurd. */
export const DONATION_MAX_UNITS = 1_000_000n * TON;

// Control characters (but none a person types) are refused; anything else is stored as typed.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const text = (max: number) => z.string().max(max).regex(/^[^\u0000-\u001f\u007f]*$/u);

export const donationDetailsSchema = z
  .object({ kind: z.enum(DONATION_KINDS), tonAmount: z.string().max(40), name: text(DONATION_NAME_MAX), comment: text(DONATION_COMMENT_MAX) })
  .strict();

/** The donation's TON in nanotons, checked against its offer. */
export function donationUnits(details: DonationDetails): bigint {
  const parsed = parseUnits(details.tonAmount, TON_DECIMALS);
  if (!parsed.ok || parsed.units <= 0n) throw new SandboxError(400, 'Invalid amount', 'invalid-amount', ['tonAmount']);
  if (details.kind === 'hallOfFame') {
    if (parsed.units < HALL_OF_FAME_MIN_UNITS) throw new SandboxError(400, 'The hall of fame needs at least 99 TON', 'below-minimum', ['tonAmount']);
    if (parsed.units > DONATION_MAX_UNITS) throw new SandboxError(400, 'At most 1000000 TON', 'amount-too-large', ['tonAmount']);
    if (details.name.trim() === '') throw new SandboxError(400, 'A name is needed for the hall of fame', 'invalid-details', ['name']);
    return parsed.units;
  }
  if (parsed.units !== DONATION_PRICES[details.kind]) throw new SandboxError(400, `The ${details.kind} offer costs its price`, 'wrong-amount', ['tonAmount']);
  return parsed.units;
}

export const donationPurpose: PaymentPurposeRow<DonationDetails> = {
  purpose: 'donation',
  details: donationDetailsSchema,
  price: async (_tx, details) => {
    const units = donationUnits(details);
    return { internal: units, external: units, stars: null };
  },
  activate: async (tx, details, at) => {
    const units = donationUnits(details);
    await tx.query(
      `insert into donations (intent_id, user_id, kind, ton_units, name, comment, hall_of_fame, donated_at)
       values ($1, $2, $3, $4::numeric, $5, $6, $7, $8) on conflict (intent_id) do nothing`,
      [at.intentId, at.userId, details.kind, units.toString(), details.name.trim(), details.comment.trim(), units >= HALL_OF_FAME_MIN_UNITS, new Date(at.now).toISOString()],
    );
    return null;
  },
};
