/**
 * The tracked links' start parameter (domain/launch/start-param.ts): whatever tag the app builds travels
 * within the messenger's limits and the app's own start-parameter parser reads the same tag back;
 * the parser never mistakes a key-value parameter for one, nor throws on anything.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatUtmStartParam, isStartParamShape, parseStartParam, parseUtmStartParam, type UtmTag } from '../../../domain/launch/start-param';
import { encodeBase64Url } from '../../../domain/launch/base64url';

const utmValue = fc.stringMatching(/^[A-Za-z0-9_.-]{1,64}$/);
const tag: fc.Arbitrary<UtmTag> = fc
  .record({ source: utmValue, medium: utmValue, content: utmValue, inviteContest: fc.boolean() })
  .map(({ inviteContest, ...rest }) => (inviteContest ? { ...rest, inviteContest: true as const } : rest));

describe('utm start parameter', () => {
  it('round-trips through the app’s start-parameter parser, within 512 characters of the messenger’s alphabet', () => {
    fc.assert(
      fc.property(tag, (input) => {
        const param = formatUtmStartParam(input);
        expect(param).not.toBeNull();
        expect(param!.length).toBeLessThanOrEqual(512);
        expect(isStartParamShape(param!)).toBe(true);
        expect(/^[A-Za-z0-9_-]+$/.test(param!)).toBe(true);
        expect(parseStartParam(param)).toEqual({ utm: input, rejected: [] });
      }),
    );
  });

  it('carries the seed’s JSON fields, invite_contest only for the contest', () => {
    const param = formatUtmStartParam({ source: 'switch_wallet', medium: 'banner', content: 'invite-contest', inviteContest: true });
    expect(JSON.parse(Buffer.from(param!, 'base64url').toString())).toEqual({ utm_source: 'switch_wallet', utm_medium: 'banner', utm_content: 'invite-contest', invite_contest: true });
    const plain = formatUtmStartParam({ source: 'switch_wallet', medium: 'banner', content: 'sniping' });
    expect(JSON.parse(Buffer.from(plain!, 'base64url').toString())).toEqual({ utm_source: 'switch_wallet', utm_medium: 'banner', utm_content: 'sniping' });
  });

  it('refuses values that could not travel or read back', () => {
    fc.assert(
      fc.property(tag, fc.string().filter((value) => !/^[A-Za-z0-9_.-]{1,64}$/.test(value)), fc.constantFrom('source', 'medium', 'content'), (input, bad, field) => {
        expect(formatUtmStartParam({ ...input, [field]: bad })).toBeNull();
      }),
    );
  });

  it('reads only a tag: other JSON, extra keys and false flags are not one, and nothing throws', () => {
    const encode = (value: unknown): string => encodeBase64Url(JSON.stringify(value))!;
    expect(parseUtmStartParam(encode({ utm_source: 'a', utm_medium: 'b', utm_content: 'c', extra: 1 }))).toBeNull();
    expect(parseUtmStartParam(encode({ utm_source: 'a', utm_medium: 'b', utm_content: 'c', invite_contest: false }))).toBeNull();
    expect(parseUtmStartParam(encode([1, 2]))).toBeNull();
    expect(parseUtmStartParam('swapFrom-VE9O-swapTo-VE9O-chainId-TON')).toBeNull();
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[A-Za-z0-9_-]{0,600}$/), fc.jsonValue().map((value) => encodeBase64Url(JSON.stringify(value)) ?? '')), (raw) => {
        expect(() => parseStartParam(raw)).not.toThrow();
        expect(() => parseUtmStartParam(raw)).not.toThrow();
      }),
    );
  });
});
