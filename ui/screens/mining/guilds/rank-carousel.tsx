/**
 * The rank carousel (seed 001 §2 "Guilds screen"): Adept to Cardinal with each rank's share of the
 * miners (MINING.md: Cardinal the top 1 %, ..., Adept the other 50 %); wraps both ways; moves by its buttons, the arrow keys when focused, and a swipe past
 * 50 px (rules.ts). It starts on the user's own rank (the machine's start index). For assistive
 * technology it is a named carousel whose shown rank (name, share, position of five) is a polite
 * live region; the buttons and arrow keys are the swipe's alternatives. The new rank fades in,
 * which the app's reduced-motion rule turns off (ui/styles/app.css).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { GUILD_RANKS, swipeStep } from '../../../../domain/mining/guilds/rules';
import styles from './guilds.module.css';
import { percentText } from './percent-text';
import { useRankWords } from './rank-words';

/** The arrows' chevron, drawn (never a font character), in the text colour. */
function Chevron({ back = false }: { back?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
      <path d={back ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  );
}

export function RankCarousel({ index, onStep }: { index: number; onStep: (step: number) => void }) {
  const { t } = useLingui();
  const rankName = useRankWords();
  const start = useRef<number | null>(null);
  const shown = GUILD_RANKS[index] ?? GUILD_RANKS[0];
  const percent = percentText(shown.percent);
  const position = index + 1;
  const count = GUILD_RANKS.length;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') onStep(-1);
    else if (event.key === 'ArrowRight') onStep(1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (start.current === null) return;
    // Dragged left shows the next rank, dragged right the previous one.
    const step = swipeStep(event.clientX - start.current);
    start.current = null;
    if (step !== 0) onStep(-step);
  };
  return (
    <div
      className={styles.carousel}
      role="group"
      aria-roledescription={t`carousel`}
      aria-label={t`Guild ranks`}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (start.current = null)}
      data-testid="rank-carousel"
      data-rank={shown.rank}
    >
      <button type="button" className={styles.arrow} onClick={() => onStep(-1)} aria-label={t`Previous rank`} data-testid="rank-prev">
        <Chevron back />
      </button>
      <div className={styles.rankName} aria-live="polite" aria-atomic="true" data-testid="rank-shown">
        <span key={shown.rank} className={styles.rankTitle} data-testid="rank-name">
          {rankName(shown.rank)}
        </span>
        <span className={styles.muted}>
          <Trans>{percent} of miners</Trans>
        </span>
        <span className="visually-hidden">
          <Trans>
            Rank {position} of {count}
          </Trans>
        </span>
      </div>
      <button type="button" className={styles.arrow} onClick={() => onStep(1)} aria-label={t`Next rank`} data-testid="rank-next">
        <Chevron />
      </button>
    </div>
  );
}
