/**
 * Serves the built mini-app (dist/) the way a static host would, injecting the runtime
 * configuration into index.html so tests and `npm start` choose their own servers and thresholds,
 * with the app's security headers on every answer (scripts/security-headers.ts).
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Hono } from 'hono';
import { securityHeaders } from '../../scripts/security-headers';
import { TON_CONNECT_MANIFEST_PATH, tonConnectManifest } from '../../scripts/ton-connect-manifest';

export const CONFIG_PLACEHOLDER = '<!-- app-config -->';

/**
 * The data element that hands the app its configuration (adapters/injected-config.ts reads it by
 * this id). Never executed, so the page's policy needs no hash for it; '<' is escaped so no value
 * can close the element.
 */
export function renderConfigScript(config: unknown): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script type="application/json" id="app-config">${json}</script>`;
}

export function injectConfig(html: string, config: unknown): string {
  if (!html.includes(CONFIG_PLACEHOLDER)) throw new Error(`index.html has no ${CONFIG_PLACEHOLDER} placeholder`);
  return html.replace(CONFIG_PLACEHOLDER, renderConfigScript(config));
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.mp3': 'audio/mpeg',
  '.txt': 'text/plain; charset=utf-8',
};

/** Text assets are sent compressed, as any production static host or CDN does. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.webmanifest', '.txt']);

type Encoding = 'br' | 'gzip' | 'identity';

function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'br') return brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  if (encoding === 'gzip') return gzipAsync(body, { level: 9 });
  return body;
}

/**
 * The same compression through a folder shared by servers over the same build (the end-to-end
 * tests start one per test file): an entry is named by the body's hash and the encoding, so it can
 * only ever hold that body so compressed. Written aside and renamed, so a server beside never reads
 * half an entry.
 */
async function compressThrough(folder: string, body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'identity') return body;
  const entry = join(folder, `${createHash('sha256').update(body).digest('hex')}.${encoding === 'br' ? 'br11' : 'gz9'}`);
  try {
    return await readFile(entry);
  } catch {
    const compressed = await compress(body, encoding);
    const partial = `${entry}.${String(process.pid)}.${String(Date.now())}.partial`;
    await mkdir(folder, { recursive: true });
    await writeFile(partial, compressed);
    await rename(partial, entry);
    return compressed;
  }
}

export interface AppStaticServerOptions {
  readonly distDir: string;
  readonly config: unknown;
  /** A folder where compressed bodies are kept for other servers over the same build (tests/e2e/support/stack.ts). */
  readonly compressionCache?: string | undefined;
}

export function appStaticServer(options: AppStaticServerOptions): Hono {
  const root = resolve(options.distDir);
  const app = new Hono();
  // Built files do not change while the server runs: compress each once, the hashed assets ahead
  // of the first request (as a host that precompresses at deploy time), the rest on demand.
  const compressed = new Map<string, Promise<Buffer>>();
  /** One compression per body and encoding, kept; a failure is forgotten so the next request retries. */
  const once = (key: string, body: () => Promise<Buffer>, encoding: Encoding, compressBody = compress): Promise<Buffer> => {
    const cacheKey = `${encoding}:${key}`;
    let result = compressed.get(cacheKey);
    if (!result) {
      result = body().then((raw) => compressBody(raw, encoding));
      compressed.set(cacheKey, result);
      result.catch(() => compressed.delete(cacheKey));
    }
    return result;
  };
  // The build's files through the shared folder, if any (the shell carries this server's own configuration).
  const cache = options.compressionCache;
  const compressFile = cache === undefined ? compress : (raw: Buffer, encoding: Encoding) => compressThrough(cache, raw, encoding);
  const encoded = (file: string, encoding: Encoding): Promise<Buffer> => once(file, () => readFile(file), encoding, compressFile);
  void readdir(join(root, 'assets'))
    .then((names) => {
      for (const name of names) {
        if (!COMPRESSIBLE.has(extname(name))) continue;
        for (const encoding of ['br', 'gzip'] as const) void encoded(join(root, 'assets', name), encoding).catch(() => undefined);
      }
    })
    .catch(() => undefined);
  let indexHtml: Promise<string> | undefined;
  const index = (): Promise<string> => (indexHtml ??= readFile(join(root, 'index.html'), 'utf8').then((html) => injectConfig(html, options.config)));
  // Not a file path, so it cannot collide with one.
  const encodedIndex = (encoding: Encoding): Promise<Buffer> => once('<index>', async () => Buffer.from(await index()), encoding);
  // The policy follows the page as served (its inline scripts, the configuration it carries); every
  // file gets the same headers, as a static host's `/*` rule gives them.
  let headers: Promise<Record<string, string>> | undefined;
  const pageHeaders = (): Promise<Record<string, string>> =>
    (headers ??= index().then(
      (html) => securityHeaders(html),
      () => securityHeaders('', { buildConfig: options.config }),
    ));

  app.use('*', async (context, next) => {
    await next();
    for (const [name, value] of Object.entries(await pageHeaders())) context.header(name, value);
  });

  // The TON Connect manifest for the origin the app is served from (scripts/ton-connect-manifest.ts).
  app.get(TON_CONNECT_MANIFEST_PATH, (context) => context.json(tonConnectManifest(context.req.url), 200, { 'cache-control': 'no-cache' }));

  app.get('*', async (context) => {
    let path: string;
    try {
      path = decodeURIComponent(new URL(context.req.url).pathname);
    } catch {
      // A malformed escape (`/%ZZ.js`) names no file and no route.
      return context.text('Bad request', 400);
    }
    const file = normalize(join(root, path));
    // A path with an extension asks for a file: serve it from the build folder or answer 404,
    // never anything outside the folder. Other paths are routes of the app.
    if (extname(path) !== '') {
      if (!file.startsWith(root + sep)) return context.text('Not found', 404);
      try {
        const info = await stat(file);
        if (info.isFile()) {
          const encoding = COMPRESSIBLE.has(extname(file)) ? preferredEncoding(context.req.header('accept-encoding')) : 'identity';
          const body = await encoded(file, encoding);
          // Vite names built assets by content hash, so they never change under the same name.
          const immutable = path.startsWith('/assets/');
          return context.body(new Uint8Array(body), 200, {
            'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
            'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
            vary: 'accept-encoding',
            ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
          });
        }
      } catch {
        // fall through to the 404 or the app shell
      }
      return context.text('Not found', 404);
    }
    // Every route of the single-page app gets the shell; the router takes it from there. It is
    // compressed like the assets: the page's first bytes decide how soon anything is painted.
    const encoding = preferredEncoding(context.req.header('accept-encoding'));
    return context.body(new Uint8Array(await encodedIndex(encoding)), 200, {
      'content-type': 'text/html; charset=UTF-8',
      'cache-control': 'no-cache',
      vary: 'accept-encoding',
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
    });
  });
  return app;
}
