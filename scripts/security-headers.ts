/**
 * The app's security headers, derived from the page exactly as it is served: one policy for the
 * Vite dev server (scripts/vite-security-headers.ts), the sandbox's static server
 * (sandbox/app-server.ts) and the `_headers` file the build writes for a real static host.
 *
 * The Content-Security-Policy allows what the app loads and nothing else (docs/decisions/security.md,
 * "Security headers"): its own files; each inline script of the page by the sha256 of its exact
 * text; the API origins and the messenger origin of the configuration the page carries (or the
 * build's); what TON Connect needs, from that configuration; and framing by the messenger's web
 * clients.
 */
import { createHash } from 'node:crypto';
import { APP_CONFIG_ELEMENT_ID } from '../adapters/injected-config';

/** The messenger's web clients, which frame the app (the K and A clients live under web.telegram.org). */
export const MESSENGER_WEB_CLIENTS = ['https://web.telegram.org', 'https://webk.telegram.org', 'https://webz.telegram.org'] as const;

/**
 * What TON Connect needs where the configuration does not say (`tonConnectConnectSrc` and
 * `tonConnectImgSrc` in the page's configuration, or VITE_TON_CONNECT_CONNECT_SRC and
 * VITE_TON_CONNECT_IMG_SRC in the build's): the wallets list and the bridge of the wallets we offer
 * (connect-src), and the icons of the wallets the library's bundled list shows, which is what the
 * modal renders when the wallets list cannot be fetched (img-src). A deployment that offers more
 * wallets lists their bridges and icon origins in its configuration. With the sandbox's wallet
 * (`externalWallet: 'sandbox'`) TON Connect never loads, and the policy names none of it.
 */
export const TON_CONNECT_DEFAULTS = {
  connect: ['https://config.ton.org', 'https://bridge.tonapi.io'],
  // The icon origins of @tonconnect/sdk's bundled wallets list (FALLBACK_WALLETS_LIST); the
  // end-to-end test of the modal fails on a blocked icon when a library update changes them.
  img: [
    'https://aws-v2-cdn.token.im', 'https://blitzwallet.cfd', 'https://cdn.echooo.xyz', 'https://cdn.mirailabs.co', 'https://chain-cdn.uxuy.com',
    'https://downloads.mycactus.com', 'https://hk.tpstatic.net', 'https://img.bitgetimg.com', 'https://img.gatedataimg.com', 'https://pub.tomo.inc',
    'https://public.bnbstatic.com', 'https://raw.githubusercontent.com', 'https://s.pvcliping.com', 'https://static.mytonwallet.io',
    'https://static.nicegram.app', 'https://static.okx.com', 'https://tonhub.com', 'https://tonkeeper.com', 'https://uni.onekey-asset.com',
    'https://wallet.tg', 'https://wallet.ton.org', 'https://xtonwallet.com',
  ],
} as const;

export interface PagePolicyOptions {
  /** The configuration from the build environment, used when the page carries none. */
  readonly buildConfig?: unknown;
  /**
   * Development only: the dev server's own needs. Vite injects CSS as <style> elements and talks
   * to the page over a WebSocket on the page's host.
   */
  readonly devServer?: { readonly websocketOrigin: string };
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** The sha256 source of every inline script the browser would execute, in page order. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    // Data blocks (the injected configuration) are never run, so the policy does not cover them.
    const executed = type === '' || type === 'module' || type === 'importmap' || /^(text|application)\/(x-)?(java|ecma)script$/.test(type);
    if (!executed) continue;
    hashes.push(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

/** The configuration element's JSON, or undefined when the page carries none (or an unreadable one). */
export function pageConfig(html: string): unknown {
  const element = new RegExp(`<script\\b[^>]*\\bid=["']?${APP_CONFIG_ELEMENT_ID}["'\\s>][^>]*>([\\s\\S]*?)</script\\s*>`, 'i').exec(html);
  if (!element) return undefined;
  try {
    return JSON.parse(element[1] ?? '') as unknown;
  } catch {
    return undefined;
  }
}

function origins(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const found: string[] = [];
  for (const item of value) {
    try {
      const url = new URL(String(item));
      if (url.protocol === 'http:' || url.protocol === 'https:') found.push(url.origin);
    } catch {
      // Not a URL: the app refuses such a configuration at start anyway.
    }
  }
  return found;
}

export interface TonConnectSources {
  readonly connect: readonly string[];
  readonly img: readonly string[];
}

/** What TON Connect needs under a configuration: nothing with the sandbox's wallet, else the configured lists or the defaults. */
export function tonConnectSources(fields: Readonly<Record<string, unknown>>): TonConnectSources {
  if (fields.externalWallet === 'sandbox') return { connect: [], img: [] };
  const listed = (value: unknown, fallback: readonly string[]): string[] => (Array.isArray(value) ? origins(value) : [...fallback]);
  return { connect: listed(fields.tonConnectConnectSrc, TON_CONNECT_DEFAULTS.connect), img: listed(fields.tonConnectImgSrc, TON_CONNECT_DEFAULTS.img) };
}

/** The origins a configuration talks to: its API servers, the messenger page that frames it, and TON Connect's. */
export function configOrigins(config: unknown): { readonly api: string[]; readonly messenger: string[]; readonly tonConnect: TonConnectSources } {
  const fields = (typeof config === 'object' && config !== null ? config : {}) as Record<string, unknown>;
  return {
    api: [...new Set([...origins(fields.mainServers), ...origins(fields.miningServers)])],
    messenger: origins([fields.messengerOrigin]),
    tonConnect: tonConnectSources(fields),
  };
}

export interface PolicyInput {
  readonly scriptHashes: readonly string[];
  readonly apiOrigins: readonly string[];
  readonly frameAncestors: readonly string[];
  readonly tonConnect?: TonConnectSources;
  readonly devServer?: PagePolicyOptions['devServer'];
}

export function contentSecurityPolicy(input: PolicyInput): string {
  const list = (...sources: readonly string[]): string => [...new Set(sources)].join(' ');
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': list("'self'", ...input.scriptHashes),
    // Styles come from the app's own CSS files only; React's style props and TON Connect's styles
    // (adapters/wallet/constructed-styles.ts) go through the CSSOM, which the policy does not
    // govern. The dev server injects CSS as <style> elements.
    'style-src': list("'self'", ...(input.devServer ? ["'unsafe-inline'"] : [])),
    // Token and tool logos come from the API; the QR code is a data: image; the TON Connect
    // modal shows the wallets' icons.
    'img-src': list("'self'", 'data:', ...input.apiOrigins, ...(input.tonConnect?.img ?? [])),
    'connect-src': list("'self'", ...input.apiOrigins, ...(input.tonConnect?.connect ?? []), ...(input.devServer ? [input.devServer.websocketOrigin] : [])),
    'font-src': "'self'",
    'worker-src': "'self'",
    'manifest-src': "'self'",
    'object-src': "'none'",
    'base-uri': "'none'",
    'form-action': "'self'",
    'frame-ancestors': list(...input.frameAncestors),
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

/** Every header the app's files are served with, for a page as served. */
export function securityHeaders(html: string, options: PagePolicyOptions = {}): Record<string, string> {
  const { api, messenger, tonConnect } = configOrigins(pageConfig(html) ?? options.buildConfig);
  return {
    'content-security-policy': contentSecurityPolicy({
      scriptHashes: inlineScriptHashes(html),
      apiOrigins: api,
      tonConnect,
      frameAncestors: [...MESSENGER_WEB_CLIENTS, ...messenger],
      ...(options.devServer ? { devServer: options.devServer } : {}),
    }),
    'x-content-type-options': 'nosniff',
    // The app's requests all go to other origins (the APIs, logos) that need no referrer, and the
    // launch URL carries the user's signed data.
    'referrer-policy': 'no-referrer',
  };
}

/** The same headers in the `_headers` format that Netlify and Cloudflare Pages read. */
export function headersFile(headers: Readonly<Record<string, string>>): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase())}: ${value}`);
  return ['# Security headers of every file of the app (scripts/security-headers.ts; README "Security headers").', '/*', ...lines, ''].join('\n');
}
