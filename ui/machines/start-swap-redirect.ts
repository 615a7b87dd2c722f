/**
 * At launch on the home path, a start parameter with a swap opens /swap instead (seed 000 §2;
 * swap-launch.ts), and one with an alliance opens the alliance's page (seed 001 §4). The home entry is replaced (the user never saw it); the messenger's back button
 * still leads home, through its fallback for a screen with no history behind it.
 *
 * The start parameter's parser comes as a chunk of its own, and only for a launch that has one:
 * most launches have none, and the home's first load does not carry it.
 */
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { LaunchContext } from '../../domain/shared/messenger';
import { usePorts } from '../ports-context';
import { PATHS } from '../routes/paths';

/** Launches already looked at (StrictMode runs the effect twice). */
const redirected = new WeakSet<LaunchContext>();

export function useStartSwapRedirect(): void {
  const { messenger } = usePorts();
  const router = useRouter();
  useEffect(() => {
    const launch = messenger.launch;
    if (launch === null || !launch.startParam || redirected.has(launch)) return;
    redirected.add(launch);
    void import('./swap-launch').then(({ pendingStartSwap, startAlliancePath }) => {
      if (router.state.location.pathname !== PATHS.home) return;
      // An alliance's invite link opens its page (seed 001 §4); a name is checked by the parser.
      const alliance = startAlliancePath(launch);
      if (alliance !== null) void router.navigate({ to: alliance, replace: true });
      else if (pendingStartSwap(launch) !== null) void router.navigate({ to: PATHS.swap, search: (previous) => previous, replace: true });
    });
  }, [messenger, router]);
}
