/**
 * The mining record's calls (seed 001 §7 "Mining, tasks, boosts"): create on first launch, read,
 * claim, burn. Mounted behind the init-data check. Value-moving handlers keep all their writes in
 * one transaction (the platform runs each Idempotency-Key once around it), and every mining time
 * is the sandbox clock's, read in that transaction under the miner's lock (currentMiner).
 */
import { Hono } from 'hono';
import { recordContract } from '../../../adapters/http/contract/mining/record';
import { burnContract } from '../../../adapters/http/contract/mining/burn';
import { ensureWalletIn } from '../../main/engine/accounts';
import type { SandboxDeps, SandboxEnv } from '../../platform/deps';
import { mount, mountMoving } from '../../platform/http/contract-route';
import { burnPunks } from '../engine/burn';
import { recordClaim } from '../engine/claim';
import { BURN_GAS_UNITS } from '../engine/config';
import { createMiner } from '../engine/create';
import { currentMiner } from '../engine/current';
import { accruedUnits } from '../../../domain/mining/accrual';
import { requireMiner, switchText, wireMining } from '../engine/miner';
import { tonText } from '../engine/external-wallet';

export function recordRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  const serverTime = (now: number): string => new Date(now).toISOString();

  mount(routes, deps, recordContract.createUserMining, async ({ user, body }) => {
    return deps.db.transaction(async (tx) => {
      const { created, referral } = await createMiner(tx, deps.clock, user, body.ref);
      const { miner, segments, now } = await currentMiner(tx, deps.clock, user.id);
      return { created, referral, mining: await wireMining(tx, miner, segments, now), serverTime: serverTime(now) };
    });
  });

  // A read that may write: an active autoclaim claims its missed periods when the record is read.
  mount(routes, deps, recordContract.getUserMining, async ({ user }) => {
    return deps.db.transaction(async (tx) => {
      const { miner, segments, now } = await currentMiner(tx, deps.clock, user.id);
      return { mining: await wireMining(tx, miner, segments, now), serverTime: serverTime(now) };
    });
  });

  mountMoving(routes, deps, recordContract.claimMining, async ({ user, tx }) => {
    const { miner, segments, now } = await currentMiner(tx, deps.clock, user.id);
    // From the stored last claim, read under the lock: nothing before it is paid again.
    const claimed = accruedUnits(segments, miner.lastClaimAt, now);
    const { claimId, split } = await recordClaim(tx, miner, { claimed, kind: 'manual', periods: 1, claimAt: now });
    const after = await requireMiner(tx, user.id);
    return {
      claimId,
      claimedAmount: switchText(split.claimed),
      creditedAmount: switchText(split.credited),
      verifiedBonus: switchText(split.verifiedBonus),
      allianceBonus: switchText(split.allianceBonus),
      mining: await wireMining(tx, after, segments, now),
      serverTime: serverTime(now),
    };
  });

  mountMoving(routes, deps, burnContract.burnPunks, async ({ user, body, tx }) => {
    // A first-seen user gets account 0, in the key's transaction.
    await ensureWalletIn(tx, { id: user.id, firstName: user.firstName }, new Date(await deps.clock.read(tx)));
    // The boost starts at the time read under the miner's lock.
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
