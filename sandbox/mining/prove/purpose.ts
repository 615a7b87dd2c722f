/**
 * Proof of humanity in the purpose table (seed 001 §4, §7; MINING.md "Proof of humanity"): 0.5 TON
 * or 50 Stars, sold only to a user in a human group who has not proven yet, before the deadline,
 * with no proof running; paying starts a proof (its status moves on, its code is sent).
 */
import { z } from 'zod';
import type { PaymentPurposeRow } from '../payments/purpose-table';
import { PROVE_PRICE } from './config';
import { refuseUnlessCanProve, startProof } from './engine';

export const provePurpose: PaymentPurposeRow<Record<string, never>> = {
  purpose: 'prove',
  details: z.object({}).strict() as unknown as z.ZodType<Record<string, never>>,
  price: async () => ({ internal: PROVE_PRICE.tonUnits, stars: PROVE_PRICE.stars, external: PROVE_PRICE.tonUnits }),
  check: (tx, _details, at) => refuseUnlessCanProve(tx, at.userId, at.now),
  activate: async (tx, _details, at) => {
    await startProof(tx, at.userId, at.intentId, at.now);
    return null;
  },
};
