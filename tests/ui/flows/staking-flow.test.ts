/**
 * The staking flow's paths (issue 22: "Flow state survives the back button, a reload and a deep link
 * into the middle"): the step-to-path rule (ui/flows/flow-table.ts) on staking's table, with
 * snapshots of the real staking machine. The machine leads to the payment method or the
 * confirmation; going back takes it back to the form (kept); a reload or a deep link into the
 * confirmation or the payment method, where the new machine is at the form, goes to the entry.
 */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type SnapshotFrom } from 'xstate';
import type { stakingMachine } from '../../../domain/mining/staking/machine';
import type { PaymentApi } from '../../../domain/payment/port';
import { provideStaking } from '../../../domain/mining/staking/provide';
import type { StakingApi } from '../../../domain/mining/staking/port';
import type { MiningRecordApi } from '../../../domain/mining/shared/port';
import { eventForPath, redirectForPath, routeAfterMove } from '../../../ui/flows/flow-table';
import { STAKING_PATHS } from '../../../ui/routes/mining/staking';
import { stakingFlow } from '../../../ui/screens/mining/staking/staking-flow';
import { fakePort } from '../../support/fake-port';
import { recordingLogger } from '../../support/fake-ports';
import { manualClock } from '../../support/manual-clock';
import { aStakingConfigs } from '../../support/staking-mothers';
import { aUserMining } from '../../support/mothers';

type Snapshot = SnapshotFrom<typeof stakingMachine>;
const CONFIGS = aStakingConfigs();
const TIME = '2026-01-01T00:00:00.000Z';

async function flowAtForm() {
  const list = { ...aUserMining({ gotAmount: '1000', lockAmount: '0' }, TIME), deposits: [] };
  const stakingApi = fakePort<StakingApi>('stakingApi', {
    configs: async () => CONFIGS,
    total: async () => ({ totalAmount: '0', serverTime: TIME }),
    deposits: async () => list,
    deposit: async () => list,
  });
  const actor = createActor(provideStaking({ paymentApi: fakePort<PaymentApi>('paymentApi'), stakingApi, miningRecordApi: fakePort<MiningRecordApi>('miningRecordApi'), clock: manualClock(), logger: recordingLogger() })).start();
  await waitFor(actor, (s) => s.hasTag('form'));
  return actor;
}

/** Each move's previous and next snapshot. */
function step(actor: Awaited<ReturnType<typeof flowAtForm>>, event: Parameters<typeof actor.send>[0]): [Snapshot, Snapshot] {
  const previous = actor.getSnapshot();
  actor.send(event);
  return [previous, actor.getSnapshot()];
}

describe('the staking flow’s paths', () => {
  it('follows the machine: a paid period to the payment method, a free one to the confirmation, success replacing it', async () => {
    const paid = await flowAtForm();
    step(paid, { type: 'configs.open' });
    step(paid, { type: 'period.choose', period: '3mhp' });
    const [form, payment] = step(paid, { type: 'form.continue' });
    expect(routeAfterMove(stakingFlow, form, payment, STAKING_PATHS.form)).toEqual({ to: STAKING_PATHS.paymentMethod, how: 'push' });

    const free = await flowAtForm();
    step(free, { type: 'configs.open' });
    step(free, { type: 'period.choose', period: '3m' });
    const [before, confirm] = step(free, { type: 'form.continue' });
    expect(routeAfterMove(stakingFlow, before, confirm, STAKING_PATHS.form)).toEqual({ to: STAKING_PATHS.confirm, how: 'push' });
    const [confirming] = step(free, { type: 'stake.confirm' });
    await waitFor(free, (s) => s.hasTag('success'));
    expect(routeAfterMove(stakingFlow, confirming, free.getSnapshot(), STAKING_PATHS.confirm)).toEqual({ to: STAKING_PATHS.success, how: 'replace' });
    // Leaving the success screen starts over.
    expect(eventForPath(stakingFlow, STAKING_PATHS.form, free.getSnapshot())).toEqual({ type: 'flow.restart' });
  });

  it('the back button from the payment method or the confirmation takes the machine back to the form, the stake kept', async () => {
    const actor = await flowAtForm();
    step(actor, { type: 'configs.open' });
    step(actor, { type: 'period.choose', period: '3mhp' });
    step(actor, { type: 'form.continue' });
    const back = eventForPath(stakingFlow, STAKING_PATHS.form, actor.getSnapshot());
    expect(back).toEqual({ type: 'payment.back' });
    actor.send(back!);
    expect(actor.getSnapshot().hasTag('form')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ period: '3mhp', amountText: '500' });
    expect(redirectForPath(stakingFlow, STAKING_PATHS.form, actor.getSnapshot())).toBeNull();
  });

  it('the configs path opens the period list, and going back closes it', async () => {
    const actor = await flowAtForm();
    expect(eventForPath(stakingFlow, STAKING_PATHS.configs, actor.getSnapshot())).toEqual({ type: 'configs.open' });
    actor.send({ type: 'configs.open' });
    expect(eventForPath(stakingFlow, STAKING_PATHS.form, actor.getSnapshot())).toEqual({ type: 'configs.close' });
  });

  it.each([STAKING_PATHS.confirm, STAKING_PATHS.paymentMethod, STAKING_PATHS.success])('a reload or a deep link into %s (a new machine, at the form) goes to the entry', async (path) => {
    const actor = await flowAtForm();
    expect(eventForPath(stakingFlow, path, actor.getSnapshot())).toBeNull();
    expect(redirectForPath(stakingFlow, path, actor.getSnapshot())).toBe(STAKING_PATHS.form);
  });
});
