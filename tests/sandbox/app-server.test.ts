import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appStaticServer, CONFIG_PLACEHOLDER, injectConfig } from '../../sandbox/platform/app-server';

let dist: string;
const script = 'console.log("app");'.repeat(100);

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), `<html><head>${CONFIG_PLACEHOLDER}</head><body></body></html>`);
  await writeFile(join(dist, 'assets', 'index-abc.js'), script);
});
afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});

describe('the static app server', () => {
  it('injects the configuration so that no value can close the script tag', () => {
    const html = injectConfig(`<head>${CONFIG_PLACEHOLDER}</head>`, { botUrl: '</script><script>alert(1)</script>' });
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script>');
    expect(() => injectConfig('<head></head>', {})).toThrow(/placeholder/);
  });

  it('serves the shell with the configuration on every route of the app', async () => {
    const app = appStaticServer({ distDir: dist, config: { mainServers: ['http://127.0.0.1:1'] } });
    for (const path of ['/', '/swap', '/refill/qr']) {
      const answer = await app.request(path);
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('window.__APP_CONFIG__ = {"mainServers":["http://127.0.0.1:1"]}');
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

  it('answers 404 for a missing asset and never serves outside the build folder', async () => {
    const app = appStaticServer({ distDir: dist, config: {} });
    expect((await app.request('/assets/missing.js')).status).toBe(404);
    expect((await app.request('/..%2F..%2Fetc%2Fpasswd.txt')).status).toBe(404);
  });
});
