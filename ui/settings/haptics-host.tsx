/**
 * Plays the app's haptics from one place (issue 37; docs/decisions/settings.md "Haptics, once, by
 * the page's own semantics"): presses and slider steps heard at the document, messages that appear
 * (alerts, success panels) seen by one observer, and every navigation (seed 000 §2: a success
 * haptic), each through the person's haptics setting. No screen calls the messenger for a haptic,
 * and a screen added later is felt the same way by using the shared components.
 */
import { useRouter } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import type { Ports } from '../../domain/ports';
import type { Haptic } from '../../domain/shared/messenger-native';
import { usePorts } from '../ports-context';
import { hapticForAddedNode, hapticForInput, hapticForPress, playHaptic, strongerHaptic } from './haptics';

/** A success panel on a new route is one success, not two (the navigation's and the panel's). */
const SAME_HAPTIC_WINDOW_MS = 150;

export function HapticsHost() {
  const router = useRouter();
  const play = usePageHaptics();
  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        // The first resolution is the launch itself, not a navigation.
        if (event.fromLocation && event.pathChanged) play('success');
      }),
    [router, play],
  );
  return null;
}

/** The page's presses, slider steps and appearing messages, felt; answers the host's way to play a haptic. */
export function usePageHaptics(): (kind: Haptic | null) => void {
  const ports = usePorts();
  const play = useMemo(() => hapticPlayer(ports), [ports]);

  useEffect(() => {
    // The capture phase: the press is judged before the app's own handler changes the selection.
    const onClick = (event: Event) => play(hapticForPress(event.target));
    const onInput = (event: Event) => play(hapticForInput(event.target));
    document.addEventListener('click', onClick, true);
    document.addEventListener('input', onInput, true);
    const observer = new MutationObserver((records) => {
      let felt: Haptic | null = null;
      for (const record of records) for (const node of record.addedNodes) felt = strongerHaptic(felt, hapticForAddedNode(node));
      play(felt);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('input', onInput, true);
      observer.disconnect();
    };
  }, [play]);
  return play;
}

/** One way to play a haptic: the person's setting, and one success for a panel on a new route. */
function hapticPlayer(ports: Pick<Ports, 'storage' | 'messenger' | 'logger' | 'clock'>): (kind: Haptic | null) => void {
  const { storage, messenger, logger, clock } = ports;
  let last: { kind: Haptic; at: number } | null = null;
  return (kind) => {
    if (kind === null) return;
    const at = clock.now();
    if (kind === 'success' && last?.kind === kind && at - last.at < SAME_HAPTIC_WINDOW_MS) return;
    last = { kind, at };
    playHaptic({ storage, messenger, logger }, kind);
  };
}

/** The page's haptics alone, for a component test without a router. */
export function PageHaptics() {
  usePageHaptics();
  return null;
}
