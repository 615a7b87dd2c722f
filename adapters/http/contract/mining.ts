/** The mining backend's calls (seed 001, section 7). Grows with the mining issues. */
import { healthSchema } from './common';
import { endpoint } from './endpoint';

export const miningContract = {
  health: endpoint({ method: 'GET', path: '/health', summary: 'Liveness', query: undefined, body: undefined, response: healthSchema }),
} as const;

export type MiningContract = typeof miningContract;
