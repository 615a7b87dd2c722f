/** The speed's breakdown in the sandbox's feature list (sandbox/mining/features.ts, one line). */
import { speedContract } from '../../../adapters/http/contract/mining/speed';
import { speedRoutes } from './routes';

// Typed where it is listed (features.ts), so this file does not import the list back.
export const speedFeature = { id: 'speed', contract: speedContract, routes: speedRoutes };
