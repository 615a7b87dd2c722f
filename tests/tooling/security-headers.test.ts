/** The policy's inputs, read from a page: which inline scripts need a hash, which origins it talks to. */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { configOrigins, headersFile, inlineScriptHashes, pageConfig, securityHeaders, TON_CONNECT_DEFAULTS } from '../../scripts/security-headers';

const sha = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('the inline scripts of a page', () => {
  it('hashes every script the browser runs inline, byte for byte, and nothing else', () => {
    const html = [
      '<script>a()</script>',
      '<script type="module">import "/x.js";\n</script>',
      '<script type="text/javascript">b()</script>',
      '<script type="module" src="/main.js"></script>',
      '<script type="application/json" id="app-config">{"mainServers":[]}</script>',
      '<SCRIPT>ü()</SCRIPT >',
      '<script>a()</script>',
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('import "/x.js";\n'), sha('b()'), sha('ü()')]);
  });
});

describe('the configuration a page carries', () => {
  it('is read from its data element, and ignored when unreadable', () => {
    expect(pageConfig('<script type="application/json" id="app-config">{"a":1}</script>')).toEqual({ a: 1 });
    expect(pageConfig('<script type="application/json" id="app-config">{oops</script>')).toBeUndefined();
    expect(pageConfig('<script>window.x = 1</script>')).toBeUndefined();
  });

  it('gives the origins of the servers and the messenger, dropping anything that is not an http(s) URL', () => {
    const origins = configOrigins({
      mainServers: ['https://api.example.com/v1/', 'https://backup.example.com', 'javascript:alert(1)', 42],
      miningServers: ['https://api.example.com/mining'],
      messengerOrigin: 'https://web.telegram.org/k/',
    });
    expect(origins).toMatchObject({ api: ['https://api.example.com', 'https://backup.example.com'], messenger: ['https://web.telegram.org'] });
    expect(configOrigins(undefined)).toMatchObject({ api: [], messenger: [] });
  });

  it("names what TON Connect needs from the configuration, the defaults where it says nothing, and none of it with the sandbox's wallet", () => {
    const configured = configOrigins({ tonConnectConnectSrc: ['https://bridge.example/bridge', 'ftp://x'], tonConnectImgSrc: ['https://icons.example/a.png'] }).tonConnect;
    expect(configured).toEqual({ connect: ['https://bridge.example'], img: ['https://icons.example'] });
    expect(configOrigins({}).tonConnect).toEqual({ connect: [...TON_CONNECT_DEFAULTS.connect], img: [...TON_CONNECT_DEFAULTS.img] });
    expect(configOrigins({ externalWallet: 'sandbox', tonConnectConnectSrc: ['https://bridge.example'] }).tonConnect).toEqual({ connect: [], img: [] });
    const policy = securityHeaders('', { buildConfig: { tonConnectConnectSrc: ['https://bridge.example'], tonConnectImgSrc: [] } })['content-security-policy'];
    expect(policy).toMatch(/connect-src 'self' https:\/\/bridge\.example;/);
    expect(policy).toMatch(/img-src 'self' data:;/);
    expect(policy).toMatch(/style-src 'self';/);
  });

  it('prefers the page configuration to the build one', () => {
    const page = '<script type="application/json" id="app-config">{"mainServers":["https://page.example"]}</script>';
    const policy = securityHeaders(page, { buildConfig: { mainServers: ['https://build.example'] } })['content-security-policy'];
    expect(policy).toContain('https://page.example');
    expect(policy).not.toContain('https://build.example');
    expect(securityHeaders('', { buildConfig: { mainServers: ['https://build.example'] } })['content-security-policy']).toContain('https://build.example');
  });
});

describe('the _headers file', () => {
  it('gives every header to every path, with conventional names', () => {
    expect(headersFile({ 'x-content-type-options': 'nosniff', 'content-security-policy': "default-src 'self'" })).toMatch(
      /^#.*\n\/\*\n {2}X-Content-Type-Options: nosniff\n {2}Content-Security-Policy: default-src 'self'\n$/,
    );
  });
});
