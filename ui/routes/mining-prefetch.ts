/**
 * The mining area, fetched ahead (issue 26 "Mining screens open at once"), without a task of its
 * own on the main thread (issue 36): every mining screen's chunk, the mining ports' adapters with
 * their wire contracts, and the mining and purchase catalogs of the user's language are fetched as
 * `<link rel="modulepreload">` (the browser fetches and compiles them; nothing is evaluated, no
 * route loader runs), with the style sheets Vite's own preload would insert on the tap. A tap on
 * Mining then evaluates what it needs from memory. The list is the build's
 * (scripts/vite-mining-chunks.ts); this module imports nothing of the mining area.
 *
 * When: boot.tsx imports this chunk once the home's total is on screen, at an idle moment, never
 * on a data-saving connection. It starts after a few seconds without input, or a second after the
 * user's last input, and fetches a few files per idle moment, waiting again whenever the user
 * touches or types (docs/decisions/first-load-and-speed.md "The mining prefetch fetches, never evaluates").
 */
import type { Language } from '../../domain/launch/language';
import { miningChunkHrefs } from './mining-chunks';
import { MINING_PREFETCHED_MARK } from './mining-prefetched-mark';

/** Without any input since the home showed its total, the prefetch starts this long after. */
export const PREFETCH_START_QUIET_MS = 3_000;
/** After an input (a tap, a key, a scroll), the prefetch waits this long without another. */
export const PREFETCH_RESUME_QUIET_MS = 1_000;
/** How often the wait for quiet looks at the inputs again. */
const PREFETCH_POLL_MS = 250;
/** Files inserted per idle moment. */
export const PREFETCH_SLICE = 4;
/** Files on their way at most (two slices): the next slice waits for one of them. */
export const PREFETCH_IN_FLIGHT = 8;

/** What the prefetch does to the page: injected, so its pace is tested without a browser. */
export interface PrefetchPage {
  now(): number;
  wait(ms: number): Promise<void>;
  /** Resolves at the browser's next idle moment. */
  idle(): Promise<void>;
  /** When the user last touched, typed or scrolled (`now()`'s clock), or null. */
  lastInput(): number | null;
  /** Inserts a `<link>` for the file (a modulepreload, or a style sheet); resolves once it loaded or failed. */
  link(href: string, kind: 'module' | 'style'): Promise<void>;
  mark(name: string): void;
}

/** Fetches `files` a slice at a time, each at an idle moment after enough quiet; marks the end. */
export async function prefetchInSlices(files: readonly { readonly href: string; readonly kind: 'module' | 'style' }[], page: PrefetchPage): Promise<void> {
  const since = page.now();
  const quietFor = (): number => {
    const last = page.lastInput();
    return last === null ? since + PREFETCH_START_QUIET_MS - page.now() : last + PREFETCH_RESUME_QUIET_MS - page.now();
  };
  // Up to this many files on their way at once: the network stays busy while the page idles.
  const inFlight = new Set<Promise<void>>();
  for (let at = 0; at < files.length; at += PREFETCH_SLICE) {
    while (inFlight.size >= PREFETCH_IN_FLIGHT) await Promise.race(inFlight);
    // Quiet first, then idle, then quiet still: an input during the wait for idle postpones the slice.
    for (;;) {
      const left = quietFor();
      if (left > 0) {
        // In short steps: an input meanwhile brings the start forward (a second after it).
        await page.wait(Math.min(left, PREFETCH_POLL_MS));
        continue;
      }
      await page.idle();
      if (quietFor() <= 0) break;
    }
    for (const file of files.slice(at, at + PREFETCH_SLICE)) {
      const loaded: Promise<void> = page.link(file.href, file.kind).then(() => void inFlight.delete(loaded));
      inFlight.add(loaded);
    }
  }
  await Promise.all(inFlight);
  page.mark(MINING_PREFETCHED_MARK);
}

let prefetched: Promise<void> | null = null;

/** Fetches the mining area's files for this language, once per page however often it is called. */
export function prefetchMining(language: Language, page: PrefetchPage = browserPrefetchPage()): Promise<void> {
  const { modules, styles } = miningChunkHrefs(language);
  prefetched ??= prefetchInSlices([...modules.map((href) => ({ href, kind: 'module' as const })), ...styles.map((href) => ({ href, kind: 'style' as const }))], page);
  return prefetched;
}

/** The page's inputs, watched from the moment this module is evaluated. */
const INPUTS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

export function browserPrefetchPage(): PrefetchPage {
  let last: number | null = null;
  for (const type of INPUTS) addEventListener(type, () => void (last = performance.now()), { capture: true, passive: true });
  return {
    now: () => performance.now(),
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    idle: () => new Promise((resolve) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: 2_000 }) : setTimeout(resolve, 0))),
    lastInput: () => last,
    link: (href, kind) =>
      new Promise((resolve) => {
        const link = document.createElement('link');
        // Vite's own preload on the tap finds these and adds nothing (a style sheet by href and rel).
        link.rel = kind === 'module' ? 'modulepreload' : 'stylesheet';
        link.crossOrigin = '';
        link.fetchPriority = 'low';
        link.href = href;
        link.onload = link.onerror = () => resolve();
        document.head.append(link);
      }),
    mark: (name) => void performance.mark(name),
  };
}
