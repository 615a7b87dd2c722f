// @vitest-environment jsdom
/** The configuration a page carries, as the sandbox writes it and the app reads it back. */
import { describe, expect, it } from 'vitest';
import { readInjectedConfig } from '../../adapters/injected-config';
import { CONFIG_PLACEHOLDER, injectConfig } from '../../sandbox/platform/app-server';

const page = (head: string): Document => new DOMParser().parseFromString(`<!doctype html><html><head>${head}</head><body></body></html>`, 'text/html');

describe('the configuration a page carries', () => {
  it('reads back exactly what the server injected, whatever characters its values hold', () => {
    const config = { mainServers: ['http://127.0.0.1:1'], botUrl: '</script><script>alert(1)</script>', note: 'a\u2028b\u2029c & <b>' };
    const document = page(injectConfig(CONFIG_PLACEHOLDER, config));
    expect(readInjectedConfig(document)).toEqual(config);
    // Carried as data: nothing in it was turned into an element.
    expect(document.querySelectorAll('script')).toHaveLength(1);
  });

  it('is undefined when the page carries none, so the build configuration applies', () => {
    expect(readInjectedConfig(page(''))).toBeUndefined();
  });

  it('hands unreadable JSON on as text, for the configuration check to refuse', () => {
    expect(readInjectedConfig(page('<script type="application/json" id="app-config">{oops</script>'))).toBe('{oops');
  });
});
