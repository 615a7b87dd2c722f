/**
 * The wallet home machine for React: one actor for the wallet screens (home, /wallet, the refill
 * flow), started with the account of the selectedWalletIndex search parameter. The machine and the
 * URL agree both ways: choosing a wallet sends 'wallet.select', and the machine's
 * persistSelectedWallet writes the index to the URL; a URL that changes on its own (a link, the
 * back button) is sent to the machine. The machine's guard ignores the echo.
 */
import { useRouter, useSearch } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import {
  walletHomeMachine,
  selectHistoryView,
  selectHomeView,
  selectTokensView,
  selectTotalView,
  selectWalletsView,
  type HomeView,
  type WalletOption,
} from '../../domain/wallet/home-machine';
import { provideWalletHome } from '../../domain/wallet/provide';
import { usePorts } from '../ports-context';
import { createInspectableActorContext } from './actor-context';
import { sameData } from './same-data';

export const WalletHomeContext = createInspectableActorContext(walletHomeMachine);

function SelectedWalletSync({ accountIndex }: { accountIndex: number }) {
  const actor = WalletHomeContext.useActorRef();
  useEffect(() => {
    actor.send({ type: 'wallet.select', accountIndex });
  }, [actor, accountIndex]);
  return null;
}

export function WalletHomeProvider({ children }: { children: ReactNode }) {
  const ports = usePorts();
  const router = useRouter();
  const accountIndex = useSearch({ strict: false, select: (search) => search.selectedWalletIndex ?? 0 });
  // Created once: the actor keeps the logic it started with; the router instance never changes.
  const [logic] = useState(() =>
    provideWalletHome(ports, {
      persistSelectedWallet: (selectedWalletIndex) =>
        // Replace, not push: switching wallets is not a step the back button should undo.
        void router.navigate({ to: '.', search: (previous) => ({ ...previous, selectedWalletIndex }), replace: true }),
    }),
  );
  return (
    <WalletHomeContext.Provider logic={logic} options={{ input: { accountIndex } }}>
      <SelectedWalletSync accountIndex={accountIndex} />
      {children}
    </WalletHomeContext.Provider>
  );
}

// Each hook re-renders its component only when the part it shows changes (sameData), so an answer
// landing in the token list does not re-render the history, and so on.
export const useHomeView = (): HomeView => WalletHomeContext.useSelector(selectHomeView, sameData);
export const useTotalView = () => WalletHomeContext.useSelector(selectTotalView, sameData);
export const useTokensView = () => WalletHomeContext.useSelector(selectTokensView, sameData);
export const useHistoryView = () => WalletHomeContext.useSelector(selectHistoryView, sameData);

/** The account shown now, once the wallet list is known. */
export const useCurrentWallet = (): WalletOption | undefined =>
  WalletHomeContext.useSelector((snapshot) => selectWalletsView(snapshot).wallets.find((wallet) => wallet.checked), sameData);
