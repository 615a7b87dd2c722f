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
import type { Queryable } from '../../main/engine/ledger';
import { planClaim, writeClaim } from '../shared/claim';
import { BASE_SPEED_UNITS_PER_HOUR, BONUS_PERCENT } from '../shared/config';
import { createMiner } from '../shared/create';
import { currentMiner, lockFirstOf, settledMiner } from '../shared/current';
import { EMPTY_RANK_STATE } from '../shared/rank';
import { accruedUnits, CLAIM_PERIOD_MS, HOUR_MS } from '../../../domain/mining/shared/accrual';
import { switchText, wireMining } from '../shared/miner';

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

  // Two round trips (docs/decisions/sandbox-platform.md "Claims in four round trips (issue 36)",
  // "The claim's last statement commits (issue 36)"): BEGIN with the key's claim, which locks the
  // miner and reads it after the lock (lockFirstOf): the row, the time, the boosts and the rank
  // thresholds; the claim's writes with the key's answer and COMMIT. (With a hand-driven clock the
  // read is a statement of its own.)
  mountMoving(
    routes,
    deps,
    recordContract.claimMining,
    async ({ user, tx, idempotencyKey, lockedRows, settleInline }) => {
      const { miner, segments, now, rankState } = await currentMiner(tx, deps.clock, user.id, { locked: true, ...(lockedRows ? { rows: lockedRows } : {}) });
      // From the stored last claim, read under the lock: nothing before it is paid again.
      const claimed = accruedUnits(segments, miner.lastClaimAt, now);
      const plan = planClaim(miner, { claimed, kind: 'manual', periods: 1, claimAt: now });
      const answer = async (q: Queryable) => ({
        claimId: plan.claimId,
        claimedAmount: switchText(plan.split.claimed),
        creditedAmount: switchText(plan.split.credited),
        verifiedBonus: switchText(plan.split.verifiedBonus),
        allianceBonus: switchText(plan.split.allianceBonus),
        mining: await wireMining(q, plan.after, segments, now, rankState),
        serverTime: serverTime(now),
      });
      // Before the ranks' first recomputation the rank counts the store, which must see the claim:
      // write first, answer after, and the key's answer takes its own statement then.
      if (rankState === EMPTY_RANK_STATE || idempotencyKey === null) {
        await writeClaim(tx, plan);
        return answer(tx);
      }
      // The writes, the key's answer and COMMIT in one round trip: nothing may follow it.
      const body = await answer(tx);
      await writeClaim(tx, plan, { key: idempotencyKey, answerJson: settleInline(body) });
      return body;
    },
    { lockFirst: lockFirstOf(deps.clock) },
  );

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
