import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appStaticServer, CONFIG_PLACEHOLDER, injectConfig } from '../../sandbox/platform/app-server';
import { inlineScriptHashes } from '../../scripts/security-headers';

let dist: string;
const script = 'console.log("app");'.repeat(100);
const inline = 'window.early = 1;';
const config = { mainServers: ['http://127.0.0.1:1', 'http://127.0.0.1:2/api'], miningServers: ['http://127.0.0.1:3'], messengerOrigin: 'http://127.0.0.1:4' };

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), `<html><head>${CONFIG_PLACEHOLDER}<script>${inline}</script></head><body></body></html>`);
  await writeFile(join(dist, 'assets', 'index-abc.js'), script);
});
afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});

describe('the static app server', () => {
  it('injects the configuration as a data element that no value can close', () => {
    const config = { botUrl: '</script><script>alert(1)</script>', note: 'a\u2028b' };
    const html = injectConfig(`<head>${CONFIG_PLACEHOLDER}</head>`, config);
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script>');
    expect(html).toMatch(/^<head><script type="application\/json" id="app-config">[^<]*<\/script><\/head>$/);
    expect(() => injectConfig('<head></head>', {})).toThrow(/placeholder/);
  });

  it('serves the shell with the configuration on every route of the app', async () => {
    const app = appStaticServer({ distDir: dist, config: { mainServers: ['http://127.0.0.1:1'] } });
    for (const path of ['/', '/swap', '/refill/qr']) {
      const answer = await app.request(path);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('<script type="application/json" id="app-config">{"mainServers":["http://127.0.0.1:1"]}</script>');
    }
  });

  it('compresses text assets as the browser accepts, and marks hashed assets immutable', async () => {
    const app = appStaticServer({ distDir: dist, config: {} });
    const br = await app.request('/assets/index-abc.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toContain('immutable');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script);
    const gzip = await app.request('/assets/index-abc.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(script);
    const plain = await app.request('/assets/index-abc.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it('shares compressed assets through a cache folder: compressed once, read by the servers after', async () => {
    const cache = join(dist, 'compressed');
    const first = appStaticServer({ distDir: dist, config: {}, compressionCache: cache });
    const br = await first.request('/assets/index-abc.js', { headers: { 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script);
    const hash = createHash('sha256').update(script).digest('hex');
    // Both encodings of the asset were compressed ahead of any request; nothing half written is left.
    await expect.poll(async () => (await readdir(cache)).sort()).toEqual([`${hash}.br11`, `${hash}.gz9`]);
    expect(brotliDecompressSync(await readFile(join(cache, `${hash}.br11`))).toString()).toBe(script);
    expect(gunzipSync(await readFile(join(cache, `${hash}.gz9`))).toString()).toBe(script);
    // A later server sends what the folder holds for that body, without compressing it again.
    await writeFile(join(cache, `${hash}.gz9`), gzipSync('from the cache'));
    const later = appStaticServer({ distDir: dist, config: {}, compressionCache: cache });
    const gzip = await later.request('/assets/index-abc.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe('from the cache');
    // The shell carries each server's own configuration: never through the folder.
    expect((await later.request('/', { headers: { 'accept-encoding': 'br' } })).headers.get('content-encoding')).toBe('br');
    expect(await readdir(cache)).toHaveLength(2);
    await rm(cache, { recursive: true });
  });

  it('compresses the shell of every route as the browser accepts, and never caches it for good', async () => {
    const app = appStaticServer({ distDir: dist, config: { mainServers: ['http://127.0.0.1:1'] } });
    const plain = await (await app.request('/swap')).text();
    const br = await app.request('/swap', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/^text\/html/);
    expect(br.headers.get('cache-control')).toBe('no-cache');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(plain);
    const gzip = await app.request('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(plain);
  });

  it('serves a valid TON Connect manifest for its own origin, with our icon', async () => {
    const app = appStaticServer({ distDir: dist, config: {} });
    const answer = await app.request('http://app.example:8080/tonconnect-manifest.json');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ url: 'http://app.example:8080', name: 'SWITCH wallet', iconUrl: 'http://app.example:8080/tonconnect-icon.png' });
    // The icon: a 180 px PNG of the app's own (TON Connect asks for PNG or ICO, 180 px).
    const icon = await readFile(resolve('ui/public/tonconnect-icon.png'));
    expect(icon.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([icon.readUInt32BE(16), icon.readUInt32BE(20)]).toEqual([180, 180]);
  });

  it('answers 404 for a missing asset and never serves outside the build folder', async () => {
    const app = appStaticServer({ distDir: dist, config: {} });
    expect((await app.request('/assets/missing.js')).status).toBe(404);
    expect((await app.request('/..%2F..%2Fetc%2Fpasswd.txt')).status).toBe(404);
  });

  it('answers a malformed URL escape with 400, not a server error', async () => {
    const app = appStaticServer({ distDir: dist, config: {} });
    for (const path of ['/%ZZ.js', '/assets/%E0%A4%A.js', '/swap%']) {
      const answer = await app.request(path);
      expect(answer.status).toBe(400);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});

describe('security headers of the static app server', () => {
  const policy = (answer: Response): Map<string, string[]> =>
    new Map(
      (answer.headers.get('content-security-policy') ?? '')
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name = '', ...sources]) => [name, sources]),
    );

  it('sends the policy, nosniff and the referrer policy on the page, assets and refusals alike', async () => {
    const app = appStaticServer({ distDir: dist, config });
    for (const path of ['/', '/swap', '/assets/index-abc.js', '/assets/missing.js', '/%ZZ.js']) {
      const answer = await app.request(path);
      expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(answer.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(answer.headers.get('content-security-policy'), path).toContain("default-src 'self'");
    }
  });

  it("allows the page's inline script by its hash, the configured APIs, and framing by the messenger", async () => {
    const answer = await appStaticServer({ distDir: dist, config }).request('/');
    const directives = policy(answer);
    const [hash] = inlineScriptHashes(`<script>${inline}</script>`);
    expect(hash).toBe(`'sha256-${createHash('sha256').update(inline).digest('base64')}'`);
    expect(directives.get('script-src')).toEqual(["'self'", hash]);
    expect(directives.get('connect-src')).toEqual(expect.arrayContaining(["'self'", 'http://127.0.0.1:1', 'http://127.0.0.1:2', 'http://127.0.0.1:3']));
    expect(directives.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'http://127.0.0.1:1', 'http://127.0.0.1:3']));
    expect(directives.get('frame-ancestors')).toEqual(expect.arrayContaining(['https://web.telegram.org', 'http://127.0.0.1:4']));
    expect(directives.get('style-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    // No value of the configuration widens what may run.
    expect(answer.headers.get('content-security-policy')).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });
});
