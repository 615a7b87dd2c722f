/**
 * The frame of the staking flow: one staking machine for its five routes, kept in step with the
 * route by the flow's table (staking-flow.ts), the ports meeting it here through provideStaking.
 */
import { Outlet } from '@tanstack/react-router';
import { useState } from 'react';
import { provideStaking } from '../../../../domain/mining/staking/provide';
import { selectStakingHoldsInput } from '../../../../domain/mining/staking/selectors';
import { useClosingConfirmation } from '../../../components/amount-field';
import { useFlowRoute } from '../../../flows/use-flow-route';
import { usePorts } from '../../../ports-context';
import { withConfirmMoney } from '../../../../domain/shared/biometric-gate';
import { useConfirmMoney } from '../../../components/biometric-notice';
import { StakingContext } from './staking-context';
import { stakingFlow } from './staking-flow';

function StakingRouteSync() {
  useFlowRoute(StakingContext.useActorRef(), stakingFlow);
  useClosingConfirmation(StakingContext.useSelector(selectStakingHoldsInput));
  return null;
}

export function StakingLayout() {
  const ports = usePorts();
  const confirmMoney = useConfirmMoney();
  const [logic] = useState(() => provideStaking(withConfirmMoney(ports, confirmMoney)));
  return (
    <StakingContext.Provider logic={logic}>
      <StakingRouteSync />
      <Outlet />
    </StakingContext.Provider>
  );
}
