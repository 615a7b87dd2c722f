import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, resolveLanguage, toLanguage } from '../../../domain/launch/language';

const languageArb = fc.constantFrom(...LANGUAGES);
/** Tags that name a supported language in the spellings messengers use. */
const supportedTagArb = fc
  .tuple(languageArb, fc.constantFrom('', '-RU', '-US', '_ru', '-Latn'), fc.boolean())
  .map(([lang, region, upper]) => (upper ? `${lang}${region}`.toUpperCase() : `${lang}${region}`));
const unsupportedArb = fc.oneof(fc.anything(), fc.constantFrom('de', 'uk', 'fr-FR', 'english', 'rus', '', 'e n')).filter((v) => toLanguage(v) === null);

describe('resolveLanguage', () => {
  it('examples from the spec: saved, then messenger, then query, then en', () => {
    expect(resolveLanguage({ saved: 'ru', messengerLanguage: 'en', queryLanguage: 'en' })).toBe('ru');
    expect(resolveLanguage({ saved: null, messengerLanguage: 'ru-RU', queryLanguage: 'en' })).toBe('ru');
    expect(resolveLanguage({ messengerLanguage: 'RU' })).toBe('ru');
    expect(resolveLanguage({ messengerLanguage: 'de', queryLanguage: 'ru' })).toBe('ru');
    expect(resolveLanguage({ messengerLanguage: 'de' })).toBe('en');
    expect(resolveLanguage({})).toBe('en');
  });

  it('never throws and only ever answers en or ru', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (saved, messengerLanguage, queryLanguage) => {
        expect(LANGUAGES).toContain(resolveLanguage({ saved, messengerLanguage, queryLanguage }));
      }),
    );
  });

  it('a supported saved setting always wins', () => {
    fc.assert(
      fc.property(languageArb, fc.anything(), fc.anything(), (saved, messengerLanguage, queryLanguage) => {
        expect(resolveLanguage({ saved, messengerLanguage, queryLanguage })).toBe(saved);
      }),
    );
  });

  it('without a saved setting the messenger language wins over the query', () => {
    fc.assert(
      fc.property(unsupportedArb, supportedTagArb, fc.anything(), (saved, tag, queryLanguage) => {
        expect(resolveLanguage({ saved, messengerLanguage: tag, queryLanguage })).toBe(tag.slice(0, 2).toLowerCase());
      }),
    );
  });

  it('the query decides only when both others are silent, and en is the fallback', () => {
    fc.assert(
      fc.property(unsupportedArb, unsupportedArb, fc.oneof(supportedTagArb, unsupportedArb), (saved, messengerLanguage, queryLanguage) => {
        const expected = toLanguage(queryLanguage) ?? 'en';
        expect(resolveLanguage({ saved, messengerLanguage, queryLanguage })).toBe(expected);
      }),
    );
  });
});
