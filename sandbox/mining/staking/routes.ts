/**
 * Staking's endpoints (seed 001 §7 "Staking"; docs/decisions/staking.md "Staking (issue 22)"): the configs,
 * the total, the user's deposits (a read that credits the hours due, under the miner's lock, like
 * the tasks' grants), a deposit once per key, and claiming a stake back once it has unlocked.
 */
import { Hono } from 'hono';
import { stakingContract } from '../../../adapters/http/contract/mining/staking';
import { parseUnits } from '../../main/engine/units';
import type { SandboxDeps, SandboxEnv } from '../../platform/deps';
import { mount, mountMoving } from '../../platform/http/contract-route';
import { SandboxError } from '../../platform/http/errors';
import { purposeRow, type PurposeTable } from '../payments/purpose-table';
import { startExternalPayment } from '../payments/start-payment';
import { SWITCH_DECIMALS } from '../shared/config';
import { currentMiner } from '../shared/current';
import { requireMiner, switchText, wireMining } from '../shared/miner';
import { STAKING_CONFIGS, type StakingPeriod } from './config';
import { apyText, checkStakeSize, claimStake, createStakingDepositInTx, depositsOf, hasActiveStake, totalStakedUnits, wireDeposit } from './engine';
import { payStakingFee } from './purpose';
import { mintedSbts, pendingSbtMint, stakingSbtPurpose } from './sbt';
import { iso } from '../../platform/clock';

export function stakingConfigsAnswer() {
  const periods = Object.keys(STAKING_CONFIGS) as StakingPeriod[];
  return {
    paidPeriods: periods.filter((period) => STAKING_CONFIGS[period].price !== null),
    stakingConfig: Object.fromEntries(
      periods.map((period) => {
        const config = STAKING_CONFIGS[period];
        return [
          period,
          {
            apy: apyText(config.apyPpm),
            minSwitchAmount: switchText(config.minUnits),
            maxSwitchAmount: switchText(config.maxUnits),
            months: config.months,
            ...(config.price ? { priceAmount: { ton: switchText(config.price.tonUnits), stars: config.price.stars.toString() } } : {}),
          },
        ];
      }),
    ) as Record<StakingPeriod, never>,
  };
}

/** The amount's 1e-9 units; more than 9 decimals is refused like a size. */
function amountUnits(text: string): bigint {
  const parsed = parseUnits(text, SWITCH_DECIMALS);
  if (!parsed.ok) throw new SandboxError(400, 'The amount is not a SWITCH amount', 'invalid-amount', ['amount']);
  return parsed.units;
}

export function stakingRoutes(deps: SandboxDeps, purposes: PurposeTable): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  mount(routes, deps, stakingContract.stakingStatus, async ({ user }) => ({ hasStaking: await hasActiveStake(deps.db, user.id) }));

  mount(routes, deps, stakingContract.stakingConfigs, async () => stakingConfigsAnswer());

  mount(routes, deps, stakingContract.stakingTotal, async () => {
    return deps.db.transaction(async (tx) => ({ totalAmount: switchText(await totalStakedUnits(tx)), serverTime: iso(await deps.clock.read(tx)) }));
  });

  // A read that credits the hours due: once per hour by credited_hours, under the miner's lock.
  mount(routes, deps, stakingContract.stakingList, async ({ user }) => {
    return deps.db.transaction(async (tx) => {
      const current = await currentMiner(tx, deps.clock, user.id);
      return {
        deposits: (await depositsOf(tx, user.id)).map(wireDeposit),
        mining: await wireMining(tx, current.miner, current.segments, current.now),
        serverTime: iso(current.now),
      };
    });
  });

  mountMoving(routes, deps, stakingContract.stakingDeposit, async ({ user, body, tx }) => {
    const units = amountUnits(body.amount);
    checkStakeSize(body.period, units);
    const current = await currentMiner(tx, deps.clock, user.id);
    const config = STAKING_CONFIGS[body.period];
    const answer = async (extra: object) => {
      const miner = await requireMiner(tx, user.id);
      return { ...extra, mining: await wireMining(tx, miner, current.segments, current.now), serverTime: iso(current.now) };
    };
    if (config.price === null) {
      if (body.type !== undefined) throw new SandboxError(400, 'This period is free: there is no fee to pay', 'not-offered', ['type']);
      const deposit = await createStakingDepositInTx(tx, { userId: user.id, period: body.period, amountUnits: units, now: current.now });
      return answer({ deposit: wireDeposit(deposit) });
    }
    if (body.type === undefined) throw new SandboxError(400, 'This period has a fee: say how it is paid', 'not-offered', ['type']);
    return answer(await payStakingFee(tx, deps, purposes, { userId: user.id, period: body.period, amountUnits: units, way: body.type, accountIndex: body.accountIndex ?? 0, now: current.now }));
  });

  mountMoving(routes, deps, stakingContract.claimStake, async ({ user, body, tx }) => {
    const current = await currentMiner(tx, deps.clock, user.id);
    const deposit = await claimStake(tx, user.id, body.depositId, current.now);
    const miner = await requireMiner(tx, user.id);
    return { deposit: wireDeposit(deposit), mining: await wireMining(tx, miner, current.segments, current.now), serverTime: iso(current.now) };
  });

  mount(routes, deps, stakingContract.userSbts, async ({ user }) => (await mintedSbts(deps.db, user.id)).map((stakingPeriod) => ({ stakingPeriod })));

  // The SBT's transaction to sign: under the miner's lock, a pending one of the period is answered
  // again, else the purpose checks it is earned and not minted, and a new external intent is made.
  mount(routes, deps, stakingContract.sbtTransaction, async ({ user, query }) => {
    return deps.db.transaction(async (tx) => {
      const current = await currentMiner(tx, deps.clock, user.id);
      const pending = await pendingSbtMint(tx, user.id, query.stakingPeriod, current.now);
      if (pending) return pending;
      const row = purposeRow(purposes, stakingSbtPurpose.purpose);
      const started = await startExternalPayment(tx, { userId: user.id, row, details: { stakingPeriod: query.stakingPeriod } }, current.now);
      return { transaction: started.transaction, intentId: started.intentId };
    });
  });

  return routes;
}
