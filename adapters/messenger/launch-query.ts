/**
 * Finds the launch parameters the messenger hands the app, without loading @telegram-apps/sdk and
 * without any dependency at all: the inline early-reads script uses it too (../http/early-reads.ts).
 *
 * The SDK (with its bridge, signals and validators, about 18 KB gzip and a fifth of the start-up
 * CPU on a slow phone) is only needed to talk to the host: it loads lazily (see messenger.ts).
 * What the first screen needs is the signed init data for the API calls, the user's language and
 * the start parameter, and those are plain query parameters in the launch URL:
 *
 *   #tgWebAppData=<url-encoded init data>&tgWebAppVersion=8.0&tgWebAppPlatform=ios&...
 *
 * Like the SDK, the parameters are looked for in the current URL, then in the URL the page was
 * first navigated to (the router may have changed the current one since), then in session storage,
 * where they are kept so that a reload on another route still finds them.
 */

/** Session storage key for the launch parameters of this tab. */
export const LAUNCH_PARAMS_KEY = 'switch/launch-params';

/** Where launch parameters can come from; injectable so tests can stage each source. */
export interface LaunchSources {
  /** window.location.href */
  readonly href: string;
  /** The URL of the page's navigation entry (performance API), if any. */
  readonly navigationUrl?: string | undefined;
  readonly session?: Pick<globalThis.Storage, 'getItem' | 'setItem'> | undefined;
}

export function browserLaunchSources(): LaunchSources {
  let navigationUrl: string | undefined;
  let session: LaunchSources['session'];
  try {
    navigationUrl = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.name;
  } catch {
    navigationUrl = undefined;
  }
  try {
    session = window.sessionStorage;
  } catch {
    // A storage-less web view (or a sandboxed frame) throws on access: the URL must do.
    session = undefined;
  }
  return { href: window.location.href, navigationUrl, session };
}

/** The query part of a URL, hash and search merged (the messenger puts launch data in the hash). */
function launchQuery(url: string): URLSearchParams {
  return new URLSearchParams(url.replace(/^[^?#]*[?#]/, '').replace(/[?#]/g, '&'));
}

const hasLaunchData = (query: URLSearchParams): boolean => Boolean(query.get('tgWebAppData'));

/** The first source that carries launch data; the query string is remembered for reloads. */
export function findLaunchQuery(sources: LaunchSources): URLSearchParams | null {
  for (const url of [sources.href, sources.navigationUrl]) {
    if (!url) continue;
    const query = launchQuery(url);
    if (!hasLaunchData(query)) continue;
    try {
      sources.session?.setItem(LAUNCH_PARAMS_KEY, query.toString());
    } catch {
      // Full or forbidden storage: this load still works, a reload elsewhere may not.
    }
    return query;
  }
  try {
    const saved = sources.session?.getItem(LAUNCH_PARAMS_KEY);
    if (saved) {
      const query = new URLSearchParams(saved);
      if (hasLaunchData(query)) return query;
    }
  } catch {
    // Unreadable storage is the same as empty storage.
  }
  return null;
}

/** The messenger's theme colours from the launch URL (snake_case keys, '#rrggbb' values). */
export function launchThemeParams(query: URLSearchParams | null): Readonly<Record<string, string>> {
  const raw = query?.get('tgWebAppThemeParams');
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed === null || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => /^[a-z_]+$/.test(entry[0]) && typeof entry[1] === 'string' && /^#[0-9a-f]{6}$/i.test(entry[1])),
    );
  } catch {
    return {};
  }
}

/**
 * Sets the theme's CSS variables before the first render, under the names the SDK binds later
 * (`bg_color` -> `--tg-theme-bg-color`), so a dark-theme user never sees a light first frame.
 */
export function applyThemeVariables(theme: Readonly<Record<string, string>>, style: Pick<CSSStyleDeclaration, 'setProperty'>): void {
  for (const [key, color] of Object.entries(theme)) style.setProperty(`--tg-theme-${key.replace(/_/g, '-')}`, color);
}
