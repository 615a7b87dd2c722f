/**
 * Serves the built mini-app (dist/) the way a static host would, injecting the runtime
 * configuration into index.html so tests and `npm start` choose their own servers and thresholds.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { Hono } from 'hono';

export const CONFIG_PLACEHOLDER = '<!-- app-config -->';

/** The inline script that hands the app its configuration; '<' is escaped so no value can close the tag. */
export function renderConfigScript(config: unknown): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script>window.__APP_CONFIG__ = ${json};</script>`;
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

export function appStaticServer(options: { distDir: string; config: unknown }): Hono {
  const root = resolve(options.distDir);
  const app = new Hono();
  let indexHtml: Promise<string> | undefined;
  const index = (): Promise<string> => (indexHtml ??= readFile(join(root, 'index.html'), 'utf8').then((html) => injectConfig(html, options.config)));

  app.get('*', async (context) => {
    const path = decodeURIComponent(new URL(context.req.url).pathname);
    const file = normalize(join(root, path));
    if (file.startsWith(root + sep) && extname(file) !== '') {
      try {
        const info = await stat(file);
        if (info.isFile()) {
          const body = await readFile(file);
          // Vite names built assets by content hash, so they never change under the same name.
          const immutable = path.startsWith('/assets/');
          return context.body(body, 200, {
            'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
            'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          });
        }
      } catch {
        // fall through to the 404 or the app shell
      }
      return context.text('Not found', 404);
    }
    // Every route of the single-page app gets the shell; the router takes it from there.
    return context.html(await index(), 200, { 'cache-control': 'no-cache' });
  });
  return app;
}
