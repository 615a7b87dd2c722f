/**
 * Burning PUNK for a 48 h boost (seed 001 §4 "Burn modal", §7 "burn punks"; docs/decisions/mining-platform.md
 * "Mining backend"): what a burn costs and gives, and the burn itself, once per key, debiting the
 * wallet ledger and adding the boost in one transaction.
 */
import { Hono } from 'hono';
import { burnContract } from '../../../adapters/http/contract/mining/burn';
import { HOUR_MS } from '../../../domain/mining/shared/accrual';
import { ensureWalletIn } from '../../main/engine/accounts';
import type { SandboxDeps, SandboxEnv } from '../../platform/deps';
import { mount, mountMoving } from '../../platform/http/contract-route';
import { BURN_BOOST_MS, BURN_GAS_UNITS, BURN_MIN_PUNK, BURN_RATE } from './config';
import { currentMiner } from '../shared/current';
import { tonText } from '../payments/external-wallet';
import { switchText, wireMining } from '../shared/miner';
import { burnPunks } from './engine';

export function burnRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const serverTime = (now: number): string => new Date(now).toISOString();

  mount(routes, deps, burnContract.burnOffer, async () => ({
    rate: BURN_RATE.switchPerHour,
    boostHours: BURN_BOOST_MS / HOUR_MS,
    minAmount: BURN_MIN_PUNK.toString(),
    gasTon: tonText(BURN_GAS_UNITS),
  }));

  mountMoving(routes, deps, burnContract.burnPunks, async ({ user, body, tx }) => {
    // A first-seen user gets account 0, in the key's transaction.
    await ensureWalletIn(tx, { id: user.id, firstName: user.firstName }, new Date(await deps.clock.read(tx)));
    // The boost starts (and ends) by the time read under the miner's lock.
    const { miner, now } = await currentMiner(tx, deps.clock, user.id);
    const burn = await burnPunks(tx, miner, body.amount, now);
    const after = await currentMiner(tx, deps.clock, user.id);
    return {
      burnId: burn.burnId,
      burnedAmount: burn.burnedAmount,
      addedSpeed: switchText(burn.addedUnitsPerHour),
      boostEndsAt: new Date(burn.boostEndsAt).toISOString(),
      gas: { amount: tonText(BURN_GAS_UNITS), symbol: 'TON' as const },
      mining: await wireMining(tx, after.miner, after.segments, after.now),
      serverTime: serverTime(after.now),
    };
  });


  return routes;
}
