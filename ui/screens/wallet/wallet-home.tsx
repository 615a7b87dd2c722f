/**
 * The wallet home's content (seed 000 §2, route '/'), rendered inside the shell's HomeScreen: it
 * renders the home machine's view (one part per component) and sends events; every rule lives in
 * domain/wallet/. Needs <WalletHomeProvider> above it.
 */
import { useCallback, useState } from 'react';
import { useCurrentWallet, useHistoryView, useTokensView, useTotalView, WalletHomeContext } from '../../machines/wallet-home-context';
import { WalletPickerSheet } from '../wallet-picker/wallet-picker-sheet';
import { DepositDrawer } from './deposit-drawer';
import { withEarlyTotal } from './early-total';
import { HistoryList } from './history-list';
import { HomeActions } from './home-actions';
import { StakingCard } from './staking-card';
import { TokenList } from './token-list';
import { TotalBalance } from './total-balance';
import styles from './wallet.module.css';

type Sheet = 'deposit' | 'picker' | null;

// Each part follows only its own slice of the machine, so the four first answers, landing one by
// one, each re-render one part instead of the whole screen.
function HomeTotal() {
  const accountIndex = WalletHomeContext.useSelector((snapshot) => snapshot.context.accountIndex);
  return <TotalBalance view={withEarlyTotal(useTotalView(), accountIndex)} />;
}

function HomeTokens({ onToggle }: { onToggle: () => void }) {
  return <TokenList tokens={useTokensView()} onToggle={onToggle} />;
}

function HomeHistory({ onLoadMore }: { onLoadMore: () => void }) {
  return <HistoryList history={useHistoryView()} onLoadMore={onLoadMore} />;
}

function HomeDeposit({ onClose }: { onClose: () => void }) {
  return <DepositDrawer wallet={useCurrentWallet()} onClose={onClose} />;
}

export function WalletHome() {
  const actor = WalletHomeContext.useActorRef();
  const [sheet, setSheet] = useState<Sheet>(null);
  const close = useCallback(() => setSheet(null), []);
  const toggleTokens = useCallback(() => actor.send({ type: 'tokens.toggle' }), [actor]);
  const loadMoreHistory = useCallback(() => actor.send({ type: 'history.loadMore' }), [actor]);
  return (
    <div className={styles.walletHome}>
      <HomeTotal />
      <HomeActions onDeposit={() => setSheet('deposit')} onSwitchWallet={() => setSheet('picker')} />
      <HomeTokens onToggle={toggleTokens} />
      <StakingCard />
      <HomeHistory onLoadMore={loadMoreHistory} />
      {sheet === 'deposit' ? <HomeDeposit onClose={close} /> : null}
      {sheet === 'picker' ? <WalletPickerSheet onClose={close} /> : null}
    </div>
  );
}
