/** A token's own page (issue 38): its price over a span, as the main backend serves it. */
import type { ChainId } from '../../chains';
import type { DecimalString } from '../../money/types';

export const PRICE_SPANS = ['1D', '7D', '1M', '1Y'] as const;
export type PriceSpan = (typeof PRICE_SPANS)[number];

/** The price of one whole token in USD at an instant. */
export interface PricePoint {
  /** The instant, ISO 8601. */
  readonly time: string;
  readonly usd: DecimalString;
}

export interface PriceHistory {
  readonly chainId: ChainId;
  readonly address: string;
  readonly span: PriceSpan;
  /** Oldest first, evenly spaced on the span's step, the last at the server's clock (the price it quotes now). */
  readonly points: readonly PricePoint[];
}

export interface PriceHistoryQuery {
  readonly chainId: ChainId;
  readonly address: string;
  readonly span: PriceSpan;
}
