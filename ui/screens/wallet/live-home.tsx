/**
 * The live home's pieces on screen (issue 12; the rules are in domain/wallet/home-machine.ts):
 * the home tells its machine when it is shown and whether the page is at its top, a pull-down at
 * the top of the page asks for a refresh (touch or pointer, with an indicator that follows the
 * finger), and a refresh button does the same for keyboard and mouse users.
 */
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type ReactNode, type TouchEvent as ReactTouchEvent } from 'react';
import { cx } from '../../components/class-names';
import styles from './live-home.module.css';

/** How far (in CSS pixels of finger travel) a pull must go before letting go refreshes. */
export const PULL_THRESHOLD_PX = 72;
/** The indicator moves at half the finger's speed, and no further than this. */
const PULL_MAX_PX = 96;
/** Within this distance of the top the user counts as at the top (new entries may appear). */
const AT_TOP_PX = 8;

type Send = (event: { type: 'live.start' } | { type: 'live.stop' } | { type: 'view.scrolled'; atTop: boolean }) => void;

const scrollTop = (): number => (typeof window === 'undefined' ? 0 : window.scrollY || document.documentElement.scrollTop || 0);

/** Tells the home machine that the home is shown (it refreshes itself meanwhile) and where the page is scrolled. */
export function useLiveHome(send: Send): void {
  useEffect(() => {
    send({ type: 'live.start' });
    let atTop = scrollTop() <= AT_TOP_PX;
    send({ type: 'view.scrolled', atTop });
    const onScroll = () => {
      const now = scrollTop() <= AT_TOP_PX;
      if (now === atTop) return;
      atTop = now;
      send({ type: 'view.scrolled', atTop });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      send({ type: 'live.stop' });
    };
  }, [send]);
}

export interface PullHandlers {
  readonly onTouchStart: (event: ReactTouchEvent) => void;
  readonly onTouchMove: (event: ReactTouchEvent) => void;
  readonly onTouchEnd: () => void;
  readonly onTouchCancel: () => void;
  readonly onPointerDown: (event: ReactPointerEvent) => void;
  readonly onPointerMove: (event: ReactPointerEvent) => void;
  readonly onPointerUp: () => void;
  readonly onPointerCancel: () => void;
}

/**
 * A pull-down at the top of the page: the pull's distance while a finger (touch events, which keep
 * coming while the browser overscrolls) or a pressed mouse or pen (pointer events) moves down from
 * a page scrolled to its top, and a refresh when it is let go past the threshold. A pull that
 * starts anywhere but the top, or goes up first, is an ordinary scroll.
 */
export function usePullToRefresh(onRefresh: () => void): { readonly pull: number; readonly handlers: PullHandlers } {
  const start = useRef<number | null>(null);
  const [pull, setPull] = useState(0);
  const pullRef = useRef(0);
  const set = (value: number) => {
    pullRef.current = value;
    setPull(value);
  };
  const begin = (y: number) => {
    start.current = scrollTop() <= 0 ? y : null;
  };
  const move = (y: number) => {
    if (start.current === null) return;
    const travel = y - start.current;
    if (travel <= 0 || scrollTop() > 0) {
      start.current = null;
      set(0);
      return;
    }
    set(Math.min(PULL_MAX_PX, travel / 2));
  };
  const cancel = () => {
    start.current = null;
    set(0);
  };
  const finish = () => {
    const pulled = pullRef.current;
    cancel();
    if (pulled >= PULL_THRESHOLD_PX / 2) onRefresh();
  };
  const handlers: PullHandlers = {
    onTouchStart: (event) => {
      const touch = event.touches[0];
      if (event.touches.length === 1 && touch) begin(touch.clientY);
      else cancel();
    },
    onTouchMove: (event) => {
      const touch = event.touches[0];
      if (touch) move(touch.clientY);
    },
    onTouchEnd: finish,
    onTouchCancel: cancel,
    // Touch goes through the touch events above; the browser cancels a touch pointer once it pans.
    onPointerDown: (event) => {
      if (event.pointerType !== 'touch' && event.isPrimary && event.button === 0) begin(event.clientY);
    },
    onPointerMove: (event) => {
      if (event.pointerType !== 'touch') move(event.clientY);
    },
    onPointerUp: finish,
    onPointerCancel: cancel,
  };
  return { pull, handlers };
}

function RefreshIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The pull's indicator: it follows the finger, says what letting go will do, and spins while refreshing. */
export function PullIndicator({ pull, refreshing }: { pull: number; refreshing: boolean }) {
  const ready = pull >= PULL_THRESHOLD_PX / 2;
  const shown = pull > 0 || refreshing;
  let label: ReactNode = null;
  if (refreshing) label = <Trans>Refreshing…</Trans>;
  else if (ready) label = <Trans>Release to refresh</Trans>;
  else if (pull > 0) label = <Trans>Pull to refresh</Trans>;
  return (
    <div
      className={cx(styles.indicator, shown && styles.indicatorShown, refreshing && styles.spinning)}
      style={pull > 0 ? { height: `${String(Math.round(pull))}px` } : undefined}
      data-testid="pull-indicator"
      data-state={refreshing ? 'refreshing' : ready ? 'ready' : pull > 0 ? 'pulling' : 'idle'}
    >
      {shown ? (
        <span className={styles.indicatorContent} role="status">
          <RefreshIcon />
          <span>{label}</span>
        </span>
      ) : null}
    </div>
  );
}

/** The same refresh for keyboard, mouse and screen-reader users. */
export function RefreshButton({ refreshing, onRefresh }: { refreshing: boolean; onRefresh: () => void }) {
  return (
    <button type="button" className={styles.refreshButton} onClick={onRefresh} disabled={refreshing} aria-busy={refreshing} data-testid="home-refresh">
      <RefreshIcon />
      <span className="visually-hidden">
        <Trans>Refresh</Trans>
      </span>
    </button>
  );
}
