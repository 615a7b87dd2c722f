import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseLaunchParamsQuery } from '@telegram-apps/sdk';
import { validateInitData } from '../../sandbox/platform/auth/init-data';
import { THEMES } from '../../sandbox/host/theme';
import { SANDBOX_BOT_TOKEN } from '../../sandbox/platform/seed-users';
import { HOST_NOW, startHost, type Running } from './host-support';

const APP_URL = 'http://127.0.0.1:5999/';
let host: Running;

beforeAll(async () => {
  host = await startHost({ appUrl: APP_URL, botUsername: 'switch_sandbox_bot' });
});
afterAll(async () => {
  await host.close();
});

interface LaunchBody {
  url: string;
  initData: string;
  title: string;
  language: string;
  user: { key: string; id: number; firstName: string };
}

async function launch(query: string): Promise<{ status: number; body: LaunchBody & { message?: string; path?: string[] } }> {
  const response = await fetch(`${host.url}/launch?${query}`);
  return { status: response.status, body: (await response.json()) as LaunchBody & { message?: string } };
}

function hashParams(url: string): URLSearchParams {
  return new URLSearchParams(url.slice(url.indexOf('#') + 1));
}

describe('GET /launch', () => {
  it('signs init data the backend accepts, in the user language by default', async () => {
    const { status, body } = await launch('user=carol');
    expect(status).toBe(200);
    expect(body.url.startsWith(`${APP_URL}#`)).toBe(true);
    const validated = validateInitData(body.initData, SANDBOX_BOT_TOKEN, new Date(HOST_NOW));
    expect(validated.user).toMatchObject({ id: 1003, first_name: 'Carol', username: 'carol', language_code: 'ru', is_premium: false, allows_write_to_pm: true });
    expect(validated.authDate.getTime()).toBe(HOST_NOW);
    expect(validated.queryId).toMatch(/^AAE/);
    expect(validated.startParam).toBeNull();
    expect(new URLSearchParams(body.initData).get('signature')).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    expect(body.title).toBe('@switch_sandbox_bot');
  });

  it('puts the launch parameters the SDK reads into the hash', async () => {
    const { body } = await launch('user=bob&lang=ru&theme=dark&startParam=swapFrom-VE9O_x');
    const params = hashParams(body.url);
    expect(params.get('tgWebAppData')).toBe(body.initData);
    expect(params.get('tgWebAppVersion')).toBe('8.0');
    expect(params.get('tgWebAppPlatform')).toBe('weba');
    expect(params.get('tgWebAppStartParam')).toBe('swapFrom-VE9O_x');
    expect(JSON.parse(params.get('tgWebAppThemeParams') ?? '{}')).toEqual(THEMES.dark);

    // The real SDK parser accepts the whole hash (it requires, among others, the signature field).
    const parsed = parseLaunchParamsQuery(body.url.slice(body.url.indexOf('#') + 1));
    expect(parsed.tgWebAppPlatform).toBe('weba');
    expect(parsed.tgWebAppData?.user?.language_code).toBe('ru');
    expect(parsed.tgWebAppData?.start_param).toBe('swapFrom-VE9O_x');
    expect(parsed.tgWebAppThemeParams.bg_color).toBe(THEMES.dark.bg_color);

    const validated = validateInitData(body.initData, SANDBOX_BOT_TOKEN, new Date(HOST_NOW));
    expect(validated.user).toMatchObject({ id: 1002, language_code: 'ru', is_premium: true });
    expect(validated.startParam).toBe('swapFrom-VE9O_x');
  });

  it('launches a fresh user with a generated or a given (hostile) first name', async () => {
    const generated = await launch('user=new:2345678');
    expect(generated.status).toBe(200);
    expect(generated.body.user.id).toBe(2345678);
    expect(generated.body.user.firstName).not.toBe('');

    const hostile = '<img src=x onerror=alert(1)>';
    const { status, body } = await launch(`user=new:2000000&firstName=${encodeURIComponent(hostile)}`);
    expect(status).toBe(200);
    const validated = validateInitData(body.initData, SANDBOX_BOT_TOKEN, new Date(HOST_NOW));
    expect(validated.user).toMatchObject({ id: 2000000, first_name: hostile, language_code: 'en' });
  });

  it('defaults to alice in light theme', async () => {
    const { body } = await launch('');
    const params = hashParams(body.url);
    expect(body.user.key).toBe('alice');
    expect(JSON.parse(params.get('tgWebAppThemeParams') ?? '{}')).toEqual(THEMES.light);
    expect(params.has('tgWebAppStartParam')).toBe(false);
  });

  it.each([
    ['user=zed', 'user'],
    ['user=new:1999999', 'user'],
    ['user=new:3000000', 'user'],
    ['user=new:abc', 'user'],
    ['user=alice&firstName=Eve', 'firstName'],
    ['user=new:2000001&firstName=' + 'x'.repeat(65), 'firstName'],
    ['user=alice&lang=de', 'lang'],
    ['user=alice&theme=blue', 'theme'],
    ['user=alice&startParam=' + encodeURIComponent('a b'), 'startParam'],
    ['user=alice&startParam=' + encodeURIComponent('<script>'), 'startParam'],
    ['user=alice&startParam=' + 'a'.repeat(513), 'startParam'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const { status, body } = await launch(query);
    expect(status).toBe(400);
    expect(body.path).toEqual([field]);
    expect(typeof body.message).toBe('string');
  });

  it('accepts a start parameter of exactly 512 allowed characters', async () => {
    const { status } = await launch('user=dave&startParam=' + 'a-_9'.repeat(128));
    expect(status).toBe(200);
  });
});
