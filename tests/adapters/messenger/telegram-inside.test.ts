// @vitest-environment jsdom
/**
 * The adapter against a fake messenger host. jsdom is not framed, so the bridge talks through
 * window.TelegramWebviewProxy (as on the mobile and desktop clients); the fake host records what
 * the app posts and answers by posting message events from the "parent" window, as a real host does.
 */
import { targetOrigin } from '@telegram-apps/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMessenger } from '../../../adapters/messenger/messenger';
import { HEADER_LIGHT_GREY } from '../../../adapters/messenger/telegram';
import type { Messenger } from '../../../domain/shared/messenger';
import { silentLogger } from '../../support/memory-storage';

interface Posted {
  eventType: string;
  eventData: Record<string, unknown> | undefined;
}

const posted: Posted[] = [];
const user = { id: 4242, first_name: 'Ivan', username: 'ivan', language_code: 'ru', is_premium: true };
const initDataRaw = new URLSearchParams({
  auth_date: '1700000000',
  user: JSON.stringify(user),
  start_param: 'swapFrom-abc',
  chat_type: 'sender',
  signature: 'c2lnbmF0dXJl',
  hash: 'a'.repeat(64),
}).toString();
const themeParams = { bg_color: '#ffffff', secondary_bg_color: '#f4f4f5', text_color: '#111111', button_color: '#2481cc' };

/** A host event, delivered the way a framing page's postMessage arrives. */
function hostSends(eventType: string, eventData?: unknown): void {
  window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify({ eventType, eventData }), source: window }));
}

/** The host's answers to requests the app makes. */
const cloud = new Map<string, string>();

function answer(event: Posted): void {
  if (event.eventType === 'web_app_invoke_custom_method') {
    const { req_id, method, params } = event.eventData as { req_id: string; method: string; params: { keys?: string[]; key?: string; value?: string } };
    let result: unknown = true;
    if (method === 'getStorageValues') result = Object.fromEntries((params.keys ?? []).map((key) => [key, cloud.get(key) ?? '']));
    if (method === 'saveStorageValue' && params.key) cloud.set(params.key, params.value ?? '');
    queueMicrotask(() => hostSends('custom_method_invoked', { req_id, result }));
  }
  if (event.eventType === 'web_app_read_text_from_clipboard') {
    queueMicrotask(() => hostSends('clipboard_text_received', { req_id: event.eventData?.req_id, data: '0xfeed' }));
  }
  if (event.eventType === 'web_app_open_popup') queueMicrotask(() => hostSends('popup_closed', popupAnswer));
}

/** What the host's popup answers: the pressed button's id, or nothing (dismissed). */
let popupAnswer: { button_id?: string } = {};

const ofType = (type: string) => posted.filter((event) => event.eventType === type);

let messenger: Messenger;

async function nativeOf() {
  const native = await messenger.native();
  if (!native) throw new Error('the SDK half did not load');
  return native;
}
const logger = silentLogger();

beforeAll(async () => {
  const launchParams = new URLSearchParams({
    tgWebAppData: initDataRaw,
    tgWebAppVersion: '7.10',
    tgWebAppPlatform: 'tdesktop',
    tgWebAppThemeParams: JSON.stringify(themeParams),
  });
  window.history.replaceState(null, '', `/#${launchParams.toString()}`);
  (window as unknown as { TelegramWebviewProxy: unknown }).TelegramWebviewProxy = {
    postEvent(eventType: string, eventData?: string) {
      const event = { eventType, eventData: eventData ? (JSON.parse(eventData) as Record<string, unknown>) : undefined };
      posted.push(event);
      answer(event);
    },
  };
  messenger = createMessenger({ messengerOrigin: 'http://127.0.0.1:5180', logger });
  await messenger.start();
});

afterAll(() => {
  window.history.replaceState(null, '', '/');
});

describe('the Telegram messenger inside the messenger', () => {
  it('reads the launch: raw init data, user, start parameter, platform', () => {
    expect(messenger.launch).toEqual({
      initDataRaw,
      user: { id: 4242, firstName: 'Ivan', lastName: undefined, username: 'ivan', languageCode: 'ru', isPremium: true },
      startParam: 'swapFrom-abc',
      platform: 'tdesktop',
    });
  });

  it('addresses its events to the configured messenger origin, not the web client default', () => {
    expect(targetOrigin()).toBe('http://127.0.0.1:5180');
  });

  it('starts: iframe ready, secondary background, light-grey header, ready', () => {
    expect(ofType('iframe_ready')).toHaveLength(1);
    expect(ofType('web_app_set_background_color').at(-1)?.eventData).toEqual({ color: themeParams.secondary_bg_color });
    expect(ofType('web_app_set_header_color').at(-1)?.eventData).toEqual({ color: HEADER_LIGHT_GREY });
    expect(ofType('web_app_ready')).toHaveLength(1);
    expect(logger.errors).toEqual([]);
  });

  it('binds the theme parameters to CSS variables', () => {
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--tg-theme-secondary-bg-color')).toBe(themeParams.secondary_bg_color);
    expect(style.getPropertyValue('--tg-theme-button-color')).toBe(themeParams.button_color);
  });

  it('shows and hides the back button and hears its presses', () => {
    let presses = 0;
    const off = messenger.onBackButton(() => (presses += 1));
    messenger.showBackButton(true);
    expect(ofType('web_app_setup_back_button').at(-1)?.eventData).toEqual({ is_visible: true });
    hostSends('back_button_pressed');
    expect(presses).toBe(1);
    off();
    hostSends('back_button_pressed');
    expect(presses).toBe(1);
    messenger.showBackButton(false);
    expect(ofType('web_app_setup_back_button').at(-1)?.eventData).toEqual({ is_visible: false });
  });

  it('plays the success haptic', () => {
    messenger.haptic('success');
    expect(ofType('web_app_trigger_haptic_feedback').at(-1)?.eventData).toEqual({ type: 'notification', notification_type: 'success' });
  });

  it('turns the closing confirmation on and off', async () => {
    const native = await nativeOf();
    native.setClosingConfirmation(true);
    expect(ofType('web_app_setup_closing_behavior').at(-1)?.eventData).toEqual({ need_confirmation: true });
    native.setClosingConfirmation(false);
    expect(ofType('web_app_setup_closing_behavior').at(-1)?.eventData).toEqual({ need_confirmation: false });
  });

  it('speaks the haptic vocabulary: selection, light impact, notifications', () => {
    messenger.haptic('selection');
    expect(ofType('web_app_trigger_haptic_feedback').at(-1)?.eventData).toEqual({ type: 'selection_change' });
    messenger.haptic('light');
    expect(ofType('web_app_trigger_haptic_feedback').at(-1)?.eventData).toEqual({ type: 'impact', impact_style: 'light' });
    messenger.haptic('error');
    expect(ofType('web_app_trigger_haptic_feedback').at(-1)?.eventData).toEqual({ type: 'notification', notification_type: 'error' });
  });

  it('asks a destructive question in the messenger popup and reads the answer', async () => {
    const native = await nativeOf();
    const request = { title: 'Stop copy trading?', message: 'The trade stops.', confirm: 'Stop', cancel: 'Keep it' };
    popupAnswer = { button_id: 'confirm' };
    expect(await native.confirmDestructive(request)).toBe(true);
    expect(ofType('web_app_open_popup').at(-1)?.eventData).toEqual({
      title: 'Stop copy trading?',
      message: 'The trade stops.',
      buttons: [
        { id: 'confirm', type: 'destructive', text: 'Stop' },
        { id: 'cancel', type: 'default', text: 'Keep it' },
      ],
    });
    popupAnswer = { button_id: 'cancel' };
    expect(await native.confirmDestructive(request)).toBe(false);
    popupAnswer = {};
    expect(await native.confirmDestructive(request)).toBe(false);
  });

  it('opens https links outside and t.me links inside the messenger', () => {
    messenger.openLink('https://example.org/task');
    expect(ofType('web_app_open_link').at(-1)?.eventData).toMatchObject({ url: 'https://example.org/task' });
    messenger.openTelegramLink('https://t.me/switch_wallet_community');
    expect(ofType('web_app_open_tg_link').at(-1)?.eventData).toEqual({ path_full: '/switch_wallet_community' });
  });

  it('reads the clipboard through the host', async () => {
    expect(await (await messenger.native())?.readClipboard()).toBe('0xfeed');
  });

  it("reads and writes the messenger's cloud storage through the host", async () => {
    const native = await messenger.native();
    expect(await native?.cloudStorage.get('settings')).toBeNull();
    expect(await native?.cloudStorage.set('settings', '{"haptics":false}')).toBe(true);
    expect(cloud.get('settings')).toBe('{"haptics":false}');
    expect(await native?.cloudStorage.get('settings')).toBe('{"haptics":false}');
    expect(ofType('web_app_invoke_custom_method').map((event) => event.eventData?.method)).toEqual(['getStorageValues', 'saveStorageValue', 'getStorageValues']);
  });

  it('closes the app', () => {
    messenger.close();
    expect(ofType('web_app_close')).toHaveLength(1);
  });
});
