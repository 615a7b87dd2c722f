/**
 * The banners' campaign dates (seed 001 §9, PRODUCT.md "Dated campaigns already past"): every
 * dated banner ends when the backend's configuration says, never at a date the client knows.
 */
import { z } from 'zod/mini';
import { endpoint } from '../endpoint';
import { instantSchema, serverTimeSchema } from './shared';

export const bannerCampaignsSchema = z.object({
  /** The open-league airdrop (until 17 Dec 2024 in the seed). */
  openLeague: instantSchema,
  /** The invite contest (the trade contest's end, 2025-05-01 23:59:59 UTC in the seed). */
  inviteContest: instantSchema,
  /** The donate banner is shown only before this (2025-06-10 in the seed). */
  donate: instantSchema,
});

export const bannersContract = {
  bannerConfig: endpoint({
    method: 'GET',
    path: '/banners/config',
    summary: 'When each dated banner campaign ends, with the server time (the banner sequence runs on the server clock)',
    query: undefined,
    body: undefined,
    response: z.object({ campaigns: bannerCampaignsSchema, serverTime: serverTimeSchema }),
  }),
} as const;
