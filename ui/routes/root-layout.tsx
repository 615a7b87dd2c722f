import { Outlet } from '@tanstack/react-router';
import { useStartSwapRedirect } from '../machines/start-swap-redirect';
import { WalletHomeProvider } from '../machines/wallet-home-context';
import { AppHeader } from '../screens/home/app-header';
import { BottomMenu } from '../screens/home/bottom-menu';
import { AfterBootSlot } from '../shell/after-boot-slot';
import { useMessengerNavigation } from './messenger-navigation';

/**
 * The frame around every screen: header, the current screen, the bottom menu. The wallet-home
 * actor lives here so home, /wallet and the refill flow share one account and its loaded data.
 */
export function RootLayout() {
  useMessengerNavigation();
  useStartSwapRedirect();
  return (
    <WalletHomeProvider>
      <div className="app">
        <AppHeader />
        <main id="content" className="app__content">
          <Outlet />
        </main>
        <BottomMenu />
      </div>
      <AfterBootSlot />
    </WalletHomeProvider>
  );
}
