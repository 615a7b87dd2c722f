/**
 * The app from Vite's dev server (hot reload) with a runtime configuration injected into the page,
 * as `npm start` serves it, with the app's security headers (scripts/vite-security-headers.ts).
 */
import type { AddressInfo } from 'node:net';
import { createServer } from 'vite';
import { injectConfig } from './app-server';

export interface DevAppServer {
  readonly url: string;
  close(): Promise<void>;
}

export interface DevAppServerOptions {
  /** 0 picks a free one. */
  readonly port: number;
  readonly config: unknown;
  /**
   * Vite's folder of pre-bundled dependencies. Tests give each dev server its own, so two servers
   * started at once never rewrite the same files.
   */
  readonly cacheDir?: string;
}

export async function startDevAppServer(options: DevAppServerOptions): Promise<DevAppServer> {
  const vite = await createServer({
    configFile: 'vite.config.ts',
    ...(options.cacheDir ? { cacheDir: options.cacheDir } : {}),
    logLevel: 'warn',
    server: { host: '127.0.0.1', port: options.port, strictPort: true },
    plugins: [{ name: 'sandbox-app-config', transformIndexHtml: (html: string) => injectConfig(html, options.config) }],
  });
  await vite.listen();
  const address = vite.httpServer?.address() as AddressInfo | null | undefined;
  if (!address) throw new Error('the dev server is not listening');
  return { url: `http://127.0.0.1:${String(address.port)}`, close: () => vite.close() };
}
