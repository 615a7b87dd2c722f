/** The service worker's policy: only our built assets and our page, never an API answer. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cacheName, staleCaches, strategyFor } from '../../../adapters/offline/cache-policy';

const APP = 'http://127.0.0.1:5173';
const API = 'http://127.0.0.1:5181';

describe('which requests the service worker answers', () => {
  it('serves hashed assets cache-first and the page network-first', () => {
    expect(strategyFor({ method: 'GET', url: `${APP}/assets/index-AbC123.js`, mode: 'cors' }, APP)).toBe('cache-first');
    expect(strategyFor({ method: 'GET', url: `${APP}/assets/index-AbC123.css`, mode: 'no-cors' }, APP)).toBe('cache-first');
    expect(strategyFor({ method: 'GET', url: `${APP}/?selectedWalletIndex=1#tgWebAppData=x`, mode: 'navigate' }, APP)).toBe('network-first');
    expect(strategyFor({ method: 'GET', url: `${APP}/swap`, mode: 'navigate' }, APP)).toBe('network-first');
  });

  it('leaves source maps, the worker itself and unknown files to the network', () => {
    expect(strategyFor({ method: 'GET', url: `${APP}/assets/index-AbC123.js.map`, mode: 'cors' }, APP)).toBe('pass');
    expect(strategyFor({ method: 'GET', url: `${APP}/sw.js`, mode: 'same-origin' }, APP)).toBe('pass');
    expect(strategyFor({ method: 'GET', url: `${APP}/tokens/TON.svg`, mode: 'no-cors' }, APP)).toBe('pass');
  });

  it('never answers for another origin (the APIs) or a request that is not a GET', () => {
    const method = fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'HEAD');
    const mode = fc.constantFrom('navigate', 'cors', 'no-cors', 'same-origin');
    const path = fc.webPath();
    fc.assert(
      fc.property(method, mode, path, fc.constantFrom(API, 'https://t.me', 'http://127.0.0.1:5170'), (m, md, p, origin) => {
        expect(strategyFor({ method: m, url: `${origin}${p.startsWith('/') ? p : `/${p}`}`, mode: md }, APP)).toBe('pass');
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom('POST', 'PUT', 'DELETE', 'OPTIONS', 'HEAD'), mode, (m, md) => {
        expect(strategyFor({ method: m, url: `${APP}/assets/index-AbC123.js`, mode: md }, APP)).toBe('pass');
      }),
    );
  });

  it('passes a request whose URL does not parse', () => {
    expect(strategyFor({ method: 'GET', url: 'not a url', mode: 'cors' }, APP)).toBe('pass');
  });
});

describe('which caches are stale', () => {
  it('is every cache of ours but the current version, and never anyone else’s', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), fc.stringMatching(/^[0-9a-f]{12}$/), (others, version) => {
        const names = [...others, cacheName(version), cacheName(`${version}x`)];
        const stale = staleCaches(names, version);
        expect(stale).not.toContain(cacheName(version));
        expect(stale).toContain(cacheName(`${version}x`));
        for (const name of stale) expect(name.startsWith('switch-wallet-')).toBe(true);
      }),
    );
  });
});
