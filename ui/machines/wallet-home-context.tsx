/**
 * The wallet home machine for React: one actor for the wallet screens (home, /wallet, the refill
 * flow), started with the account of the selectedWalletIndex search parameter. The machine and the
 * URL agree both ways: choosing a wallet sends 'wallet.select', and the machine's
 * persistSelectedWallet writes the index to the URL; a URL that changes on its own (a link, the
 * back button) is sent to the machine. The machine's guard ignores the echo.
 */
import { useRouter, useSearch } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import type { CallOptions, MainApi } from '../../domain/ports';
import { walletHomeMachine, selectHomeView, type HomeView, type WalletOption } from '../../domain/wallet/home-machine';
import { provideWalletHome } from '../../domain/wallet/provide';
import { usePorts } from '../ports-context';
import { createInspectableActorContext } from './actor-context';

export const WalletHomeContext = createInspectableActorContext(walletHomeMachine);

/** Settles like `promise`, except never once `signal` has aborted: nobody waits for that call. */
function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    promise.then(
      (value) => signal?.aborted || resolve(value),
      (error: unknown) => signal?.aborted || reject(error),
    );
  });
}

/**
 * Under StrictMode, @xstate/react stops the actor and restarts it from its snapshot once on mount.
 * The restarted promise actors call again, but the first call's abort still arrives at the same
 * actor and reads as the new call's failure (xstate's fromPromise does not check which call
 * settled), leaving the total or the balances 'failed' for good. A call aborted by its own signal
 * was abandoned by the machine, so its answer is dropped here instead.
 */
export function ignoringAbandonedCalls(api: MainApi): MainApi {
  const quiet = (options: CallOptions | undefined) => options?.signal;
  return {
    ...api,
    wallets: (options) => unlessAborted(api.wallets(options), quiet(options)),
    totalBalance: (query, options) => unlessAborted(api.totalBalance(query, options), quiet(options)),
    balances: (accountIndex, options) => unlessAborted(api.balances(accountIndex, options), quiet(options)),
    history: (query, options) => unlessAborted(api.history(query, options), quiet(options)),
  };
}

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
    provideWalletHome({ mainApi: ignoringAbandonedCalls(ports.mainApi), logger: ports.logger }, {
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

export const useHomeView = (): HomeView => WalletHomeContext.useSelector(selectHomeView);

/** The account shown now, once the wallet list is known. */
export const useCurrentWallet = (): WalletOption | undefined => useHomeView().wallets.find((wallet) => wallet.checked);
