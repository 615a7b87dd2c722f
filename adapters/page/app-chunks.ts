/**
 * When the app's JavaScript may download (docs/decisions.md "The bundle waits for the total").
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

export interface AppLoadPage {
  /** The page is controlled by the app's service worker (its chunks are stored). */
  readonly controlled: boolean;
  /** What the early-reads script left on window (unvalidated). */
  readonly earlyReads: unknown;
  /** Milliseconds since navigation start. */
  now(): number;
  wait(ms: number): Promise<void>;
}

/** Resolves when the app's chunks may download: at once, when the total is painted, or at the limit. */
export function whenAppMayLoad(page: AppLoadPage, limitMs = APP_WAIT_LIMIT_MS): Promise<void> {
  if (page.controlled) return Promise.resolve();
  const settled = (page.earlyReads as { settled?: unknown } | null | undefined)?.settled;
  // No shell on this page (another path, a start parameter, no launch): nothing to wait for.
  if (!(settled instanceof Promise)) return Promise.resolve();
  const remaining = limitMs - page.now();
  if (remaining <= 0) return Promise.resolve();
  return Promise.race([settled.then(ignore, ignore), page.wait(remaining)]);
}

const ignore = (): void => undefined;

/** Starts downloading every chunk the build listed (once; later calls find none left). */
export function fetchAppChunks(doc: Pick<Document, 'querySelectorAll'>): void {
  for (const link of doc.querySelectorAll<HTMLLinkElement>(`link[rel="${APP_CHUNK_REL}"]`)) link.rel = 'modulepreload';
}

/** The page as the entry sees it. */
export function browserAppLoadPage(): AppLoadPage {
  return {
    controlled: Boolean(navigator.serviceWorker?.controller),
    earlyReads: window.__EARLY_READS__,
    now: () => performance.now(),
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
}
