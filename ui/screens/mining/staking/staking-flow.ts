/**
 * The staking flow's steps and paths (ui/flows, the step-to-path rule). The machine leads: a ready
 * form opens the payment method or the confirmation, a made deposit replaces it with the success
 * screen. Back from the confirmation or the payment method returns the machine to the form, kept;
 * the configs screen is entered by its path and left by going back; leaving the success screen
 * starts over. A confirmation opened without a form (a reload, a deep link) goes to the entry.
 */
import type { SnapshotFrom } from 'xstate';
import type { StakingEvent } from '../../../../domain/mining/staking/events';
import type { stakingMachine } from '../../../../domain/mining/staking/machine';
import { selectStakingStep } from '../../../../domain/mining/staking/selectors';
import type { FlowTable } from '../../../flows/flow-table';
import { STAKING_PATHS } from '../../../routes/mining/staking';

type Snapshot = SnapshotFrom<typeof stakingMachine>;
const at = (step: ReturnType<typeof selectStakingStep>) => (snapshot: Snapshot) => selectStakingStep(snapshot) === step;

export const stakingFlow: FlowTable<Snapshot, StakingEvent> = {
  name: 'staking',
  steps: [
    { name: 'success', when: at('success'), paths: [STAKING_PATHS.success], arrive: 'replace', leave: { type: 'flow.restart' } },
    // A deposit in flight and the first read are never interrupted by navigation.
    { name: 'staking', when: at('staking'), paths: null },
    { name: 'loading', when: (s) => s.hasTag('loading') || s.hasTag('failed'), paths: null },
    { name: 'payment-method', when: at('payment-method'), paths: [STAKING_PATHS.paymentMethod], leave: { type: 'payment.back' } },
    { name: 'confirm', when: at('confirm'), paths: [STAKING_PATHS.confirm], leave: { type: 'confirm.back' } },
    { name: 'configs', when: at('configs'), paths: [STAKING_PATHS.configs], enter: { type: 'configs.open' }, leave: { type: 'configs.close' }, leaveBy: 'back' },
    { name: 'form', when: () => true, paths: [STAKING_PATHS.form], arrive: 'replace' },
  ],
};
