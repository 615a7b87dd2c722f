/**
 * Properties of init-data validation: it never fails with anything but InitDataError, whatever
 * arrives in the header; it accepts everything the messenger signs within 24 h (any names, with
 * unicode, quotes, ampersands, emoji); it refuses everything older; and no tampering passes. The
 * checker the auth middleware uses, which remembers the strings it accepted, answers exactly as
 * validateInitData does at every moment.
 */
import { generateKeyPairSync } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INIT_DATA_MAX_AGE_MS, InitDataError, initDataChecker, signInitData, validateInitData, type InitDataUser } from '../../sandbox/platform/auth/init-data';
import { SANDBOX_BOT_TOKEN } from '../../sandbox/platform/seed-users';

const NOW = new Date(Date.UTC(2025, 3, 10, 12, 0, 0));
const { privateKey } = generateKeyPairSync('ed25519');

/** Text a messenger user may put in a name: any unicode, plus the characters that break naive encoders. */
const awkwardText = fc.oneof(
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 24 }),
  fc.string({ unit: fc.constantFrom('&', '=', '"', "'", '\\', '%', '+', '#', '?', '\n', ' ', 'é', 'Ж', '🚀', '👩‍👩‍👧', 'a'), minLength: 1, maxLength: 16 }),
);

const userArb: fc.Arbitrary<InitDataUser> = fc.record(
  {
    id: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
    first_name: awkwardText,
    last_name: awkwardText,
    username: fc.stringMatching(/^[a-z][a-z0-9_]{4,31}$/),
    language_code: fc.constantFrom('en', 'ru', 'de', 'pt-br'),
    is_premium: fc.boolean(),
    allows_write_to_pm: fc.boolean(),
  },
  { requiredKeys: ['id', 'first_name'] },
);

function outcome(raw: string, botToken = SANDBOX_BOT_TOKEN): InitDataError | ReturnType<typeof validateInitData> {
  try {
    return validateInitData(raw, botToken, NOW);
  } catch (error) {
    if (error instanceof InitDataError) return error;
    throw error;
  }
}

describe('validateInitData', () => {
  it('never throws anything but InitDataError on arbitrary strings', () => {
    const queryLike = fc
      .array(fc.tuple(fc.constantFrom('hash', 'user', 'auth_date', 'signature', 'x', ''), fc.string({ unit: 'binary', maxLength: 80 })), { maxLength: 6 })
      .map((pairs) => pairs.map(([key, value]) => `${key}=${value}`).join('&'));
    const hashed = fc.tuple(queryLike, fc.stringMatching(/^[0-9a-f]{64}$/)).map(([query, hash]) => `${query}&hash=${hash}`);
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }), queryLike, hashed), (raw) => {
        expect(outcome(raw)).toBeInstanceOf(InitDataError);
      }),
      { numRuns: 500 },
    );
  });

  it('accepts everything signed within 24 h and returns the signed user', () => {
    fc.assert(
      fc.property(
        userArb,
        fc.integer({ min: 0, max: INIT_DATA_MAX_AGE_MS - 1_000 }),
        fc.option(fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/), { nil: undefined }),
        fc.boolean(),
        (user, ageMs, startParam, thirdPartySignature) => {
          const raw = signInitData({
            botToken: SANDBOX_BOT_TOKEN,
            user,
            authDate: new Date(NOW.getTime() - ageMs),
            startParam,
            signingKey: thirdPartySignature ? privateKey : undefined,
          });
          const result = validateInitData(raw, SANDBOX_BOT_TOKEN, NOW);
          expect(result.user).toEqual(user);
          expect(result.startParam).toBe(startParam ?? null);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses everything signed more than 24 h ago', () => {
    fc.assert(
      fc.property(userArb, fc.integer({ min: INIT_DATA_MAX_AGE_MS + 1_000, max: 400 * INIT_DATA_MAX_AGE_MS }), (user, ageMs) => {
        const raw = signInitData({ botToken: SANDBOX_BOT_TOKEN, user, authDate: new Date(NOW.getTime() - ageMs) });
        expect(outcome(raw)).toMatchObject({ problem: 'expired' });
      }),
      { numRuns: 100 },
    );
  });

  it('refuses data signed with another bot token', () => {
    fc.assert(
      fc.property(userArb, fc.string({ minLength: 1, maxLength: 60 }), (user, otherToken) => {
        fc.pre(otherToken !== SANDBOX_BOT_TOKEN);
        const raw = signInitData({ botToken: otherToken, user, authDate: NOW });
        expect(outcome(raw)).toMatchObject({ problem: 'bad-hash' });
      }),
      { numRuns: 100 },
    );
  });

  it('lets no change of a signed field through: any edit is refused or decodes to the very same data', () => {
    fc.assert(
      fc.property(userArb, fc.nat(), fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 3 }), (user, at, insert) => {
        const raw = signInitData({ botToken: SANDBOX_BOT_TOKEN, user, authDate: NOW });
        const position = at % raw.length;
        const edited = raw.slice(0, position) + insert + raw.slice(position + 1);
        const result = outcome(edited);
        if (result instanceof InitDataError) return;
        // Only an edit that changes nothing after decoding (e.g. '%20' for '+') may pass.
        expect([...new URLSearchParams(edited)].sort()).toEqual([...new URLSearchParams(raw)].sort());
      }),
      { numRuns: 500 },
    );
  });
});

const problemOf = (check: () => unknown): string | null => {
  try {
    check();
    return null;
  } catch (error) {
    if (error instanceof InitDataError) return error.problem;
    throw error;
  }
};

describe('initDataChecker (remembers the strings it accepted)', () => {
  it('answers as validateInitData at every moment: a remembered string still expires, and is checked afresh after', () => {
    fc.assert(
      fc.property(userArb, fc.array(fc.integer({ min: -10 * 60_000, max: INIT_DATA_MAX_AGE_MS + 10 * 60_000 }), { minLength: 1, maxLength: 8 }), (user, ages) => {
        const check = initDataChecker(SANDBOX_BOT_TOKEN);
        const raw = signInitData({ botToken: SANDBOX_BOT_TOKEN, user, authDate: NOW });
        // Accepted once, so remembered; then asked at times around its expiry, in any order.
        expect(check(raw, NOW).user).toEqual(validateInitData(raw, SANDBOX_BOT_TOKEN, NOW).user);
        for (const age of ages) {
          const at = new Date(NOW.getTime() + age);
          expect(problemOf(() => check(raw, at))).toBe(problemOf(() => validateInitData(raw, SANDBOX_BOT_TOKEN, at)));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('lets no edit of a remembered string through, and does not remember refusals', () => {
    fc.assert(
      fc.property(userArb, fc.nat(), fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 3 }), (user, at, insert) => {
        const check = initDataChecker(SANDBOX_BOT_TOKEN, 4);
        const raw = signInitData({ botToken: SANDBOX_BOT_TOKEN, user, authDate: NOW });
        check(raw, NOW);
        const position = at % raw.length;
        const edited = raw.slice(0, position) + insert + raw.slice(position + 1);
        const expected = problemOf(() => validateInitData(edited, SANDBOX_BOT_TOKEN, NOW));
        expect(problemOf(() => check(edited, NOW))).toBe(expected);
        expect(problemOf(() => check(edited, NOW))).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps its own bot token: a string accepted for one token is refused by another’s checker', () => {
    const raw = signInitData({ botToken: SANDBOX_BOT_TOKEN, user: { id: 42, first_name: 'Ann' }, authDate: NOW });
    expect(initDataChecker(SANDBOX_BOT_TOKEN)(raw, NOW).user.id).toBe(42);
    expect(problemOf(() => initDataChecker('1:other-token')(raw, NOW))).toBe('bad-hash');
  });

  it('forgets the oldest string beyond its size and still accepts it when asked again', () => {
    const check = initDataChecker(SANDBOX_BOT_TOKEN, 2);
    const raws = [1, 2, 3].map((id) => signInitData({ botToken: SANDBOX_BOT_TOKEN, user: { id, first_name: `U${String(id)}` }, authDate: NOW }));
    for (const raw of raws) check(raw, NOW);
    for (const [index, raw] of raws.entries()) expect(check(raw, NOW).user.id).toBe(index + 1);
  });
});
