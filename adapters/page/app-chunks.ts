/**
 * When the app's JavaScript may download (docs/decisions/first-load-and-speed.md "The bundle waits for the total").
 *
 * The build lists the app's chunks in index.html as <link rel="app-chunk">, a relation browsers do
 * not know and therefore do not fetch; `fetchAppChunks` turns them into modulepreloads. On a first
 * visit that happens once the page's own total balance is painted (or will not be), so the
 * bundle's bytes never compete on a slow link with the four small reads the first screen shows.
 * On a repeat visit the service worker holds the chunks: they cost no network and load at once.
 */

/** The link relation the build writes for the app's chunks (scripts/vite-preload-start.ts). */
export const APP_CHUNK_REL = 'app-chunk';

/**
 * The longest the app waits for the page's total, from navigation start. A slow or silent API
 * must not keep the app (its own loading and error states, its buttons) from starting.
 */
export const APP_WAIT_LIMIT_MS = 1_200;

/** The longest the app waits for the painted total to reach the screen, once it is in the page. */
export const PRESENTED_WAIT_MS = 250;

export interface AppLoadPage {
  /** The page is controlled by the app's service worker (its chunks are stored). */
  readonly controlled: boolean;
  /** What the early-reads script left on window (unvalidated). */
  readonly earlyReads: unknown;
  /** Milliseconds since navigation start. */
  now(): number;
  wait(ms: number): Promise<void>;
  /**
   * Resolves once the browser has shown what the page painted (its largest paint reported, or the
   * next frame where that is not reported), or after `limitMs`.
   */
  presented(limitMs: number): Promise<void>;
}

/** Resolves when the app's chunks may download: at once, when the total is shown, or at the limit. */
export async function whenAppMayLoad(page: AppLoadPage, limitMs = APP_WAIT_LIMIT_MS): Promise<void> {
  if (page.controlled) return;
  const registry = page.earlyReads as { settled?: unknown; total?: unknown } | null | undefined;
  const settled = registry?.settled;
  // No shell on this page (another path, a start parameter, no launch): nothing to wait for.
  if (!(settled instanceof Promise)) return;
  const remaining = limitMs - page.now();
  if (remaining <= 0) return;
  const painted = settled.then(
    // The figure is in the page; what the user sees is the frame the browser shows after it.
    () => (registry?.total ? page.presented(PRESENTED_WAIT_MS) : undefined),
    ignore,
  );
  await Promise.race([painted, page.wait(remaining)]);
}

const ignore = (): void => undefined;

/** Starts downloading every chunk the build listed (once; later calls find none left). */
export function fetchAppChunks(doc: Pick<Document, 'querySelectorAll'>): void {
  for (const link of doc.querySelectorAll<HTMLLinkElement>(`link[rel="${APP_CHUNK_REL}"]`)) link.rel = 'modulepreload';
}

/** The page as the entry sees it. */
export function browserAppLoadPage(): AppLoadPage {
  const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  return {
    controlled: Boolean(navigator.serviceWorker?.controller),
    earlyReads: window.__EARLY_READS__,
    now: () => performance.now(),
    wait,
    presented: (limitMs) => Promise.race([largestPaintReported(), wait(limitMs)]),
  };
}

/**
 * The browser reports the largest paint once the frame that holds it is on screen (Chromium, and
 * so the Android messenger's webview); elsewhere two animation frames stand in for it.
 */
function largestPaintReported(): Promise<void> {
  return new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
      return;
    }
    const since = performance.now();
    const observer = new PerformanceObserver((list) => {
      // Shown after the figure went in (earlier entries are the loading frame's).
      if (list.getEntries().some((entry) => entry.startTime >= since)) {
        observer.disconnect();
        resolve();
      }
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}
