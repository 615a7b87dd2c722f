/**
 * The token page's price chart (issue 38), drawn by lightweight-charts: this module is the only
 * one that imports it, and the page loads this module lazily, so the library arrives with the
 * chart and never with the home. Colours are the theme's (read from the design tokens, resolved
 * to rgba through a canvas since the tokens use color-mix), redrawn when the theme changes. The
 * crosshair follows the finger or the mouse and the page shows its price and time above the chart.
 */
import { AreaSeries, ColorType, createChart, CrosshairMode, type IChartApi, type ISeriesApi, type UTCTimestamp } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { priceText } from '../../../../domain/wallet/token-page/rules';
import type { PricePoint } from '../../../../domain/wallet/token-page/types';
import styles from './token-page.module.css';

/** A CSS colour (a design token, color-mix included) as rgba(), which the chart's parser reads. */
function resolveColour(element: HTMLElement, token: string, alpha = 1): string {
  const value = getComputedStyle(element).getPropertyValue(token).trim();
  const context = document.createElement('canvas').getContext('2d');
  if (!context || !value) return `rgba(127, 127, 127, ${String(alpha)})`;
  context.fillStyle = value;
  context.fillRect(0, 0, 1, 1);
  const [r = 127, g = 127, b = 127] = context.getImageData(0, 0, 1, 1).data;
  return `rgba(${String(r)}, ${String(g)}, ${String(b)}, ${String(alpha)})`;
}

function themeOptions(element: HTMLElement) {
  const text = resolveColour(element, '--color-hint');
  const line = resolveColour(element, '--color-accent');
  return {
    layout: { background: { type: ColorType.Solid, color: 'transparent' }, textColor: text, attributionLogo: false },
    grid: { vertLines: { visible: false }, horzLines: { color: resolveColour(element, '--color-hint', 0.15) } },
    series: { lineColor: line, topColor: resolveColour(element, '--color-accent', 0.35), bottomColor: resolveColour(element, '--color-accent', 0) },
  };
}

export interface TokenChartProps {
  readonly points: readonly PricePoint[];
  /** The point under the finger or mouse, by index into `points`; null when it leaves the chart. Stable (a state setter): a new one redraws the chart. */
  readonly onCrosshair: (index: number | null) => void;
  /** The app's language: the time axis names its months in it ('дек.', not the device's 'Dec'). */
  readonly locale: string;
}

export function TokenChart({ points, onCrosshair, locale }: TokenChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<ISeriesApi<'Area'> | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const theme = themeOptions(element);
    const created = createChart(element, {
      autoSize: true,
      localization: { locale },
      layout: theme.layout,
      grid: theme.grid,
      crosshair: { mode: CrosshairMode.Magnet },
      rightPriceScale: { borderVisible: false },
      timeScale: { borderVisible: false, timeVisible: true },
      handleScroll: false,
      handleScale: false,
    });
    const area = created.addSeries(AreaSeries, { ...theme.series, lineWidth: 2, priceLineVisible: false, lastValueVisible: true });
    created.subscribeCrosshairMove((param) => onCrosshair(param.logical === undefined || param.point === undefined ? null : Math.round(param.logical)));
    chart.current = created;
    series.current = area;
    // The messenger's theme changes live: the design tokens change, so the chart takes them again.
    const observer = new MutationObserver(() => {
      const next = themeOptions(element);
      created.applyOptions({ layout: next.layout, grid: next.grid });
      area.applyOptions(next.series);
    });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['style', 'class', 'data-theme'] });
    return () => {
      observer.disconnect();
      created.remove();
      chart.current = null;
      series.current = null;
    };
  }, [onCrosshair, locale]);

  useEffect(() => {
    // Display only: the chart draws floats; every figure the page states comes from the decimal strings.
    // The price scale with as many decimals as the page shows the price with (0.000009810, not 0.00).
    const last = points[points.length - 1];
    const precision = last ? (priceText(last.usd).split('.')[1]?.length ?? 2) : 2;
    series.current?.applyOptions({ priceFormat: { type: 'price', precision, minMove: 10 ** -precision } });
    series.current?.setData(points.map((point) => ({ time: Math.floor(Date.parse(point.time) / 1000) as UTCTimestamp, value: Number(point.usd) })));
    chart.current?.timeScale().fitContent();
  }, [points]);

  return <div ref={container} className={styles.chart} aria-hidden="true" data-testid="token-chart-canvas" />;
}
