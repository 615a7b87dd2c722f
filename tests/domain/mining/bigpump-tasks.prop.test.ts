/**
 * The create-coin and meme-phrase tasks' input rules (issue 20) as properties. A coin's creation
 * transaction hash is 32 bytes in any of the forms people paste (hex in any case, base64, base64url,
 * a link ending with it, spaces around), read as 64 lowercase hex digits, checked against Node's
 * own encoders; anything else is null, and no input throws. The meme phrase's normalising (NFC,
 * case, whitespace) is idempotent, and a phrase typed in any case, spacing or Unicode form is the same.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COIN_HASH_INPUT_MAX, COIN_HASH_PATTERN, parseCoinHash } from '../../../domain/mining/tasks/create-coin/rules';
import { MEME_PHRASE_MAX, normalisePhrase, phraseProblem, samePhrase } from '../../../domain/mining/tasks/meme-phrase/rules';

const bytes = (length: number) => fc.uint8Array({ minLength: length, maxLength: length }).map((array) => Buffer.from(array));
const hashBytes = bytes(32);
const space = fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\u00a0'), maxLength: 3 });
const mixedCase = (text: string, upper: readonly boolean[]) => [...text].map((char, index) => (upper[index % upper.length] ? char.toUpperCase() : char)).join('');

describe('parseCoinHash', () => {
  it('reads every form of a hash as its 64 lowercase hex digits', () => {
    fc.assert(
      fc.property(hashBytes, fc.array(fc.boolean(), { minLength: 1, maxLength: 64 }), space, space, (hash, upper, before, after) => {
        const hex = hash.toString('hex');
        const base64 = hash.toString('base64');
        const forms = [
          hex,
          hex.toUpperCase(),
          mixedCase(hex, upper),
          base64,
          base64.replace(/=$/, ''),
          hash.toString('base64url'),
          `https://tonviewer.com/transaction/${hex}`,
          `https://tonscan.org/tx/${encodeURIComponent(base64)}?network=main#top`,
          `https://tonviewer.com/transaction/${hash.toString('base64url')}/`,
        ];
        for (const form of forms) expect(parseCoinHash(`${before}${form}${after}`), form).toBe(hex);
      }),
    );
  });

  it('never throws, and answers null or a hash it reads back as itself', () => {
    const text = fc.oneof(fc.string({ unit: 'binary', maxLength: 120 }), fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF+/_-=: /%<>"\'https.'), maxLength: 90 }));
    fc.assert(
      fc.property(text, (input) => {
        const parsed = parseCoinHash(input);
        if (parsed !== null) {
          expect(parsed).toMatch(COIN_HASH_PATTERN);
          expect(parseCoinHash(parsed)).toBe(parsed);
        }
      }),
    );
  });

  it('refuses the wrong length, non-canonical base64, a character too many, and anything too long', () => {
    fc.assert(
      fc.property(fc.oneof(bytes(31), bytes(33), bytes(16), bytes(64)), (other) => {
        expect(parseCoinHash(other.toString('hex'))).toBeNull();
        expect(parseCoinHash(other.toString('base64'))).toBeNull();
        expect(parseCoinHash(other.toString('base64url'))).toBeNull();
      }),
    );
    fc.assert(
      fc.property(hashBytes, fc.constantFrom(...'<>"\';x0aZ+/=-_%'), fc.integer({ min: 1, max: 3 }), (hash, extra, spare) => {
        expect(parseCoinHash(`${hash.toString('hex')}${extra}`)).toBeNull();
        expect(parseCoinHash(`${extra}${hash.toString('hex')}`)).toBeNull();
        // The last base64 digit carries 2 spare bits: set, they spell no hash (one hash, one spelling).
        const base64 = hash.toString('base64url');
        const last = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'.indexOf(base64.at(-1) ?? 'A');
        const tampered = base64.slice(0, -1) + 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'.charAt(last | spare);
        expect(parseCoinHash(tampered)).toBeNull();
      }),
    );
    expect(parseCoinHash(`${' '.repeat(COIN_HASH_INPUT_MAX)}${'a'.repeat(64)}`)).toBeNull();
    expect(parseCoinHash('http://tonviewer.com/transaction/' + 'a'.repeat(64))).toBeNull();
    expect(parseCoinHash('https://x/%E0%A4%A')).toBeNull();
  });
});

describe('the meme phrase', () => {
  // Latin, Cyrillic, accented letters (each also decomposed), digits and marks people type.
  const letters = [...'abcxyzABCXYZабвгжюяАБВЖЮЯёЁйЙéÉñÑüÜçÇ0123456789!?'];
  const word = fc.string({ unit: fc.constantFrom(...letters), minLength: 1, maxLength: 8 });
  const phrase = fc.array(word, { minLength: 1, maxLength: 6 });
  const gap = fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\u00a0', '\u2003', '\u3000'), minLength: 1, maxLength: 3 });

  it('is the same typed in any case, spacing and Unicode form', () => {
    fc.assert(
      fc.property(phrase, fc.array(gap, { minLength: 7, maxLength: 7 }), fc.array(fc.boolean(), { minLength: 1, maxLength: 30 }), fc.boolean(), (words, gaps, upper, decompose) => {
        const secret = words.join(' ');
        let typed = gaps[0] + words.map((entry, index) => `${mixedCase(entry, upper)}${gaps[index + 1] ?? ' '}`).join('');
        if (decompose) typed = typed.normalize('NFD');
        expect(samePhrase(typed, secret)).toBe(true);
        expect(normalisePhrase(typed)).toBe(normalisePhrase(secret));
      }),
    );
  });

  it('differs when a word differs', () => {
    fc.assert(
      fc.property(phrase, word, (words, extra) => {
        expect(samePhrase(`${words.join(' ')}${extra}`, words.join(' '))).toBe(false);
        expect(samePhrase(`${words.join(' ')} ${extra}`, words.join(' '))).toBe(false);
      }),
    );
  });

  it('normalises idempotently to NFC text with single spaces and none at the ends, for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (text) => {
        const once = normalisePhrase(text);
        expect(normalisePhrase(once)).toBe(once);
        expect(once.normalize('NFC')).toBe(once);
        expect(once).not.toMatch(/^\s|\s$|\s\s|[\t\n\u00a0]/u);
      }),
    );
  });

  it('refuses nothing typed and more than any phrase, by the normalised length', () => {
    fc.assert(
      fc.property(gap, (blank) => {
        expect(phraseProblem(blank)).toBe('empty');
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), gap, (length, blank) => {
        const text = `${blank}${'я'.repeat(length)}${blank}`;
        expect(phraseProblem(text)).toBe(length > MEME_PHRASE_MAX ? 'too-long' : null);
      }),
    );
  });
});
