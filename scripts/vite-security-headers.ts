/**
 * Vite plugin: the app's security headers (scripts/security-headers.ts) in development and in the
 * build.
 *
 * - Dev server: every answer gets nosniff and the referrer policy; a page gets the policy computed
 *   from its exact served text, taken as it is sent, so every inline script the dev server and the
 *   plugins put there (React's refresh preamble, the early reads, a sandbox's configuration) is
 *   covered by its hash however they change.
 * - Build: writes dist/_headers, the headers a real static host should send (README, "Security
 *   headers"), with the configuration of the build environment.
 */
import type { ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { loadConfig } from '../adapters/config';
import { headersFile, securityHeaders } from './security-headers';

export const HEADERS_FILE = '_headers';

const envList = (value: string | boolean | undefined): string[] | undefined =>
  typeof value === 'string' && value !== '' ? value.split(',').map((item) => item.trim()).filter(Boolean) : undefined;

function buildEnvConfig(env: Record<string, string | boolean | undefined>): unknown {
  try {
    // What TON Connect needs is read by the policy only (security-headers.ts), not by the app.
    // Read as in development: the policy needs the origins, not the manifest a production start requires.
    return { ...loadConfig(undefined, { ...env, PROD: false }), tonConnectConnectSrc: envList(env.VITE_TON_CONNECT_CONNECT_SRC), tonConnectImgSrc: envList(env.VITE_TON_CONNECT_IMG_SRC) };
  } catch {
    // The app will say what is wrong at start; the policy then allows no API at all.
    return undefined;
  }
}

/** Sets the page's headers from the body just before it is sent. */
function withPageHeaders(res: ServerResponse, headersFor: (html: string) => Record<string, string>): void {
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.end = ((...args: unknown[]) => {
    const [chunk] = args;
    const isPage = String(res.getHeader('content-type') ?? '').startsWith('text/html');
    if (isPage && !res.headersSent && (typeof chunk === 'string' || Buffer.isBuffer(chunk))) {
      for (const [name, value] of Object.entries(headersFor(chunk.toString()))) res.setHeader(name, value);
    }
    return end(...args);
  }) as ServerResponse['end'];
}

export function securityHeadersPlugin(): Plugin {
  let buildConfig: unknown;
  return {
    name: 'switch:security-headers',
    // After the plugins that write index.html (the early reads, a sandbox's configuration).
    enforce: 'post',
    configResolved(config) {
      buildConfig = buildEnvConfig(config.env);
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const devServer = { websocketOrigin: `ws://${req.headers.host ?? 'localhost'}` };
        const headers = (html: string): Record<string, string> => securityHeaders(html, { buildConfig, devServer });
        for (const [name, value] of Object.entries(headers(''))) {
          if (name !== 'content-security-policy') res.setHeader(name, value);
        }
        withPageHeaders(res, headers);
        next();
      });
    },
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset') return this.error('the build has no index.html to take the security headers from');
      this.emitFile({ type: 'asset', fileName: HEADERS_FILE, source: headersFile(securityHeaders(Buffer.from(page.source).toString('utf8'), { buildConfig })) });
    },
  };
}
