/**
 * A due banner over the whole app (seed 001 §2): a real modal dialog, announced by its title and
 * text; focus moves into it and stays there (Tab wraps), Escape and the close button close it, and
 * the app behind is inert (no focus, no clicks, hidden from screen readers) until then. The district
 * clash banner carries its music and the mute toggle.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, type RefObject } from 'react';
import type { ShownBanner } from '../../../../domain/mining/banners/machine';
import { buttonClass } from '../../../components/button';
import { CloseIcon } from '../../../components/icons';
import { useModalFocus } from '../../../components/bottom-sheet';
import { BannerArt } from './banner-art';
import { useBannerCopy, type BannerActs } from './banner-content';
import { MusicToggle, useBannerMusic } from './banner-music';
import styles from './banners.module.css';

export interface BannerDialogProps {
  readonly banner: ShownBanner;
  readonly acts: BannerActs;
  readonly onClose: () => void;
}

/**
 * Makes everything behind the banner inert while it shows: the siblings of the dialog and of each
 * of its ancestors up to the body (the app's frame is the dialog's sibling in the root layout).
 * No portal: react-dom's portal would join the home's first load.
 */
function useInertBehind(panel: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const made: Element[] = [];
    for (let node = panel.current; node && node.parentElement && node !== document.body; node = node.parentElement) {
      for (const sibling of node.parentElement.children) {
        if (sibling === node || sibling.hasAttribute('inert') || sibling.tagName === 'SCRIPT') continue;
        sibling.toggleAttribute('inert', true);
        made.push(sibling);
      }
    }
    return () => made.forEach((element) => element.toggleAttribute('inert', false));
  }, [panel]);
}

export function BannerDialog({ banner, acts, onClose }: BannerDialogProps) {
  const { t } = useLingui();
  const titleId = useId();
  const bodyId = useId();
  const copy = useBannerCopy(banner, acts);
  const { panel, onKeyDown } = useModalFocus<HTMLDivElement>(onClose);
  const music = useBannerMusic(banner.id === 'district-clash');
  useInertBehind(panel);

  return (
    <div
      ref={panel}
      className={styles.banner}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onPointerDownCapture={music.onGesture}
      onKeyDownCapture={music.onGesture}
      data-testid="banner"
      data-banner={banner.id}
      data-music={music.state}
    >
      <div className={styles.top}>
        {music.available ? <MusicToggle muted={music.muted} onToggle={music.toggleMute} /> : <span />}
        <button type="button" className={styles.close} aria-label={t`Close the banner`} onClick={onClose} data-testid="banner-close">
          <CloseIcon size={22} />
        </button>
      </div>
      <div className={styles.content}>
        <BannerArt banner={banner.id} />
        <h2 id={titleId} className={styles.title}>
          {copy.title}
        </h2>
        <div id={bodyId} className={styles.body}>
          {copy.body}
        </div>
      </div>
      <div className={styles.actions}>
        {copy.actions.map((action, index) => (
          <button key={action.testId} type="button" className={buttonClass(index === 0 ? 'main' : 'plain')} onClick={action.run} data-testid={action.testId}>
            {action.label}
          </button>
        ))}
      </div>
    </div>
  );
}
