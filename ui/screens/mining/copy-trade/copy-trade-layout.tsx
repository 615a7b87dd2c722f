/**
 * The copy-trade flow's layout (/copyTrade and its eight steps): one machine for the whole flow,
 * started with the selected wallet's account; the route and the machine kept in line by the
 * step-to-path rule (copy-trade-flow.ts); the machine's step drawn.
 */
import { useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { COPY_TRADE_DRAFT_KEY } from '../../../../domain/mining/copy-trade/draft';
import { provideCopyTrade } from '../../../../domain/mining/copy-trade/provide';
import { selectCopyTradeHoldsInput, selectCopyTradeView } from '../../../../domain/mining/copy-trade/selectors';
import { useClosingConfirmation } from '../../../components/amount-field';
import { useFlowRoute } from '../../../flows/use-flow-route';
import { sameData } from '../../../machines/same-data';
import { usePorts } from '../../../ports-context';
import { ArchiveScreen } from './archive-screen';
import { CopyTradeContext } from './copy-trade-context';
import { copyTradeFlow } from './copy-trade-flow';
import { AddressScreen, DepositScreen, EntryScreen, NetworkScreen, NotBalanceScreen, SuccessScreen, TokenScreen } from './flow-screens';

function FlowRoute() {
  const actor = CopyTradeContext.useActorRef();
  useFlowRoute(actor, copyTradeFlow);
  useClosingConfirmation(CopyTradeContext.useSelector(selectCopyTradeHoldsInput));
  return null;
}

function CopyTradeStep() {
  const view = CopyTradeContext.useSelector(selectCopyTradeView, sameData);
  switch (view.step) {
    case 'loading':
    case 'failed':
      return <EntryScreen view={view} />;
    case 'not-balance':
      return <NotBalanceScreen view={view} />;
    case 'archive':
      return <ArchiveScreen view={view} />;
    case 'address':
      return <AddressScreen view={view} />;
    case 'network':
      return <NetworkScreen view={view} />;
    case 'token':
      return <TokenScreen view={view} />;
    case 'deposit':
    case 'starting':
      return <DepositScreen view={view} />;
    case 'success':
      return <SuccessScreen view={view} />;
  }
}

export function CopyTradeLayout() {
  const ports = usePorts();
  // Read once: the flow trades from the account it started with.
  const accountIndex = useSearch({ strict: false, select: (search) => search.selectedWalletIndex ?? 0 });
  // The form kept on the device: the machine restores it only when the flow opens on a step's path.
  const [input] = useState(() => ({ accountIndex, draft: ports.storage.get(COPY_TRADE_DRAFT_KEY) }));
  const [logic] = useState(() => provideCopyTrade(ports));
  return (
    <CopyTradeContext.Provider logic={logic} options={{ input }}>
      <FlowRoute />
      <CopyTradeStep />
    </CopyTradeContext.Provider>
  );
}
