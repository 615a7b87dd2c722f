/**
 * The early reads against the real sandbox: the inline script's four requests must be exactly the
 * ones the wallet-home machine makes through the real HTTP adapter (otherwise the shortcut silently
 * stops working, and this fails), the app must take each answer once and never a bad one, and the
 * script must make no call where the app would make none.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { createActor } from 'xstate';
import { createHttpClient } from '../../adapters/http/client';
import { adoptEarlyReads, earlyTotal, startEarlyReads, type EarlyEnvironment, type EarlyReadsRegistry, type EarlyShell } from '../../adapters/http/early-reads';
import { createHttpTokensApi } from '../../adapters/http/tokens-api';
import { createHttpWalletApi } from '../../adapters/http/wallet-api';
import { requestKey } from '../../adapters/http/request-key';
import { createLocalStorage } from '../../adapters/storage/local-storage';
import { formatUsd } from '../../domain/money/format';
import { selectHomeView } from '../../domain/wallet/home-machine';
import { provideWalletHome } from '../../domain/wallet/provide';
import { startSandbox, type SandboxHandle } from '../../sandbox/server';
import { aliceInitData } from '../sandbox/platform-support';
import { fakeVisibility } from '../support/fake-ports';
import { memoryBackend, silentLogger } from '../support/memory-storage';

let sandbox: SandboxHandle;
let initData: string;
const CATALOGS = { en: '/assets/messages-en.js', ru: '/assets/messages-ru.js' };

beforeAll(async () => {
  sandbox = await startSandbox();
  initData = aliceInitData(sandbox.deps);
});
afterAll(async () => {
  await sandbox?.close();
});

/** fetch that records what goes to the network. */
function recordingFetch() {
  const requests: string[] = [];
  const fetchAndRecord: typeof fetch = (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(`${request.method} ${request.url}`);
    return fetch(request);
  };
  return { requests, fetch: fetchAndRecord };
}

function environment(overrides: Partial<EarlyEnvironment> & { stored?: Record<string, string> } = {}) {
  const preloaded: string[] = [];
  const network = recordingFetch();
  const env: EarlyEnvironment = {
    config: { mainServers: [sandbox.urls.mainPrimary, sandbox.urls.mainBackup] },
    sources: { href: `http://127.0.0.1:5173/#${new URLSearchParams({ tgWebAppData: initData, tgWebAppPlatform: 'ios', tgWebAppVersion: '8.0' }).toString()}` },
    search: '',
    local: memoryBackend(overrides.stored ?? {}),
    fetch: network.fetch,
    now: () => 1_000,
    preload: (url) => void preloaded.push(url),
    ...overrides,
  };
  return { env, preloaded, network };
}

describe('early reads', () => {
  let appNetwork: ReturnType<typeof recordingFetch>;
  beforeEach(() => {
    appNetwork = recordingFetch();
  });

  async function homeWith(registry: EarlyReadsRegistry | null, accountIndex: number) {
    const client = createHttpClient({
      backend: 'main',
      servers: [sandbox.urls.mainPrimary, sandbox.urls.mainBackup],
      timeoutMs: 5_000,
      slowMs: 4_000,
      storage: createLocalStorage(memoryBackend(), silentLogger()),
      logger: silentLogger(),
      initData: () => initData,
      fetch: appNetwork.fetch,
      earlyReads: adoptEarlyReads(registry, { now: () => 2_000 }),
    });
    const actor = createActor(provideWalletHome({ walletApi: createHttpWalletApi(client), tokensApi: createHttpTokensApi(client), logger: silentLogger(), visibility: fakeVisibility() }), { input: { accountIndex } }).start();
    await waitFor(actor, (snapshot) => {
      const view = selectHomeView(snapshot);
      return !view.walletsLoading && !view.totalBalanceLoading && !view.tokens.loading && !view.history.loading;
    });
    const view = selectHomeView(actor.getSnapshot());
    actor.stop();
    return view;
  }

  it('are exactly the wallet-home machine first reads: the app makes none of them again', async () => {
    const { env, network } = environment();
    const registry = startEarlyReads(env, CATALOGS);
    expect(network.requests).toHaveLength(4);
    const view = await homeWith(registry, 0);
    expect(appNetwork.requests).toEqual([]);
    expect(view.wallets.length).toBeGreaterThan(0);
    expect(view.totalBalanceUsd).not.toBeNull();
  });

  it('follow selectedWalletIndex; for another account the app simply asks the network', async () => {
    const { env, network } = environment({ search: '?selectedWalletIndex=1' });
    const registry = startEarlyReads(env, CATALOGS);
    expect(network.requests.some((request) => request.includes('accountIndex=1'))).toBe(true);
    await homeWith(registry, 0);
    // Only the account-independent wallet list could be reused; the rest went to the network.
    expect(appNetwork.requests).toHaveLength(3);
  });

  it('go to the server the app last switched to', () => {
    const { env, network } = environment({ stored: { activeServer: JSON.stringify({ main: sandbox.urls.mainBackup }) } });
    startEarlyReads(env, CATALOGS);
    expect(network.requests.every((request) => request.includes(sandbox.urls.mainBackup))).toBe(true);
  });

  it('make no call outside the messenger, with the maintenance flag on, or without a valid server', () => {
    const cases = [
      environment({ sources: { href: 'http://127.0.0.1:5173/' } }),
      environment({ stored: { isMaintenance: 'true' } }),
      environment({ config: { mainServers: ['javascript:alert(1)'] } }),
      environment({ config: undefined }),
    ];
    for (const { env, network } of cases) {
      expect(startEarlyReads(env, CATALOGS)).toBeNull();
      expect(network.requests).toEqual([]);
    }
  });

  it('preload the catalog of the language the app will speak', () => {
    const saved = environment({ stored: { language: '"ru"' } });
    startEarlyReads(saved.env, CATALOGS);
    expect(saved.preloaded).toEqual([CATALOGS.ru]);
    const byQuery = environment({ search: '?lang=ru' });
    startEarlyReads(byQuery.env, CATALOGS);
    // The messenger user's language (en) outranks the query parameter, as in the app.
    expect(byQuery.preloaded).toEqual([CATALOGS.en]);
    const corrupt = environment({ stored: { language: '{broken' } });
    startEarlyReads(corrupt.env, CATALOGS);
    expect(corrupt.preloaded).toEqual([CATALOGS.en]);
  });

  /** The page's prerendered home, recorded. */
  function recordingShell(pathname = '/') {
    const events: string[] = [];
    let painted: ((formatted: string) => void) | undefined;
    const figure = new Promise<string>((resolve) => {
      painted = resolve;
    });
    const shell: EarlyShell = {
      pathname,
      homePath: '/',
      applyTheme: (theme) => void events.push(`theme ${Object.keys(theme).length}`),
      show: (language) => {
        events.push(`show ${language}`);
        return true;
      },
      paintTotal: (formatted) => {
        painted?.(formatted);
        return true;
      },
      mark: (name) => void events.push(`mark ${name}`),
    };
    return { shell, events, figure };
  }

  describe('the prerendered home', () => {
    const launchHref = (extra: Record<string, string> = {}) =>
      `http://127.0.0.1:5173/#${new URLSearchParams({ tgWebAppData: initData, tgWebAppVersion: '8.0', tgWebAppThemeParams: '{"bg_color":"#000000"}', ...extra }).toString()}`;

    it('is shown in the app’s language, then gets this launch’s own total, formatted by the domain rule', async () => {
      const { shell, events, figure } = recordingShell();
      const { env } = environment({ sources: { href: launchHref() }, stored: { language: '"ru"' }, shell });
      const registry = startEarlyReads(env, CATALOGS);
      expect(events).toEqual(['theme 1', 'show ru']);
      const formatted = await figure;
      const view = await homeWith(registry, 0);
      // The figure the page painted is the one the app then shows from the same answer.
      expect(`${formatted}`).toBe(view.totalBalanceUsd);
      expect(earlyTotal(registry, 0)?.totalBalanceUsd).toBeDefined();
      expect(formatUsd(earlyTotal(registry, 0)?.totalBalanceUsd ?? '')).toBe(formatted);
      expect(earlyTotal(registry, 1)).toBeNull();
      expect(events).toContain('mark home-total-early');
      // The entry waits for this before the app's chunks download (app-chunks.ts): it has settled.
      await expect(registry?.settled).resolves.toBeUndefined();
    });

    it('tells the entry when the total is painted, not before', async () => {
      let answer: (response: Response) => void = () => undefined;
      const held = new Promise<Response>((resolve) => (answer = resolve));
      const slowTotal: typeof fetch = (input) => (String(input).includes('/totalBalance') ? held : Promise.resolve(new Response('[]')));
      const { shell, events } = recordingShell();
      const registry = startEarlyReads(environment({ sources: { href: launchHref() }, fetch: slowTotal, shell }).env, CATALOGS);
      let settled = false;
      void registry?.settled?.then(() => (settled = true));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(settled).toBe(false);
      answer(new Response(JSON.stringify({ totalBalanceUsd: '12.5', hasTrades: false, isNotifyForBoost: false })));
      await registry?.settled;
      expect(events).toContain('mark home-total-early');
    });

    it('is not shown where the first screen may be another: another path, account or a start parameter', () => {
      const cases = [
        environment({ sources: { href: launchHref() }, shell: recordingShell('/send').shell }),
        environment({ sources: { href: launchHref() }, search: '?selectedWalletIndex=1', shell: recordingShell().shell }),
        environment({ sources: { href: launchHref({ tgWebAppStartParam: 'swap' }) }, shell: recordingShell().shell }),
      ];
      for (const { env } of cases) {
        const shown: string[] = [];
        startEarlyReads({ ...env, shell: env.shell && { ...env.shell, show: (language) => shown.push(language) > 0 } }, CATALOGS);
        expect(shown).toEqual([]);
      }
      // Nothing will be painted, so nothing for the entry to wait for.
      for (const { env } of cases) expect(startEarlyReads({ ...env, shell: env.shell && { ...env.shell, show: () => false } }, CATALOGS)?.settled).toBeUndefined();
    });

    it('is not shown, and nothing painted, outside the messenger or in maintenance', () => {
      for (const overrides of [{ sources: { href: 'http://127.0.0.1:5173/' } }, { sources: { href: launchHref() }, stored: { isMaintenance: 'true' } }]) {
        const { shell, events } = recordingShell();
        expect(startEarlyReads(environment({ ...overrides, shell }).env, CATALOGS)).toBeNull();
        expect(events.filter((event) => event.startsWith('show'))).toEqual([]);
      }
    });

    it('paints nothing from a failed answer', async () => {
      const { shell, events } = recordingShell();
      const failing: typeof fetch = () => Promise.resolve(new Response('{"message":"down"}', { status: 503 }));
      const registry = startEarlyReads(environment({ sources: { href: launchHref() }, fetch: failing, shell }).env, CATALOGS);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(registry?.total).toBeUndefined();
      expect(events).not.toContain('mark home-total-early');
      // It will not be painted: the entry need not wait any longer.
      await expect(registry?.settled).resolves.toBeUndefined();
    });
  });

});

describe('adopting early reads', () => {
  const key = requestKey('GET', 'http://127.0.0.1:1', '/tgUserWallets', undefined, undefined);
  const registry = (response: Promise<Response>, startedAt = 0): EarlyReadsRegistry => ({ startedAt, responses: { [key]: response } });

  it('hands an answer over once', async () => {
    const reads = adoptEarlyReads(registry(Promise.resolve(new Response('[]'))), { now: () => 0 });
    expect(await reads.take(key)).toBeInstanceOf(Response);
    expect(reads.take(key)).toBeNull();
  });

  it('never hands over a stale, failed or refused answer', async () => {
    expect(adoptEarlyReads(registry(Promise.resolve(new Response('[]')), 0), { now: () => 60_000 }).take(key)).toBeNull();
    expect(await adoptEarlyReads(registry(Promise.reject(new TypeError('offline'))), { now: () => 0 }).take(key)).toBeNull();
    expect(await adoptEarlyReads(registry(Promise.resolve(new Response('{}', { status: 503 }))), { now: () => 0 }).take(key)).toBeNull();
    expect(await adoptEarlyReads(registry(Promise.resolve(new Response('{}', { status: 401 }))), { now: () => 0 }).take(key)).toBeNull();
  });

  it('ignores whatever else a page may have left on window', () => {
    for (const junk of [undefined, null, 42, 'x', { responses: { [key]: 'not a promise' } }]) {
      expect(adoptEarlyReads(junk, { now: () => 0 }).take(key)).toBeNull();
    }
  });

  it('names a request the same whatever the order of its query keys', () => {
    expect(requestKey('GET', 's', '/history', { offset: 0, accountIndex: 1, limit: 10 }, undefined)).toBe(
      requestKey('GET', 's', '/history', { limit: 10, accountIndex: 1, offset: 0, skipped: undefined }, undefined),
    );
    expect(requestKey('POST', 's', '/balances', undefined, { accountIndex: 0 })).not.toBe(requestKey('POST', 's', '/balances', undefined, { accountIndex: 1 }));
  });
});
