import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyLink } from '../../../domain/links/classify-link';

describe('classifyLink', () => {
  it('opens https outside, t.me inside, rewrites tg: links and refuses the rest', () => {
    expect(classifyLink('https://example.com/a?b=1')).toEqual({ kind: 'external', url: 'https://example.com/a?b=1' });
    expect(classifyLink('https://t.me/switch_bot?startapp=x')).toEqual({ kind: 'telegram', url: 'https://t.me/switch_bot?startapp=x' });
    expect(classifyLink('https://telegram.me/switch_bot')).toEqual({ kind: 'telegram', url: 'https://t.me/switch_bot' });
    expect(classifyLink('tg://resolve?domain=switch_bot&startapp=abc')).toEqual({ kind: 'telegram', url: 'https://t.me/switch_bot?startapp=abc' });
    expect(classifyLink('tg://resolve?domain=switch_bot&appname=pump&startapp=abc')).toEqual({
      kind: 'telegram',
      url: 'https://t.me/switch_bot/pump?startapp=abc',
    });
    expect(classifyLink('tg://resolve?domain=channel&post=42')).toEqual({ kind: 'telegram', url: 'https://t.me/channel/42' });
    expect(classifyLink('tg://join?invite=AbC_d-1')).toEqual({ kind: 'telegram', url: 'https://t.me/+AbC_d-1' });
    expect(classifyLink('tg://settings')).toEqual({ kind: 'refused', reason: 'unsupported-telegram-link' });
    expect(classifyLink('tg://resolve?domain=a%20b')).toEqual({ kind: 'refused', reason: 'unsupported-telegram-link' });
    expect(classifyLink('http://example.com')).toEqual({ kind: 'refused', reason: 'insecure' });
    expect(classifyLink('javascript:alert(1)')).toEqual({ kind: 'refused', reason: 'unsupported-scheme' });
    expect(classifyLink('JavaScript:alert(1)')).toEqual({ kind: 'refused', reason: 'unsupported-scheme' });
    expect(classifyLink('data:text/html,<b>x</b>')).toEqual({ kind: 'refused', reason: 'unsupported-scheme' });
    expect(classifyLink('file:///etc/passwd')).toEqual({ kind: 'refused', reason: 'unsupported-scheme' });
    expect(classifyLink('/mining/tasks')).toEqual({ kind: 'refused', reason: 'malformed' });
    expect(classifyLink('//evil.com')).toEqual({ kind: 'refused', reason: 'malformed' });
    expect(classifyLink('https://')).toEqual({ kind: 'refused', reason: 'malformed' });
    expect(classifyLink('https://user:pw@example.com')).toEqual({ kind: 'refused', reason: 'credentials' });
    expect(classifyLink('java\nscript:alert(1)')).toEqual({ kind: 'refused', reason: 'malformed' });
  });

  it('never throws; a refusal never carries a url; telegram links always start with https://t.me/', () => {
    const urlish = fc.oneof(
      fc.string(),
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc.tuple(fc.constantFrom('tg://resolve?', 'tg://join?', 'https://t.me/', 'tg:', 'https://telegram.me/'), fc.string()).map(([a, b]) => a + b),
      fc.tuple(fc.constantFrom('domain=', 'invite=', 'startapp=', 'post=', 'appname='), fc.string()).map(([k, v]) => `tg://resolve?${k}${v}`),
    );
    fc.assert(
      fc.property(urlish, (input) => {
        const result = classifyLink(input);
        if (result.kind === 'refused') expect(result).not.toHaveProperty('url');
        if (result.kind === 'telegram') expect(result.url.startsWith('https://t.me/')).toBe(true);
        if (result.kind === 'external') expect(result.url.startsWith('https://')).toBe(true);
      }),
    );
  });

  it('every https web url is opened, never refused for its path or query', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['https'], withQueryParameters: true, withFragments: true }), (url) => {
        const result = classifyLink(url);
        if (result.kind === 'refused') expect(result.reason).toBe('credentials');
      }),
    );
  });

  it('other schemes are always refused', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['http', 'ftp', 'file', 'javascript', 'data', 'ws'] }), (url) => {
        expect(classifyLink(url).kind).toBe('refused');
      }),
    );
  });
});
