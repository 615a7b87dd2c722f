/**
 * Where the app's header and bottom menu sit against the messenger's insets (issue 37, full screen
 * on phones), measured in the app's frame: the header's content must start below the top insets
 * (the status bar and the messenger's floating controls) and the bottom menu's entries must end
 * above the bottom ones (the home indicator), whatever the screen.
 */
import type { Frame } from 'playwright-core';

export interface InsetPlacement {
  /** The insets the app has bound (CSS variables the SDK sets), in px. */
  readonly insetTop: number;
  readonly insetBottom: number;
  /** Where the header's content starts (its box top plus its top padding). */
  readonly headerContentTop: number | null;
  /** Where the bottom menu's entries end, from the top of the frame's viewport. */
  readonly menuEntriesBottom: number | null;
  readonly viewportHeight: number;
}

/**
 * In the app's frame, as source text (the layout walk runs it inside its one evaluate per stop:
 * tests/e2e/support/layout-audit.ts): the placement above.
 */
export const INSET_PLACEMENT = String.raw`() => {
  const root = getComputedStyle(document.documentElement);
  const px = (name) => parseFloat(root.getPropertyValue(name)) || 0;
  const header = document.querySelector('header');
  const menu = document.querySelector('nav.bottom-menu .bottom-menu__list');
  return {
    insetTop: px('--tg-viewport-safe-area-inset-top') + px('--tg-viewport-content-safe-area-inset-top'),
    insetBottom: px('--tg-viewport-safe-area-inset-bottom') + px('--tg-viewport-content-safe-area-inset-bottom'),
    headerContentTop: header ? header.getBoundingClientRect().top + window.scrollY + parseFloat(getComputedStyle(header).paddingTop) : null,
    menuEntriesBottom: menu ? menu.getBoundingClientRect().bottom : null,
    viewportHeight: window.innerHeight,
  };
}`;

export async function insetPlacement(frame: Frame): Promise<InsetPlacement> {
  return (await frame.evaluate(`(${INSET_PLACEMENT})()`)) as InsetPlacement;
}

/** What is wrong with the placement (empty when the header and the menu keep out of the insets). */
export function insetFindings(placement: InsetPlacement): string[] {
  const findings: string[] = [];
  const { insetTop, insetBottom, headerContentTop, menuEntriesBottom, viewportHeight } = placement;
  if (headerContentTop !== null && headerContentTop < insetTop) findings.push(`the header's content starts at ${String(headerContentTop)} px, under the ${String(insetTop)} px top inset`);
  if (menuEntriesBottom !== null && menuEntriesBottom > viewportHeight - insetBottom + 0.5) {
    findings.push(`the bottom menu ends at ${String(menuEntriesBottom)} px, under the ${String(insetBottom)} px bottom inset of a ${String(viewportHeight)} px viewport`);
  }
  return findings;
}
