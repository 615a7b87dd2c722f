/**
 * Autoclaim in the purpose table (seed 001 §4, §9; docs/decisions/mining-platform.md "Mining backend"): 1 TON or
 * 195 Stars, bought once; paying it makes the backend claim every full storage from the activation
 * delay on (the earliest paid purchase wins).
 */
import { z } from 'zod';
import type { Queryable } from '../../main/engine/ledger';
import { SandboxError } from '../../platform/http/errors';
import { AUTOCLAIM_PRICE, autoclaimSettings } from './config';
import { requireMiner } from '../shared/miner';
import type { PaymentPurposeRow } from '../payments/purpose-table';

/** Refuses a second purchase while an autoclaim is active or waiting to take effect. */
export async function refuseIfAutoclaimBought(tx: Queryable, userId: number): Promise<void> {
  const miner = await requireMiner(tx, userId, true);
  if (miner.autoclaimFrom !== null) throw new SandboxError(409, 'Autoclaim is already bought', 'autoclaim-active');
}

export const autoclaimPurpose: PaymentPurposeRow<Record<string, never>> = {
  purpose: 'autoclaim',
  details: z.object({}).strict() as unknown as z.ZodType<Record<string, never>>,
  price: async () => ({ internal: AUTOCLAIM_PRICE.tonUnits, stars: AUTOCLAIM_PRICE.stars, external: AUTOCLAIM_PRICE.tonUnits }),
  check: (tx, _details, at) => refuseIfAutoclaimBought(tx, at.userId),
  activate: async (tx, _details, at) => {
    const activatesAt = at.now + (await autoclaimSettings(tx)).activationDelayMs;
    await tx.query(`update mining_users set autoclaim_from = least(coalesce(autoclaim_from, $2), $2) where user_id = $1`, [at.userId, new Date(activatesAt).toISOString()]);
    return activatesAt;
  },
};
