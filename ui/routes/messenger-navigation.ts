/**
 * Binds the router to the messenger chrome (seed 000 §2): the messenger's back button is shown on
 * every sub-screen and goes back in history (or closes the open sheet, and only it). The navigation's
 * success haptic is played with the others, after boot (ui/settings/haptics-host.tsx).
 */
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { usePorts } from '../ports-context';
import { backOverride, openModals } from './back-override';
import { isTopLevelPath, PATHS } from './paths';

export function useMessengerNavigation(): void {
  const { messenger } = usePorts();
  const router = useRouter();
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  useEffect(() => {
    messenger.showBackButton(!isTopLevelPath(pathname));
  }, [messenger, pathname]);

  useEffect(
    () =>
      messenger.onBackButton(() => {
        // With a sheet open, back closes the sheet only; the page under it stays.
        const closeModal = openModals.at(-1);
        if (closeModal) {
          closeModal();
          return;
        }
        // A sub-screen opened straight from a link has no history inside the app to return to: the
        // shown flow's own target (back-override.ts), else home.
        if (router.history.canGoBack()) router.history.back();
        else void router.navigate({ to: backOverride.to?.() ?? PATHS.home });
      }),
    [messenger, router],
  );
}
