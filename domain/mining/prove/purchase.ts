/**
 * The proof of humanity is a purchase (seed 001 §2 "Proof of humanity screens", §7): paid three
 * ways through the one purchase flow (domain/payment). It needs no details; the server prices it
 * and starts the proof once it is paid.
 */
import type { Purchase } from '../../payment/types';

declare module '../../payment/types' {
  interface PurchaseDetails {
    readonly prove: Readonly<Record<string, never>>;
  }
}

export const PROVE_PURCHASE: Purchase = { purpose: 'prove', details: {} };
