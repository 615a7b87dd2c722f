/**
 * Rendering helpers for UI tests: the app exactly as boot.tsx starts it (i18n, ports, router on a
 * memory history), or a single component inside the same providers. Ports are small fakes: the
 * fake messenger, local storage over memory, a clock the test moves, and backends that record every
 * call and fail it, so a test can assert "no API call was made".
 */
import { render, type RenderResult } from '@testing-library/react';
import { createMemoryHistory, type RouterHistory } from '@tanstack/react-router';
import { Profiler, type ProfilerOnRenderCallback, type ReactElement } from 'react';
import { loadConfig, type AppConfig } from '../../adapters/config';
import { createLocalStorage } from '../../adapters/storage/local-storage';
import type { Language } from '../../domain/launch/language';
import type { Ports } from '../../domain/ports';
import { FINISHED_BANNERS } from './banners';
import { fakePorts, type MainApi } from './fake-ports';
import { manualClock, type ManualClock } from './manual-clock';
import { AppProviders } from '../../ui/app-providers';
import { bootApp } from '../../ui/boot';
import { createI18n, type FeatureCatalog } from '../../ui/i18n/i18n';
import type { PageActions } from '../../ui/page-context';
import { SeedSnapshots, type SeededSnapshots } from '../../ui/machines/seed-snapshots';
import { fakeMessenger, type FakeMessenger } from './fake-messenger';
import { memoryBackend, silentLogger } from './memory-storage';

/** The seed's campaign ends (seed 001 §9), as the sandbox serves them by default. */
const SEED_CAMPAIGN_ENDS = { openLeague: Date.UTC(2024, 11, 18), inviteContest: Date.UTC(2025, 4, 1, 23, 59, 59), donate: Date.UTC(2025, 5, 10) };

export interface ApiCall {
  readonly api: 'main' | 'mining';
  readonly method: string;
  readonly args: readonly unknown[];
}

/** A backend where every method records its call and rejects: UI frames must not depend on it. */
function recordingApi<T extends object>(api: ApiCall['api'], calls: ApiCall[]): T {
  return new Proxy({} as T, {
    get: (_target, method) =>
      typeof method === 'string'
        ? (...args: unknown[]) => {
            calls.push({ api, method, args });
            return Promise.reject(new Error(`${api}Api.${method} is not faked in this test`));
          }
        : undefined,
  });
}

export type TestPorts = Ports & {
  readonly messenger: FakeMessenger;
  readonly clock: ManualClock;
  readonly backend: ReturnType<typeof memoryBackend>;
  readonly apiCalls: ApiCall[];
  readonly logger: ReturnType<typeof silentLogger>;
};

export interface TestPortsOptions {
  readonly messenger?: FakeMessenger;
  /** Raw local storage content, as the browser would hold it ('true', '"ru"', ...). */
  readonly storage?: Record<string, string>;
  /** 'finished' (the default): no banner covers the app; 'due': the sequence starts fresh. */
  readonly banners?: 'due' | 'finished';
}

export function testPorts(options: TestPortsOptions = {}): TestPorts {
  const apiCalls: ApiCall[] = [];
  const logger = silentLogger();
  const clock = manualClock(Date.UTC(2025, 0, 1));
  const backend = memoryBackend(options.banners === 'due' ? options.storage : { ...FINISHED_BANNERS, ...options.storage });
  const main = recordingApi<MainApi>('main', apiCalls);
  const ports = fakePorts({
    ports: {
      walletApi: main,
      tokensApi: main,
      swapApi: main,
      sendApi: main,
      storage: createLocalStorage(backend, logger),
      messenger: options.messenger ?? fakeMessenger(),
      clock,
      // The seed's campaigns, all ended, on the test clock: the check answers, quietly.
      bannersApi: { config: async () => ({ ends: SEED_CAMPAIGN_ENDS, serverTime: clock.now() }) },
      logger,
      // Carried by the ports object itself (not a copy), so every feature's fake port stays reachable.
      ...({ backend, apiCalls } as Partial<Ports>),
    },
  });
  return ports as unknown as TestPorts;
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return { ...loadConfig({ mainServers: ['http://127.0.0.1:9'], miningServers: ['http://127.0.0.1:9'] }, {}), ...overrides };
}

export interface RenderAppOptions {
  readonly ports?: TestPorts;
  readonly config?: AppConfig;
  /** The in-app path to start on, with its search (e.g. '/wallet?selectedWalletIndex=1'). */
  readonly path?: string;
  /** The page's query string, for `lang`. */
  readonly search?: string;
  readonly browserLanguage?: string;
  /** Machines that start from a seeded snapshot instead of their input (see tests/support/seeded.ts). */
  readonly seeds?: SeededSnapshots;
  /** Called for every React commit of the whole app (a <Profiler> around it), to count renders. */
  readonly onCommit?: ProfilerOnRenderCallback;
}

export interface RenderedApp extends RenderResult {
  readonly ports: TestPorts;
  readonly history: RouterHistory;
  readonly page: PageActions & { reloads: number };
}

/** Boots the app as main.tsx does, with test ports and a memory history. */
export async function renderApp(options: RenderAppOptions = {}): Promise<RenderedApp> {
  const ports = options.ports ?? testPorts();
  const history = createMemoryHistory({ initialEntries: [options.path ?? '/'] });
  const page = {
    reloads: 0,
    reload() {
      page.reloads += 1;
    },
  };
  const element = await bootApp({
    config: options.config ?? testConfig(),
    ports,
    search: options.search ?? '',
    browserLanguage: options.browserLanguage,
    history,
    page,
  });
  const seeded = options.seeds ? <SeedSnapshots seeds={options.seeds}>{element}</SeedSnapshots> : element;
  const profiled = options.onCommit ? (
    <Profiler id="app" onRender={options.onCommit}>
      {seeded}
    </Profiler>
  ) : (
    seeded
  );
  return { ...render(profiled), ports, history, page };
}

/**
 * Renders one component with i18n and ports (no router: use renderApp for routed screens). A
 * feature's component needs its catalogs named, as its route would load them.
 */
export async function renderWithProviders(
  ui: ReactElement,
  options: { language?: Language; ports?: TestPorts; catalogs?: readonly FeatureCatalog[] } = {},
): Promise<RenderResult & { ports: TestPorts }> {
  const ports = options.ports ?? testPorts();
  const i18n = await createI18n(options.language ?? 'en', options.catalogs);
  return {
    ...render(
      <AppProviders config={testConfig()} i18n={i18n} ports={ports}>
        {ui}
      </AppProviders>,
    ),
    ports,
  };
}
