/**
 * The district clash banner's music in the dialog: nothing plays until the user's first tap or key
 * on the banner (a gesture, as browsers and the seed require); it stops when the banner closes or
 * the app is hidden; the mute choice is the person's "sounds" setting (kept locally and in the
 * messenger's cloud storage) and applies at once.
 */
import { useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePorts } from '../../../ports-context';
import { useSettings, useSettingsStore } from '../../../settings/use-settings';
import { createBannerMusic, type BannerMusic } from './clash-music';
import styles from './banners.module.css';

/** 'off': this banner has no music; 'waiting': before the first gesture; 'stopped': hidden or unavailable. */
export type MusicState = 'off' | 'waiting' | 'playing' | 'muted' | 'stopped';

export function useBannerMusic(available: boolean) {
  const { visibility } = usePorts();
  // The person's "sounds" setting (issue 37): the same switch as on the settings screen.
  const muted = !useSettings().sounds;
  const settings = useSettingsStore();
  const [started, setStarted] = useState<'waiting' | 'playing' | 'stopped'>('waiting');
  const music = useRef<BannerMusic | null>(null);

  const stop = useCallback(() => {
    music.current?.stop();
    music.current = null;
  }, []);

  useEffect(() => {
    if (!available) return undefined;
    const unsubscribe = visibility.subscribe((visible) => {
      if (visible) return;
      stop();
      setStarted((state) => (state === 'playing' ? 'stopped' : state));
    });
    return () => {
      unsubscribe();
      stop();
    };
  }, [available, visibility, stop]);

  const onGesture = () => {
    if (!available || started !== 'waiting') return;
    const player = createBannerMusic(muted);
    music.current = player;
    setStarted(player.start() ? 'playing' : 'stopped');
  };

  const toggleMute = () => {
    settings.update({ sounds: muted });
  };

  // Whichever switch changed it (this one, or the settings screen's), the playing music follows.
  useEffect(() => music.current?.setMuted(muted), [muted]);

  const state: MusicState = !available ? 'off' : started === 'playing' && muted ? 'muted' : started;
  return { available, muted, state, onGesture, toggleMute };
}

export function MusicToggle({ muted, onToggle }: { readonly muted: boolean; readonly onToggle: () => void }) {
  const { t } = useLingui();
  return (
    <button type="button" className={styles.mute} aria-pressed={muted} onClick={onToggle} data-testid="banner-mute">
      {t`Mute music`}
    </button>
  );
}
