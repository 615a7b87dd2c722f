/** The security headers of Vite's dev server (`npm start`), read from a real dev server. */
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevAppServer, type DevAppServer } from '../../sandbox/platform/dev-app-server';
import { inlineScriptHashes } from '../../scripts/security-headers';

const config = { mainServers: ['http://127.0.0.1:1'], miningServers: ['http://127.0.0.1:3'], messengerOrigin: 'http://127.0.0.1:4' };
let dev: DevAppServer;

beforeAll(async () => {
  dev = await startDevAppServer({ port: 0, config, cacheDir: resolve('node_modules/.cache/vite-dev-headers-test') });
});
afterAll(async () => {
  await dev?.close();
});

const directives = (policy: string | null): Map<string, string[]> =>
  new Map((policy ?? '').split(';').map((directive) => {
    const [name = '', ...sources] = directive.trim().split(/\s+/);
    return [name, sources];
  }));

describe('the dev server', () => {
  it('serves each page with a policy that allows exactly its inline scripts, its APIs and its framers', async () => {
    for (const path of ['/', '/swap']) {
      const answer = await fetch(`${dev.url}${path}`, { headers: { accept: 'text/html' } });
      expect(answer.status).toBe(200);
      const html = await answer.text();
      const policy = directives(answer.headers.get('content-security-policy'));
      // React's refresh preamble and the early reads, at least; each by the hash of what was sent.
      const hashes = inlineScriptHashes(html);
      expect(hashes.length).toBeGreaterThanOrEqual(2);
      expect(policy.get('script-src')).toEqual(["'self'", ...hashes]);
      expect(policy.get('connect-src')).toEqual(expect.arrayContaining(['http://127.0.0.1:1', 'http://127.0.0.1:3', `ws://${new URL(dev.url).host}`]));
      expect(policy.get('frame-ancestors')).toEqual(expect.arrayContaining(['https://web.telegram.org', 'http://127.0.0.1:4']));
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });

  it('marks the modules it serves nosniff', async () => {
    const answer = await fetch(`${dev.url}/main.tsx`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('javascript');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
