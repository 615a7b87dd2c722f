/**
 * The whole product on loopback for one test file: the sandbox (main API on two ports, mining API),
 * the built app served statically with its runtime configuration, and the messenger host page.
 */
import { resolve } from 'node:path';
import { appStaticServer } from '../../../sandbox/platform/app-server';
import { hostServer } from '../../../sandbox/host/server';
import type { SandboxDeps } from '../../../sandbox/platform/deps';
import { startSandbox, type SandboxHandle } from '../../../sandbox/server';
import { COMPRESSION_CACHE } from './compression-cache';
import { freePorts } from './free-ports';
import { exitWithRunner } from './browser';
import { harnessServer } from './harness';

export interface Stack {
  readonly sandbox: SandboxHandle;
  readonly appUrl: string;
  readonly hostUrl: string;
  /** A page on loopback that exposes the app's HTTP adapter (tests/e2e/support/harness.ts). */
  readonly harnessUrl: string;
  /** The host page for a test user, language and optional start parameter. */
  hostPage(query: { user?: string; lang?: 'en' | 'ru'; theme?: 'light' | 'dark'; startParam?: string; firstName?: string; platform?: 'ios' | 'android' }): string;
  close(): Promise<void>;
  /**
   * The worker's shared stack (stack-and-browser.ts): its clock and servers are every file's, so the
   * controls that change them for all users refuse it (sandbox-control.ts, `sandbox.stop` and the like).
   */
  readonly shared?: true;
}

export interface StackOptions {
  /** Failover thresholds for the app, short so tests do not wait 25 s. */
  readonly slowMs?: number;
  readonly timeoutMs?: number;
  /** 'dev' serves the app from Vite's dev server, as `npm start` does; by default the production build. */
  readonly app?: 'built' | 'dev';
  /** The external wallet the app is configured with: the sandbox's by default, or TON Connect's. */
  readonly externalWallet?: 'sandbox' | 'tonconnect';
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const [mainPrimary, mainBackup, mining, app, host, harness] = await freePorts(6);
  const url = (port: number | undefined): string => `http://127.0.0.1:${String(port)}`;
  const appUrl = url(app);
  const hostUrl = url(host);
  const harnessUrl = url(harness);
  const config = {
    mainServers: [url(mainPrimary), url(mainBackup)],
    miningServers: [url(mining)],
    timeoutMs: options.timeoutMs ?? 8_000,
    slowMs: options.slowMs ?? 4_000,
    messengerOrigin: hostUrl,
    externalWallet: options.externalWallet ?? 'sandbox',
    // The sandbox's static server answers the manifest for its own origin.
    ...(options.externalWallet === 'tonconnect' ? { tonConnectManifestUrl: `${appUrl}/tonconnect-manifest.json` } : {}),
    botUrl: 'https://t.me/switch_sandbox_bot',
  };
  // Vite is loaded only by the file that serves the app from its dev server (every file would pay for it).
  const dev = options.app === 'dev' ? await (await import('../../../sandbox/platform/dev-app-server')).startDevAppServer({ port: app ?? 0, config, cacheDir: resolve('node_modules/.cache/vite-e2e') }) : undefined;
  const servers = {
    host: (deps: SandboxDeps) => hostServer(deps, { appUrl, mainApiUrl: url(mainPrimary), miningApiUrl: url(mining), botToken: deps.botToken }),
    harness: () => harnessServer(),
  };
  const allowedOrigins = [appUrl, hostUrl, harnessUrl];
  const started: Promise<SandboxHandle> = dev
    ? startSandbox({ ports: { mainPrimary, mainBackup, mining, host, harness }, allowedOrigins, extraServers: servers })
    : startSandbox({
        ports: { mainPrimary, mainBackup, mining, app, host, harness },
        allowedOrigins,
        extraServers: { ...servers, app: () => appStaticServer({ distDir: resolve('dist'), config, compressionCache: COMPRESSION_CACHE }) },
      });
  const sandbox = await started.catch(async (error: unknown) => {
    await dev?.close();
    throw error;
  });
  return {
    sandbox,
    appUrl,
    hostUrl,
    harnessUrl,
    hostPage(query) {
      const params = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined));
      return `${hostUrl}/?${params.toString()}`;
    },
    close: async () => {
      await dev?.close();
      await sandbox.close();
    },
  };
}

/** The worker's shared stack, started by the first file that asks (docs/decisions/testing.md, "One stack and one browser per end-to-end worker"). */
let workerStack: Promise<Stack> | undefined;

const refuse = (what: string): never => {
  throw new Error(`${what} on the shared end-to-end stack would change it for every file of the worker: pass isolatedStack: true to useStackAndBrowser`);
};

export function sharedStack(): Promise<Stack> {
  exitWithRunner();
  const starting = (workerStack ??= startStack().then((stack): Stack => {
    const { sandbox } = stack;
    return {
      ...stack,
      shared: true,
      // The seed users (alice, bob) are every file's; a file on the shared stack opens new users only.
      hostPage: (query) => (query.user?.startsWith('new:') ? stack.hostPage(query) : refuse(`Opening the seed user ${query.user ?? '(the default)'}`)),
      sandbox: {
        ...sandbox,
        stop: () => refuse('Stopping a server'),
        start: () => refuse('Starting a server'),
        setResponseDelay: () => refuse('Delaying answers'),
        close: () => refuse('Closing the sandbox'),
      },
      // Outlives the file; the worker's exit ends it (in-memory store, loopback ports).
      close: () => Promise.resolve(),
    };
  }));
  // A start that failed is not kept: the next file tries again.
  starting.catch(() => {
    if (workerStack === starting) workerStack = undefined;
  });
  return starting;
}
