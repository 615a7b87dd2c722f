/** SWITCH mined per UTC day in the sandbox's feature list (sandbox/mining/features.ts, one line). */
import { earningsContract } from '../../../adapters/http/contract/mining/earnings';
import { earningsRoutes } from './routes';

// Typed where it is listed (features.ts), so this file does not import the list back.
export const earningsFeature = { id: 'earnings', contract: earningsContract, routes: earningsRoutes };
