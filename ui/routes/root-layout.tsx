import { Outlet } from '@tanstack/react-router';
import { AppHeader } from '../screens/home/app-header';
import { BottomMenu } from '../screens/home/bottom-menu';
import { useMessengerNavigation } from './messenger-navigation';

/** The frame around every screen: header, the current screen, the bottom menu. */
export function RootLayout() {
  useMessengerNavigation();
  return (
    <div className="app">
      <AppHeader />
      <main id="content" className="app__content">
        <Outlet />
      </main>
      <BottomMenu />
    </div>
  );
}
