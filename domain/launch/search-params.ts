/**
 * Search parameters of the wallet routes (seed 000 §2): selectedWalletIndex and tradeID. Links
 * are typed by hand and shared, so every field falls back instead of failing: the router must
 * never throw on a URL.
 */
import { z } from 'zod/mini';
import { MAX_ACCOUNT_INDEX } from '../wallet/account-index';

// Optional on input so links may leave it out; the default and every invalid value read as 0.
const walletIndexSchema = z.catch(
  z.pipe(
    z.optional(z.union([z.number(), z.pipe(z.string().check(z.regex(/^\d{1,4}$/)), z.transform(Number))])),
    z.int().check(z.minimum(0), z.maximum(MAX_ACCOUNT_INDEX)),
  ),
  0,
);

const tradeIdSchema = z.catch(z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/))), undefined);

export const walletSearchSchema = z.catch(
  z.object({ selectedWalletIndex: walletIndexSchema, tradeID: tradeIdSchema }),
  // A search that is not an object at all (never produced by the router, but cheap to guard).
  { selectedWalletIndex: 0, tradeID: undefined },
);

export type WalletSearch = z.output<typeof walletSearchSchema>;

