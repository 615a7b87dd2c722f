/**
 * A small stacked bar chart in plain SVG (docs/decisions/mining-home.md "Mining in pictures (issue
 * 38)"): one bar per entry, its segments stacked bottom first, heights as fractions of the plot, a
 * marker under the marked bar (today). The drawing is hidden from screen readers: the caller gives
 * the figure its words (a summary and a table), which carry every figure exactly.
 */
import type { ReactNode } from 'react';
import styles from './charts.module.css';

export interface BarSegment {
  /** 0 to 1 of the plot's height. */
  readonly height: number;
  /** The segment's colour: a class setting `fill` from a design token. */
  readonly className: string;
}

export interface Bar {
  readonly key: string;
  readonly segments: readonly BarSegment[];
  readonly marked?: boolean;
}

const STEP = 10;
const WIDTH = 7;
const HEIGHT = 100;
/** A segment that is not zero stays visible beside the tallest day. */
const MIN_VISIBLE = 1.5;

/**
 * Each segment's drawn height. A small segment is drawn at least MIN_VISIBLE tall; on the tallest
 * day that lift would push the stack past the plot's top, out of the viewBox (the today bar drawn
 * over the figure's title gap), so the tallest segment gives back what the small ones took.
 */
function drawnHeights(segments: readonly BarSegment[]): number[] {
  const heights = segments.map((segment) => (segment.height <= 0 ? 0 : Math.max(MIN_VISIBLE, Math.min(1, segment.height) * HEIGHT)));
  const excess = heights.reduce((sum, height) => sum + height, 0) - HEIGHT;
  if (excess > 0) {
    const tallest = heights.indexOf(Math.max(...heights));
    heights[tallest] = Math.max(MIN_VISIBLE, (heights[tallest] ?? 0) - excess);
  }
  return heights;
}

export function BarChart({ bars, testId }: { readonly bars: readonly Bar[]; readonly testId?: string }) {
  const width = bars.length * STEP;
  return (
    <svg className={styles.plot} viewBox={`0 -2 ${String(width)} ${String(HEIGHT + 10)}`} preserveAspectRatio="none" aria-hidden="true" focusable="false" data-testid={testId}>
      <line className={styles.axis} x1={0} x2={width} y1={HEIGHT} y2={HEIGHT} />
      {bars.map((bar, index) => {
        let top = HEIGHT;
        const x = index * STEP + (STEP - WIDTH) / 2;
        const heights = drawnHeights(bar.segments);
        return (
          <g key={bar.key} data-bar={bar.key} data-marked={bar.marked ? 'true' : undefined}>
            {bar.segments.map((segment, at) => {
              const height = heights[at] ?? 0;
              if (height <= 0) return null;
              top -= height;
              return <rect key={at} className={`${styles.bar} ${segment.className}`} x={x} y={top} width={WIDTH} height={height} />;
            })}
            {bar.marked ? <rect className={styles.marker} x={x} y={HEIGHT + 3} width={WIDTH} height={4} /> : null}
          </g>
        );
      })}
    </svg>
  );
}

/** A figure around a chart: its title, the drawing, what it says in words. */
export function ChartFigure({ title, summary, children, testId }: { readonly title: ReactNode; readonly summary: ReactNode; readonly children: ReactNode; readonly testId?: string }) {
  return (
    <figure className={styles.figure} data-testid={testId}>
      <h2 className={styles.title}>{title}</h2>
      {children}
      <figcaption className={styles.summary} data-testid={testId ? `${testId}-summary` : undefined}>
        {summary}
      </figcaption>
    </figure>
  );
}

export interface LegendEntry {
  readonly key: string;
  readonly label: ReactNode;
  /** Sets `color` (the swatch is currentcolor). */
  readonly className: string;
}

export function ChartLegend({ entries }: { readonly entries: readonly LegendEntry[] }) {
  return (
    <ul className={styles.legend} aria-hidden="true">
      {entries.map((entry) => (
        <li key={entry.key} className={styles.legendItem}>
          <span className={`${styles.swatch} ${entry.className}`} />
          <span>{entry.label}</span>
        </li>
      ))}
    </ul>
  );
}
