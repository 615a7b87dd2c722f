/** The messenger's theme as the host page sets it, and its colours as the app's frame computes them. */
import type { Frame, Page } from 'playwright-core';
import { THEMES, type ThemeName } from '../../../sandbox/host/theme';

/** A theme colour ('#rrggbb') as getComputedStyle writes it ('rgb(r, g, b)'). */
export const computedRgb = (hex: string): string => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

/**
 * Switches the running app to this theme through the host page's control (theme_changed, as the
 * messenger sends it) and waits until the app has taken it: the scheme marked on <html> and every
 * colour of the theme bound to its `--tg-theme-*` variable. The app marks the scheme only once the
 * messenger's SDK is bound (adapters/messenger/telegram.ts): a theme sent before then would be
 * missed, as in the messenger, so this waits for that first.
 */
export async function switchTheme(page: Page, frame: Frame, theme: ThemeName): Promise<void> {
  await frame.waitForFunction(() => document.documentElement.dataset.theme !== undefined);
  if ((await frame.evaluate(() => document.documentElement.dataset.theme)) === theme) return;
  await page.getByTestId('host-theme').selectOption(theme);
  await frame.waitForFunction(
    ({ scheme, params }) =>
      document.documentElement.dataset.theme === scheme &&
      Object.entries(params).every(([key, colour]) => getComputedStyle(document.documentElement).getPropertyValue(`--tg-theme-${key.replaceAll('_', '-')}`).trim().toLowerCase() === colour),
    { scheme: theme, params: THEMES[theme] },
  );
}
