import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, mergeSettings, parseSettings, serializeSettings, type Settings } from '../../../domain/settings/settings';

const settingsArb: fc.Arbitrary<Settings> = fc.record({
  language: fc.constantFrom(null, 'en' as const, 'ru' as const),
  biometrics: fc.boolean(),
  sounds: fc.boolean(),
  haptics: fc.boolean(),
});

describe('parseSettings', () => {
  it('reads back what serializeSettings wrote, with nothing dropped', () => {
    fc.assert(
      fc.property(settingsArb, (settings) => {
        const dropped: string[] = [];
        expect(mergeSettings(parseSettings(serializeSettings(settings), (what) => dropped.push(what)))).toEqual(settings);
        expect(dropped).toEqual([]);
      }),
    );
  });

  it('never throws on anything stored, and keeps only valid values', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.json(), fc.string()), (raw) => {
        const settings = mergeSettings(parseSettings(raw, () => undefined));
        expect([null, 'en', 'ru']).toContain(settings.language);
        for (const flag of [settings.biometrics, settings.sounds, settings.haptics]) expect(typeof flag).toBe('boolean');
      }),
    );
  });

  it('drops a corrupted field with a log line and keeps the others', () => {
    const dropped: string[] = [];
    const parsed = parseSettings(JSON.stringify({ language: 'de', biometrics: 'yes', sounds: false, haptics: true }), (what) => dropped.push(what));
    expect(parsed).toEqual({ sounds: false, haptics: true });
    expect(dropped).toEqual(['settings.language', 'settings.biometrics']);
    expect(parseSettings('{not json', (what) => dropped.push(what))).toEqual({});
    expect(dropped.at(-1)).toBe('settings (not JSON)');
    expect(parseSettings('[1]', (what) => dropped.push(what))).toEqual({});
    expect(dropped.at(-1)).toBe('settings (not an object)');
  });

  it('accepts only the exact codes as a stored language (a spelling such as RU is not ours)', () => {
    expect(parseSettings({ language: 'RU' }, () => undefined)).toEqual({});
    expect(parseSettings({ language: 'ru' }, () => undefined)).toEqual({ language: 'ru' });
    expect(parseSettings({ language: null }, () => undefined)).toEqual({ language: null });
  });
});

describe('mergeSettings', () => {
  it('lets the first layer that names a setting decide, the defaults the rest', () => {
    expect(mergeSettings()).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS.biometrics).toBe(false);
    fc.assert(
      fc.property(settingsArb, settingsArb, (first, second) => {
        expect(mergeSettings({ language: first.language }, second).language).toBe(first.language);
        expect(mergeSettings({}, second)).toEqual(second);
      }),
    );
  });
});
