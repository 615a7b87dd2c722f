/** The tasks that need a connected TON wallet, as a mining feature of the sandbox (features.ts). */
import { walletTasksContract } from '../../../adapters/http/contract/mining/wallet-tasks';
import { walletTaskControls } from './wallet-controls';
import { walletTaskTables } from './wallet-migrations';
import { walletTaskRoutes } from './wallet-routes';

// Typed where it is listed (features.ts), so this file does not import the list back.
export const walletTasksFeature = {
  id: 'wallet-tasks',
  contract: walletTasksContract,
  routes: walletTaskRoutes,
  migrations: [walletTaskTables],
  controls: walletTaskControls,
};
