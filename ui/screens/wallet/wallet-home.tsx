/**
 * The wallet home's content (seed 000 §2, route '/'), rendered inside the shell's HomeScreen: it
 * renders selectHomeView and sends events; every rule lives in domain/wallet/. Needs
 * <WalletHomeProvider> above it.
 */
import { useState } from 'react';
import { useHomeView, WalletHomeContext } from '../../machines/wallet-home-context';
import { WalletPickerSheet } from '../wallet-picker/wallet-picker-sheet';
import { DepositDrawer } from './deposit-drawer';
import { HistoryList } from './history-list';
import { HomeActions } from './home-actions';
import { StakingCard } from './staking-card';
import { TokenList } from './token-list';
import { TotalBalance } from './total-balance';
import './wallet.css';

type Sheet = 'deposit' | 'picker' | null;

export function WalletHome() {
  const actor = WalletHomeContext.useActorRef();
  const view = useHomeView();
  const [sheet, setSheet] = useState<Sheet>(null);
  const close = () => setSheet(null);
  return (
    <div className="wallet-home">
      <TotalBalance view={view} />
      <HomeActions onDeposit={() => setSheet('deposit')} onSwitchWallet={() => setSheet('picker')} />
      <TokenList tokens={view.tokens} onToggle={() => actor.send({ type: 'tokens.toggle' })} />
      <StakingCard />
      <HistoryList history={view.history} onLoadMore={() => actor.send({ type: 'history.loadMore' })} />
      {sheet === 'deposit' ? <DepositDrawer wallet={view.wallets.find((wallet) => wallet.checked)} onClose={close} /> : null}
      {sheet === 'picker' ? <WalletPickerSheet onClose={close} /> : null}
    </div>
  );
}
