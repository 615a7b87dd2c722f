/**
 * The swap a launch start parameter preselects (seed 000 §2; docs/decisions.md "Swaps"). It is
 * used once per launch: the first swap screen opened after the launch starts from it, and the app
 * opens that screen by itself when it was launched on the home path. Later visits to /swap start
 * empty, so a start parameter does not keep overwriting what the user chose.
 *
 * Kept free of the swap machine: RootLayout imports this module, and the swap code must stay in
 * its lazy chunks.
 */
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { parseStartParam, type StartSwap } from '../../domain/launch/start-param';
import type { LaunchContext } from '../../domain/ports';
import { usePorts } from '../ports-context';
import { PATHS } from '../routes/paths';

/** Launches whose start swap has been handed to a swap screen. Keyed by object: one per app start. */
const used = new WeakSet<LaunchContext>();
/** Launches already redirected to /swap (StrictMode runs the effect twice). */
const redirected = new WeakSet<LaunchContext>();

/** The swap the start parameter preselects, unless a swap screen already took it. */
export function pendingStartSwap(launch: LaunchContext | null): StartSwap | null {
  if (launch === null || used.has(launch)) return null;
  return parseStartParam(launch.startParam).swap ?? null;
}

export function markStartSwapUsed(launch: LaunchContext | null): void {
  if (launch !== null) used.add(launch);
}

/**
 * At launch on the home path, a start parameter with a swap opens /swap instead. The home entry is
 * replaced (the user never saw it); the messenger's back button still leads home, through its
 * fallback for a screen with no history behind it.
 */
export function useStartSwapRedirect(): void {
  const { messenger } = usePorts();
  const router = useRouter();
  useEffect(() => {
    const launch = messenger.launch;
    if (launch === null || redirected.has(launch) || pendingStartSwap(launch) === null) return;
    redirected.add(launch);
    if (router.state.location.pathname !== PATHS.home) return;
    void router.navigate({ to: PATHS.swap, search: (previous) => previous, replace: true });
  }, [messenger, router]);
}
