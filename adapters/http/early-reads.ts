/**
 * The wallet home's first reads, started by a small inline script in index.html while the app's
 * JavaScript is still downloading, and handed to the app's HTTP client when it asks for them.
 *
 * On a slow phone the app bundle takes about a second to arrive and another half to evaluate;
 * the four reads (with their CORS preflights) fit inside that time instead of queueing after it.
 * The script runs before any library, so this module depends on nothing heavy: no zod, no ky, no
 * SDK (launch-query.ts, headers.ts, request-key.ts and the domain's language rule are plain code).
 *
 * Safety: an early answer is only ever a shortcut. The client uses it when the very same request
 * (request-key.ts) is asked within `EARLY_READ_TTL_MS`, once, and only if it succeeded; anything
 * else (a failure, a different account, a stale answer) means the client asks the network as it
 * always does, with its failover. The script makes no call outside the messenger, with the
 * maintenance flag on, or without a configured main server, exactly like the app.
 */
import { resolveLanguage } from '../../domain/launch/language';
import { formatUsdText, PLAIN_DECIMAL } from '../../domain/money/decimal-text';
import type { Clock } from '../../domain/shared/clock';
import { MAX_ACCOUNT_INDEX } from '../../domain/wallet/account-index';
import { HISTORY_PAGE_SIZE } from '../../domain/wallet/history-paging';
import { readInjectedConfig } from '../injected-config';
import { applyThemeVariables, browserLaunchSources, findLaunchQuery, launchThemeParams, type LaunchSources } from '../messenger/launch-query';
import { paintShellTotal, showShell, type EarlyTotal } from '../page/early-shell';
import { clientHeaders } from './contract/headers';
import { queryEntries, requestKey, type Query } from './request-key';
import { chooseServer } from './server-choice';

export const EARLY_READ_TTL_MS = 10_000;

declare global {
  interface Window {
    /** Left by the inline script for composePorts (an EarlyReadsRegistry, unvalidated). */
    __EARLY_READS__?: unknown;
  }
}

export interface HomeRead {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly query?: Query;
  readonly body?: unknown;
}

/** The wallet-home machine's first four reads for one account (a test holds the two equal). */
export function homeReads(accountIndex: number): readonly HomeRead[] {
  return [
    { method: 'GET', path: '/tgUserWallets' },
    { method: 'GET', path: '/totalBalance', query: { accountIndex, boostNotification: '1' } },
    { method: 'POST', path: '/balances', body: { accountIndex } },
    { method: 'GET', path: '/history', query: { accountIndex, offset: 0, limit: HISTORY_PAGE_SIZE } },
  ];
}

/**
 * What the script leaves on window for the app: answers by request key, when it started, and the
 * total it painted into the prerendered home (set when that answer arrives).
 */
export interface EarlyReadsRegistry {
  readonly startedAt: number;
  readonly responses: Readonly<Record<string, Promise<Response>>>;
  total?: EarlyTotal;
  /**
   * Where the page shows its prerendered home: settles once the total is painted into it, or once
   * it is known that it will not be (a failed or malformed answer). The entry waits for it on a
   * first visit before the app's chunks download (adapters/page/app-chunks.ts).
   */
  settled?: Promise<void>;
}

/** The page's prerendered home (adapters/page/early-shell.ts), as the script drives it. */
export interface EarlyShell {
  /** The page's path: the shell is the home's, so it is shown only on the home's path. */
  readonly pathname: string;
  readonly homePath: string;
  /** Applies the launch's theme colours before the first paint. */
  applyTheme(theme: Readonly<Record<string, string>>): void;
  /** Shows the home's loading frame in a language; false when the page has none. */
  show(language: string): boolean;
  /** Paints the formatted total; false once the app has replaced the shell. */
  paintTotal(formatted: string): boolean;
  /** A User Timing mark for `npm run bench`. */
  mark(name: string): void;
}

/** Set when the script paints the total into the prerendered home (read by `npm run bench`). */
export const EARLY_TOTAL_MARK = 'home-total-early';

export interface EarlyEnvironment {
  /** The configuration as the page carries it (unvalidated; injected-config.ts). */
  readonly config: unknown;
  readonly sources: LaunchSources;
  /** window.location.search */
  readonly search: string;
  readonly local: Pick<globalThis.Storage, 'getItem'> | null;
  readonly fetch: typeof fetch;
  readonly now: () => number;
  /** Adds a <link rel="modulepreload"> for a chunk. */
  readonly preload: (url: string) => void;
  /** The prerendered home, where the page has one (not in tests of the reads alone). */
  readonly shell?: EarlyShell | undefined;
}

/** A stored JSON value, or undefined when missing, unreadable or corrupt. */
function stored(local: EarlyEnvironment['local'], key: string): unknown {
  try {
    const raw = local?.getItem(key);
    return raw === null || raw === undefined ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

function mainServers(config: unknown): readonly string[] {
  const servers = (config as { mainServers?: unknown } | null | undefined)?.mainServers;
  return Array.isArray(servers) ? servers.filter((server): server is string => typeof server === 'string' && /^https?:\/\//.test(server)) : [];
}

/**
 * The account the home opens on: the selectedWalletIndex query parameter, as the route reads it
 * (domain/launch/search-params.ts). A disagreement would only cost the shortcut, never a wrong answer.
 */
function selectedAccount(search: string): number {
  const raw = new URLSearchParams(search).get('selectedWalletIndex') ?? '';
  return /^\d{1,4}$/.test(raw) && Number(raw) <= MAX_ACCOUNT_INDEX ? Number(raw) : 0;
}

function messengerLanguage(initDataRaw: string): unknown {
  try {
    return (JSON.parse(new URLSearchParams(initDataRaw).get('user') ?? 'null') as { language_code?: unknown } | null)?.language_code;
  } catch {
    return undefined;
  }
}

/**
 * Starts the reads (and preloads the catalog of the language the app will speak). Returns null,
 * having made no call, where the app would make none.
 */
export function startEarlyReads(env: EarlyEnvironment, catalogs: Readonly<Record<string, string>>): EarlyReadsRegistry | null {
  const launch = findLaunchQuery(env.sources);
  const initDataRaw = launch?.get('tgWebAppData');
  if (!launch || !initDataRaw) return null;

  const language = resolveLanguage({
    saved: stored(env.local, 'language'),
    messengerLanguage: messengerLanguage(initDataRaw),
    queryLanguage: new URLSearchParams(env.search).get('lang'),
  });
  const catalog = catalogs[language];
  if (catalog) env.preload(catalog);

  // The launch's colours, before anything is painted: a dark-theme user never sees a light frame.
  env.shell?.applyTheme(launchThemeParams(launch));

  const servers = mainServers(env.config);
  const activeServers = stored(env.local, 'activeServer') as Record<string, unknown> | undefined;
  const server = chooseServer(servers, activeServers?.main);
  if (!server || stored(env.local, 'isMaintenance') === true) return null;

  const accountIndex = selectedAccount(env.search);
  // Only where the app's first screen is this very frame: the home, of the first account (the
  // title names it), and no start parameter (which may send the app to another screen at once).
  const shown = env.shell !== undefined && env.shell.pathname === env.shell.homePath && accountIndex === 0 && !launch.get('tgWebAppStartParam') && env.shell.show(language);

  const responses: Record<string, Promise<Response>> = {};
  const registry: EarlyReadsRegistry = { startedAt: env.now(), responses };
  for (const read of homeReads(accountIndex)) {
    const search = new URLSearchParams(queryEntries(read.query)).toString();
    const headers = clientHeaders(initDataRaw);
    if (read.method === 'POST') headers['content-type'] = 'application/json';
    const response = env.fetch(`${server}${read.path}${search ? `?${search}` : ''}`, {
      method: read.method,
      headers,
      ...(read.method === 'POST' ? { body: JSON.stringify(read.body ?? {}) } : {}),
    });
    // Nobody may ever ask for it: an early failure must not surface as an unhandled rejection.
    response.catch(() => undefined);
    responses[requestKey(read.method, server, read.path, read.query, read.body)] = response;
    if (shown && read.path === '/totalBalance' && env.shell) registry.settled = paintWhenAnswered(response, accountIndex, registry, env.shell);
  }
  return registry;
}

/**
 * Paints this launch's own total into the shell when it arrives. Registered before the app can take
 * the answer, so the clone is made before anyone reads the body.
 */
function paintWhenAnswered(response: Promise<Response>, accountIndex: number, registry: EarlyReadsRegistry, shell: EarlyShell): Promise<void> {
  return response
    .then((answer) => (answer.ok ? (answer.clone().json() as Promise<{ totalBalanceUsd?: unknown } | null>) : null))
    .then((body) => {
      const usd = body?.totalBalanceUsd;
      if (typeof usd !== 'string' || !PLAIN_DECIMAL.test(usd)) return;
      registry.total = { accountIndex, totalBalanceUsd: usd };
      if (shell.paintTotal(formatUsdText(usd))) shell.mark(EARLY_TOTAL_MARK);
    })
    .catch(() => undefined);
}

/** The app's side: takes an early answer for a request, once. */
export interface EarlyReads {
  /** The early answer to this request if there is a usable one; null means "ask the network". */
  take(key: string): Promise<Response | null> | null;
}

export function adoptEarlyReads(registry: unknown, clock: Clock, ttlMs = EARLY_READ_TTL_MS): EarlyReads {
  const candidate = registry as Partial<EarlyReadsRegistry> | null | undefined;
  const startedAt = typeof candidate?.startedAt === 'number' ? candidate.startedAt : Number.NEGATIVE_INFINITY;
  const waiting = new Map(Object.entries(candidate?.responses ?? {}).filter((entry): entry is [string, Promise<Response>] => entry[1] instanceof Promise));
  return {
    take(key) {
      const response = waiting.get(key);
      if (!response) return null;
      waiting.delete(key);
      if (clock.now() - startedAt > ttlMs) return null;
      return response.then(
        (answer) => (answer.ok ? answer : null),
        () => null,
      );
    },
  };
}

/** The script's environment in a browser page; `homePath` is the app's base path. */
export function browserEarlyEnvironment(homePath: string): EarlyEnvironment {
  let local: EarlyEnvironment['local'] = null;
  try {
    local = window.localStorage;
  } catch {
    local = null;
  }
  return {
    config: readInjectedConfig(document),
    sources: browserLaunchSources(),
    search: window.location.search,
    local,
    fetch: window.fetch.bind(window),
    now: () => Date.now(),
    preload: (url) => {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = url;
      document.head.append(link);
    },
    shell: {
      pathname: window.location.pathname,
      homePath,
      applyTheme: (theme) => applyThemeVariables(theme, document.documentElement.style),
      show: (language) => showShell(document, language),
      paintTotal: (formatted) => paintShellTotal(document, formatted),
      mark: (name) => performance.mark(name),
    },
  };
}

/** The total the script painted for this account, if any (for the app's first render). */
export function earlyTotal(registry: unknown, accountIndex: number): EarlyTotal | null {
  const total = (registry as Partial<EarlyReadsRegistry> | null | undefined)?.total;
  return total && total.accountIndex === accountIndex && typeof total.totalBalanceUsd === 'string' ? total : null;
}
