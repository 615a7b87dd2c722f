/** What the token page shows of its chart machine (issue 38). */
import { priceChange, type PriceChange } from './rules';
import type { TokenChartSnapshot } from './machine';
import type { PricePoint, PriceSpan } from './types';

export interface TokenChartView {
  readonly status: 'loading' | 'ready' | 'failed' | 'unknown';
  readonly span: PriceSpan;
  /** The span's points, oldest first; the previous span's while a new one loads. */
  readonly points: readonly PricePoint[];
  /** The price now (the last point) and its move over the span. */
  readonly change: PriceChange | null;
}

export function selectTokenChart(snapshot: TokenChartSnapshot): TokenChartView {
  const points = snapshot.context.history?.points ?? [];
  const status = snapshot.hasTag('ready') ? 'ready' : snapshot.hasTag('failed') ? 'failed' : snapshot.hasTag('unknown') ? 'unknown' : 'loading';
  return { status, span: snapshot.context.query.span, points, change: priceChange(points) };
}
