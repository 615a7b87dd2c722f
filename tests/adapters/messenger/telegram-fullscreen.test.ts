// @vitest-environment jsdom
/**
 * Full screen on phones (issue 37), the adapter against a fake phone host (Mini Apps 8.0 on iOS,
 * through window.TelegramWebviewProxy as the mobile clients speak): the app asks for full screen
 * once its viewport is mounted, and the messenger's safe-area and content-safe-area insets reach
 * the CSS variables the layout keeps out of. Only phones ask (isPhonePlatform).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMessenger } from '../../../adapters/messenger/messenger';
import { isPhonePlatform } from '../../../adapters/messenger/telegram-fullscreen';
import { silentLogger } from '../../support/memory-storage';

const posted: string[] = [];
const SAFE = { top: 47, bottom: 34, left: 0, right: 0 };
const CONTENT = { top: 46, bottom: 0, left: 0, right: 0 };

function hostSends(eventType: string, eventData?: unknown): void {
  window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify({ eventType, eventData }), source: window }));
}

function answer(eventType: string): void {
  const reply = (type: string, data: unknown) => queueMicrotask(() => hostSends(type, data));
  if (eventType === 'web_app_request_viewport') reply('viewport_changed', { height: 800, width: 390, is_expanded: true, is_state_stable: true });
  if (eventType === 'web_app_request_safe_area') reply('safe_area_changed', SAFE);
  if (eventType === 'web_app_request_content_safe_area') reply('content_safe_area_changed', CONTENT);
  if (eventType === 'web_app_request_fullscreen') reply('fullscreen_changed', { is_fullscreen: true });
}

const logger = silentLogger();

beforeAll(async () => {
  const launchParams = new URLSearchParams({
    tgWebAppData: new URLSearchParams({ auth_date: '1700000000', user: JSON.stringify({ id: 7, first_name: 'Ivan' }), signature: 'c2lnbmF0dXJl', hash: 'a'.repeat(64) }).toString(),
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'ios',
    tgWebAppThemeParams: JSON.stringify({ bg_color: '#ffffff', secondary_bg_color: '#f4f4f5', text_color: '#111111', button_color: '#2481cc' }),
  });
  window.history.replaceState(null, '', `/#${launchParams.toString()}`);
  (window as unknown as { TelegramWebviewProxy: unknown }).TelegramWebviewProxy = {
    postEvent(eventType: string) {
      posted.push(eventType);
      answer(eventType);
    },
  };
  await createMessenger({ messengerOrigin: 'http://127.0.0.1:5180', logger }).start();
});

afterAll(() => {
  window.history.replaceState(null, '', '/');
});

describe('full screen on a phone', () => {
  it('asks for full screen once the viewport is mounted and the app is ready', async () => {
    await expect.poll(() => posted.includes('web_app_request_fullscreen')).toBe(true);
    expect(posted.indexOf('web_app_request_fullscreen')).toBeGreaterThan(posted.indexOf('web_app_ready'));
    expect(posted.filter((type) => type === 'web_app_request_fullscreen')).toHaveLength(1);
    expect(logger.warnings).toEqual([]);
  });

  it("binds the messenger's safe area and content safe area as CSS variables", () => {
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--tg-viewport-safe-area-inset-top')).toBe('47px');
    expect(style.getPropertyValue('--tg-viewport-safe-area-inset-bottom')).toBe('34px');
    expect(style.getPropertyValue('--tg-viewport-content-safe-area-inset-top')).toBe('46px');
  });

  it('follows the insets when the messenger changes them (rotation, leaving full screen)', () => {
    hostSends('safe_area_changed', { top: 0, bottom: 21, left: 44, right: 44 });
    expect(document.documentElement.style.getPropertyValue('--tg-viewport-safe-area-inset-left')).toBe('44px');
    expect(document.documentElement.style.getPropertyValue('--tg-viewport-safe-area-inset-top')).toBe('0px');
  });

  it('is asked for on phones only: desktop and web clients keep their window', () => {
    expect(['ios', 'android', 'android_x'].map(isPhonePlatform)).toEqual([true, true, true]);
    expect(['tdesktop', 'macos', 'weba', 'webk', 'web', 'unigram', 'unknown'].map(isPhonePlatform)).toEqual([false, false, false, false, false, false, false]);
  });
});
