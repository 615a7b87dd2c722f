/**
 * Autoclaim is a purchase (seed 001 §4 "Autoclaim"): bought once, three ways, through the one
 * purchase flow (domain/payment). It needs no details; the server prices it and activates it
 * after its delay ("up to 1 hour").
 */
import type { Purchase } from '../../payment/types';

declare module '../../payment/types' {
  interface PurchaseDetails {
    readonly autoclaim: Readonly<Record<string, never>>;
  }
}

export const AUTOCLAIM_PURCHASE: Purchase = { purpose: 'autoclaim', details: {} };
