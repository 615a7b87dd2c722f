/** Burning PUNK for a 48 h speed boost (seed 001 §4 "Burn modal", §5 "Burn", §8, §9). */
import { z } from 'zod/mini';
import { endpoint } from '../endpoint';
import { instantSchema, miningDecimalSchema, serverTimeSchema } from './shared';
import { userMiningSchema } from './record';

/** The seed's burn refusals: 4002 not enough PUNK, 4003 not enough TON for the gas. */
export const BURN_ERROR_CODES = { notEnoughPunk: 4002, notEnoughGas: 4003 } as const;

/** A burn refusal: the seed's `{ errorCode, errorMessage }` beside the common `{ message, code }`. */
export const burnErrorSchema = z.object({
  errorCode: z.union([z.literal(BURN_ERROR_CODES.notEnoughPunk), z.literal(BURN_ERROR_CODES.notEnoughGas)]),
  errorMessage: z.string(),
  message: z.string(),
  code: z.optional(z.string()),
});

export const burnOfferSchema = z.object({
  /** SWITCH per hour added per PUNK burned. */
  rate: miningDecimalSchema,
  boostHours: z.int(),
  minAmount: miningDecimalSchema,
  gasTon: miningDecimalSchema,
});

export const burnContract = {
  burnOffer: endpoint({
    method: 'GET',
    path: '/burn/config',
    summary: 'What a burn costs and gives: the boost per PUNK, its hours, the minimum and the TON gas',
    query: undefined,
    body: undefined,
    response: burnOfferSchema,
  }),
  burnPunks: endpoint({
    method: 'POST',
    path: '/burnPunks',
    summary: 'Burn PUNK (at least 1) from account 0 for a 48 h boost; 0.005 TON gas; errors 4002 and 4003',
    query: undefined,
    body: z.object({ amount: miningDecimalSchema }),
    response: z.object({
      burnId: z.string(),
      burnedAmount: miningDecimalSchema,
      /** SWITCH per hour the burn adds, until boostEndsAt. */
      addedSpeed: miningDecimalSchema,
      boostEndsAt: instantSchema,
      gas: z.object({ amount: miningDecimalSchema, symbol: z.literal('TON') }),
      mining: userMiningSchema,
      serverTime: serverTimeSchema,
    }),
    movesValue: true,
  }),
} as const;
