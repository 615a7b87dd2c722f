/**
 * `/boost/checkPunkStaking` and `/setTonWallet` (wallet-tasks.ts): each once per Idempotency-Key,
 * and its grant once per (user, task) whatever the keys.
 */
import { Hono } from 'hono';
import { walletTasksContract as c } from '../../../adapters/http/contract/mining/wallet-tasks';
import type { SandboxDeps, SandboxEnv } from '../../platform/deps';
import { mountMoving } from '../../platform/http/contract-route';
import type { PurposeTable } from '../payments/purpose-table';
import type { UserFacts } from '../shared/facts';
import { grantWalletTask, STAKING_TASK_CODE, verifyBitget, verifyStaking, WALLET_TASK_CODE } from './wallet-tasks';

export function walletTaskRoutes(deps: SandboxDeps, _purposes: PurposeTable, facts: UserFacts): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  mountMoving(routes, deps, c.checkPunkStaking, ({ user, body, tx }) =>
    grantWalletTask(tx, deps.clock, facts, user.id, STAKING_TASK_CODE, () => verifyStaking(tx, user.id, body.walletAddress)),
  );
  mountMoving(routes, deps, c.setTonWallet, ({ user, body, tx }) =>
    grantWalletTask(tx, deps.clock, facts, user.id, WALLET_TASK_CODE, (now) => verifyBitget(tx, user.id, body.walletAddress, now)),
  );
  return routes;
}
