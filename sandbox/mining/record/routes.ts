/**
 * The mining record's calls (seed 001 §7 "Mining, tasks, boosts"): create on first launch, read,
 * claim, and the rules of the mining clock. Mounted behind the init-data check. Value-moving
 * handlers keep all their writes in one transaction (the platform runs each Idempotency-Key once
 * around it), and every mining time is the sandbox clock's, read in that transaction under the
 * miner's lock (currentMiner).
 */
import { Hono } from 'hono';
import { recordContract } from '../../../adapters/http/contract/mining/record';
import type { SandboxDeps, SandboxEnv } from '../../platform/deps';
import { mount, mountMoving } from '../../platform/http/contract-route';
import { recordClaim } from '../shared/claim';
import { BASE_SPEED_UNITS_PER_HOUR, BONUS_PERCENT } from '../shared/config';
import { createMiner } from '../shared/create';
import { currentMiner, settledMiner } from '../shared/current';
import { accruedUnits, CLAIM_PERIOD_MS, HOUR_MS } from '../../../domain/mining/shared/accrual';
import { requireMiner, switchText, wireMining } from '../shared/miner';

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

  // A read that may write: an active autoclaim claims its missed periods when the record is read
  // (and staking credits its hours); with nothing due it is one statement, without a lock.
  mount(routes, deps, recordContract.getUserMining, async ({ user }) => {
    return settledMiner(deps.db, deps.clock, user.id, async (q, { miner, segments, now, rankState }) => ({
      mining: await wireMining(q, miner, segments, now, rankState),
      serverTime: serverTime(now),
    }));
  });

  mountMoving(routes, deps, recordContract.claimMining, async ({ user, tx }) => {
    const { miner, segments, now, rankState } = await currentMiner(tx, deps.clock, user.id);
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
      mining: await wireMining(tx, after, segments, now, rankState),
      serverTime: serverTime(now),
    };
  });

  mount(routes, deps, recordContract.miningRules, async () => ({
    baseSpeed: switchText(BASE_SPEED_UNITS_PER_HOUR),
    claimPeriodHours: CLAIM_PERIOD_MS / HOUR_MS,
    bonuses: {
      verifiedPercent: Number(BONUS_PERCENT.verified),
      alliancePercent: Number(BONUS_PERCENT.alliance),
      inviterPercent: Number(BONUS_PERCENT.inviter),
      inviterOfInviterPercent: Number(BONUS_PERCENT.inviterOfInviter),
    },
    serverTime: serverTime(await deps.clock.read(deps.db)),
  }));

  return routes;
}
