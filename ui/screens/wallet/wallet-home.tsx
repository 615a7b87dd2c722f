/**
 * The wallet home's content (seed 000 §2, route '/'), rendered inside the shell's HomeScreen: it
 * renders the home machine's view (one part per component) and sends events; every rule lives in
 * domain/wallet/. Needs <WalletHomeProvider> above it.
 */
import { useCallback, useState } from 'react';
import { useCurrentWallet, useHistoryView, useTokensView, useTotalView, WalletHomeContext } from '../../machines/wallet-home-context';
import { withEarlyTotal } from './early-total';
import { selectRefreshing } from '../../../domain/wallet/home-machine';
import { HistoryList } from './history-list';
import { PullIndicator, RefreshButton, useLiveHome, usePullToRefresh } from './live-home';
import liveStyles from './live-home.module.css';
import { HomeActions } from './home-actions';
import { DepositDrawer, usePrefetchHomeSheets, WalletPickerSheet } from './home-sheets';
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

function HomeHistory({ onLoadMore, onShowNew }: { onLoadMore: () => void; onShowNew: () => void }) {
  return <HistoryList history={useHistoryView()} onLoadMore={onLoadMore} onShowNew={onShowNew} />;
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
  const showNewHistory = useCallback(() => actor.send({ type: 'history.showNew' }), [actor]);
  const refresh = useCallback(() => actor.send({ type: 'wallet.refresh' }), [actor]);
  const refreshing = WalletHomeContext.useSelector(selectRefreshing);
  useLiveHome(actor.send);
  const { pull, handlers } = usePullToRefresh(refresh);
  usePrefetchHomeSheets();
  return (
    <div className={styles.walletHome} {...handlers}>
      <PullIndicator pull={pull} refreshing={refreshing} />
      <div className={liveStyles.bar}>
        <RefreshButton refreshing={refreshing} onRefresh={refresh} />
      </div>
      <HomeTotal />
      <HomeActions onDeposit={() => setSheet('deposit')} onSwitchWallet={() => setSheet('picker')} />
      <HomeTokens onToggle={toggleTokens} />
      <StakingCard />
      <HomeHistory onLoadMore={loadMoreHistory} onShowNew={showNewHistory} />
      {sheet === 'deposit' ? <HomeDeposit onClose={close} /> : null}
      {sheet === 'picker' ? <WalletPickerSheet onClose={close} /> : null}
    </div>
  );
}
