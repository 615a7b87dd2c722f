/**
 * A small line chart in plain SVG (docs/decisions/mining-home.md "Mining in pictures (issue 38)"):
 * points as fractions of the plot (x from 0 to 1 left to right, y from 0 to 1 bottom to top) and a
 * dashed mark at one instant (the unlock). Hidden from screen readers; the caller's figure says it.
 */
import styles from './charts.module.css';

export interface LinePoint {
  readonly x: number;
  readonly y: number;
}

const W = 100;
const H = 100;

export function LineChart({ points, markAt, testId }: { readonly points: readonly LinePoint[]; readonly markAt?: number; readonly testId?: string }) {
  // The line rises over the plot's upper part: its start (the stake) sits above the axis, not on it.
  const xy = (point: LinePoint): string => `${(point.x * W).toFixed(2)},${(H - 15 - point.y * (H - 25)).toFixed(2)}`;
  const line = points.map(xy).join(' ');
  const first = points[0];
  const last = points.at(-1);
  return (
    <svg className={styles.plot} viewBox={`0 0 ${String(W)} ${String(H)}`} preserveAspectRatio="none" aria-hidden="true" focusable="false" data-testid={testId}>
      {first && last ? <polygon className={`${styles.area} ${styles.bar}`} points={`${(first.x * W).toFixed(2)},${String(H)} ${line} ${(last.x * W).toFixed(2)},${String(H)}`} /> : null}
      <line className={styles.axis} x1={0} x2={W} y1={H} y2={H} />
      <polyline className={styles.line} points={line} />
      {markAt === undefined ? null : <line className={styles.unlock} x1={markAt * W} x2={markAt * W} y1={0} y2={H} data-testid={testId ? `${testId}-unlock` : undefined} />}
    </svg>
  );
}
