/**
 * The token page's price chart (issue 38) draws its time axis in the app's language: the chart
 * library names months by its own locale option, which falls back to the device's language, so a
 * Russian app on an English device read 'Dec' under a Russian page (seen at 320 px in ru).
 */
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

const created = vi.hoisted(() => [] as unknown[]);

vi.mock('lightweight-charts', () => {
  const series = { applyOptions: () => undefined, setData: () => undefined };
  return {
    AreaSeries: {},
    ColorType: { Solid: 'solid' },
    CrosshairMode: { Magnet: 1 },
    createChart: (_element: HTMLElement, options: unknown) => {
      created.push(options);
      return { addSeries: () => series, subscribeCrosshairMove: () => undefined, applyOptions: () => undefined, remove: () => undefined, timeScale: () => ({ fitContent: () => undefined }) };
    },
  };
});

// jsdom draws nothing: the theme's colours fall back to grey (token-chart.tsx resolveColour).
vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);

const { TokenChart } = await import('../../../ui/screens/wallet/token-page/token-chart');

describe('the token price chart', () => {
  it.each(['ru', 'en'])('gives the chart library the app’s language (%s) for its time axis', (locale) => {
    created.length = 0;
    const { unmount } = render(<TokenChart points={[{ time: '2026-11-29T00:00:00.000Z', usd: '3100.5' }]} onCrosshair={() => undefined} locale={locale} />);
    expect(created).toEqual([expect.objectContaining({ localization: { locale } })]);
    unmount();
  });
});
