/** Proof of humanity in the sandbox's feature list (sandbox/mining/features.ts, one line). */
import { proveContract } from '../../../adapters/http/contract/mining/prove';
import { defaultProveDeadline } from './config';
import { proveControls } from './controls';
import { proveTables } from './migrations';
import { provePurpose } from './purpose';
import { proveRoutes } from './routes';

// Typed where it is listed (features.ts), so this file does not import the list back.
export const proveFeature = { id: 'prove', contract: proveContract, routes: proveRoutes, migrations: [proveTables], openingStamp: defaultProveDeadline, purposes: [provePurpose], controls: proveControls };
