/**
 * The rank carousel (seed 001 §2 "Guilds screen"): Adept to Cardinal with each rank's share of the
 * best miners; wraps both ways; moves by its buttons, the arrow keys when focused, and a swipe past
 * 50 px (rules.ts). It starts on the user's own rank (the machine's start index).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { GUILD_RANKS, swipeStep } from '../../../../domain/mining/guilds/rules';
import styles from './guilds.module.css';
import { useRankWords } from './rank-words';

export function RankCarousel({ index, onStep }: { index: number; onStep: (step: number) => void }) {
  const { t } = useLingui();
  const rankName = useRankWords();
  const start = useRef<number | null>(null);
  const shown = GUILD_RANKS[index] ?? GUILD_RANKS[0];
  const percent = shown.percent;
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
        ‹
      </button>
      <div className={styles.rankName} aria-live="polite">
        <span className={styles.rankTitle} data-testid="rank-name">
          {rankName(shown.rank)}
        </span>
        <span className={styles.muted}>
          <Trans>Top {percent} % of miners</Trans>
        </span>
      </div>
      <button type="button" className={styles.arrow} onClick={() => onStep(1)} aria-label={t`Next rank`} data-testid="rank-next">
        ›
      </button>
    </div>
  );
}
