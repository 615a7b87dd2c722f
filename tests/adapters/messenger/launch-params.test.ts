/**
 * The launch data is read without the SDK; these tests hold it to the SDK's own reading (so the
 * two can never disagree about who the user is), to the SDK's three sources, and to hostile input.
 */
import { parseLaunchParamsQuery } from '@telegram-apps/sdk';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readLaunchContext } from '../../../adapters/messenger/launch-params';
import { applyThemeVariables, findLaunchQuery, LAUNCH_PARAMS_KEY, launchThemeParams } from '../../../adapters/messenger/launch-query';
import { memoryBackend, silentLogger } from '../../support/memory-storage';

const APP = 'http://127.0.0.1:5173/';

function launchUrl(initData: Record<string, string>, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({
    tgWebAppData: new URLSearchParams(initData).toString(),
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'ios',
    tgWebAppThemeParams: '{}',
    ...extra,
  });
  return `${APP}#${query.toString()}`;
}

const signed = (fields: Record<string, string>) => ({ auth_date: '1700000000', hash: 'f'.repeat(64), signature: 'c2ln', ...fields });
const alice = { id: 1001, first_name: 'Alice', language_code: 'en' };


describe('finding the launch parameters', () => {
  it('reads them from the current URL and keeps them for a reload', () => {
    const session = memoryBackend();
    const query = findLaunchQuery({ href: launchUrl(signed({ user: JSON.stringify(alice) })), session });
    expect(query?.get('tgWebAppPlatform')).toBe('ios');
    expect(session.data.get(LAUNCH_PARAMS_KEY)).toContain('tgWebAppData=');
  });

  it('falls back to the first navigation URL when the router has changed the current one', () => {
    const query = findLaunchQuery({ href: `${APP}swap`, navigationUrl: launchUrl(signed({ user: JSON.stringify(alice) })) });
    expect(query?.get('tgWebAppVersion')).toBe('8.0');
  });

  it('falls back to session storage after a reload on another route', () => {
    const session = memoryBackend();
    findLaunchQuery({ href: launchUrl(signed({ user: JSON.stringify(alice) })), session });
    const reloaded = findLaunchQuery({ href: `${APP}wallet`, navigationUrl: `${APP}wallet`, session });
    expect(reloaded?.get('tgWebAppData')).toContain('auth_date');
  });

  it('finds nothing outside the messenger, and survives storage that throws', () => {
    const throwing = memoryBackend({}, { throws: true });
    expect(findLaunchQuery({ href: APP, navigationUrl: APP, session: throwing })).toBeNull();
    expect(findLaunchQuery({ href: launchUrl(signed({})), session: throwing })).not.toBeNull();
  });
});

describe('reading the launch context', () => {
  it('agrees with the SDK on the user, the start parameter and the platform', () => {
    const userArb = fc.record(
      {
        id: fc.integer({ min: 1, max: 2 ** 40 }),
        first_name: fc.string({ minLength: 1 }),
        last_name: fc.string(),
        username: fc.stringMatching(/^[a-z][a-z0-9_]{4,31}$/),
        language_code: fc.constantFrom('en', 'ru', 'de', 'pt-br'),
        is_premium: fc.boolean(),
      },
      { requiredKeys: ['id', 'first_name'] },
    );
    fc.assert(
      fc.property(userArb, fc.option(fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/), { nil: undefined }), fc.constantFrom('ios', 'android', 'tdesktop', 'weba'), (user, startParam, platform) => {
        const fields = signed({ user: JSON.stringify(user), ...(startParam ? { start_param: startParam } : {}) });
        const url = launchUrl(fields, { tgWebAppPlatform: platform });
        const query = findLaunchQuery({ href: url });
        const ours = readLaunchContext(query, silentLogger());
        const sdk = parseLaunchParamsQuery(query?.toString() ?? '');
        expect(ours?.initDataRaw).toBe(new URLSearchParams(fields).toString());
        expect(ours?.platform).toBe(sdk.tgWebAppPlatform);
        // The SDK's parser keeps the wire's snake_case (its retrieveLaunchParams(true) camelCases).
        const data = sdk.tgWebAppData;
        expect(ours?.startParam ?? undefined).toBe(data?.start_param ?? undefined);
        expect(ours?.user).toEqual({
          id: data?.user?.id,
          firstName: data?.user?.first_name,
          lastName: data?.user?.last_name,
          username: data?.user?.username,
          languageCode: data?.user?.language_code,
          isPremium: data?.user?.is_premium,
        });
      }),
      { numRuns: 150 },
    );
  });

  it('is null, with a warning, for unreadable init data', () => {
    const cases: Record<string, string>[] = [{ user: '{not json', hash: 'f' }, { user: JSON.stringify({ id: 'one', first_name: 'A' }), hash: 'f' }, { user: JSON.stringify(alice) }];
    for (const fields of cases) {
      const logger = silentLogger();
      const query = new URLSearchParams({ tgWebAppData: new URLSearchParams(fields).toString() });
      expect(readLaunchContext(query, logger)).toBeNull();
      expect(logger.warnings.join()).toMatch(/unreadable/);
    }
  });

  it('never throws on a hostile URL: a launch or null', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (fragment, data) => {
        const href = `${APP}#${fragment}&tgWebAppData=${encodeURIComponent(data)}`;
        const context = readLaunchContext(findLaunchQuery({ href }), silentLogger());
        if (context) expect(context.initDataRaw).toBe(data);
      }),
    );
  });
});

describe('the theme from the launch URL', () => {
  it('keeps only snake_case keys with #rrggbb colours, and names them as the SDK does', () => {
    const query = new URLSearchParams({
      tgWebAppThemeParams: JSON.stringify({ bg_color: '#17212b', button_color: '#5288C1', text_color: 'red;}body{display:none', 'x-y': '#000000', hint_color: 7 }),
    });
    const theme = launchThemeParams(query);
    expect(theme).toEqual({ bg_color: '#17212b', button_color: '#5288C1' });
    const set = new Map<string, string>();
    applyThemeVariables(theme, { setProperty: (name: string, value: string | null) => void set.set(name, value ?? '') });
    expect(Object.fromEntries(set)).toEqual({ '--tg-theme-bg-color': '#17212b', '--tg-theme-button-color': '#5288C1' });
  });

  it('is empty for missing or malformed theme parameters', () => {
    expect(launchThemeParams(null)).toEqual({});
    expect(launchThemeParams(new URLSearchParams({ tgWebAppThemeParams: '[1,2' }))).toEqual({});
    expect(launchThemeParams(new URLSearchParams({ tgWebAppThemeParams: 'null' }))).toEqual({});
  });
});
