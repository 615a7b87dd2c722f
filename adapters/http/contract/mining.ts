/**
 * The mining backend's calls (seed 001, section 7), one module per feature under ./mining/. The
 * table of every path the seed names, and the ones still to come, is in docs/contract.md.
 */
import { healthSchema } from './common';
import { endpoint } from './endpoint';
import { autoclaimContract } from './mining/autoclaim';
import { burnContract } from './mining/burn';
import { paymentsContract } from './mining/payments';
import { recordContract } from './mining/record';

export const miningContract = {
  health: endpoint({ method: 'GET', path: '/health', summary: 'Liveness', query: undefined, body: undefined, response: healthSchema }),
  ...recordContract,
  ...burnContract,
  ...autoclaimContract,
  ...paymentsContract,
} as const;

export type MiningContract = typeof miningContract;
