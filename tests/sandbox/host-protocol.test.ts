import { describe, expect, it } from 'vitest';
import { supports } from '@telegram-apps/sdk';
import {
  USER_EVENTS,
  answerFor,
  channelOf,
  folderOf,
  xAccountOf,
  clipboardAnswer,
  encodeHostEvent,
  initialHostState,
  invoiceAnswer,
  parseAppMessage,
  summarize,
  type HostState,
} from '../../sandbox/host/client/protocol';
import { NEW_USER_ID_RANGE, newUserId } from '../../sandbox/host/launch-rules';
import { LAUNCH_VERSION } from '../../sandbox/host/launch';
import { THEMES } from '../../sandbox/host/theme';

const VIEWPORT = { width: 390, height: 780 };
const fresh = (): HostState => initialHostState(THEMES.light, VIEWPORT);

describe('the host answers like the web client', () => {
  it('answers theme, viewport and safe-area requests', () => {
    expect(answerFor('web_app_request_theme', undefined, fresh()).answers).toEqual([{ eventType: 'theme_changed', eventData: { theme_params: THEMES.light } }]);
    expect(answerFor('web_app_request_viewport', undefined, fresh()).answers).toEqual([
      { eventType: 'viewport_changed', eventData: { height: 780, width: 390, is_expanded: true, is_state_stable: true } },
    ]);
    const zeros = { top: 0, bottom: 0, left: 0, right: 0 };
    expect(answerFor('web_app_request_safe_area', undefined, fresh()).answers).toEqual([{ eventType: 'safe_area_changed', eventData: zeros }]);
    expect(answerFor('web_app_request_content_safe_area', undefined, fresh()).answers).toEqual([
      { eventType: 'content_safe_area_changed', eventData: zeros },
    ]);
  });

  it('remembers ready and accepts expand silently', () => {
    const ready = answerFor('web_app_ready', undefined, fresh());
    expect(ready.kind).toBe('handled');
    expect(ready.state.ready).toBe(true);
    expect(answerFor('web_app_expand', undefined, fresh())).toMatchObject({ kind: 'handled', answers: [], effects: [] });
  });

  it('applies header, background and bottom bar colours, resolving theme keys', () => {
    expect(answerFor('web_app_set_header_color', { color_key: 'secondary_bg_color' }, fresh()).state.headerColor).toBe(THEMES.light.secondary_bg_color);
    expect(answerFor('web_app_set_header_color', { color: '#ABCDEF' }, fresh()).state.headerColor).toBe('#abcdef');
    expect(answerFor('web_app_set_background_color', { color: '#112233' }, fresh()).state.backgroundColor).toBe('#112233');
    expect(answerFor('web_app_set_bottom_bar_color', { color: '#445566' }, fresh()).state.bottomBarColor).toBe('#445566');
  });

  it('refuses colours that are not #rrggbb or a theme key', () => {
    for (const color of ['red', 'url(javascript:alert(1))', '#12345', '__proto__', 'constructor']) {
      const reaction = answerFor('web_app_set_background_color', { color }, fresh());
      expect(reaction.kind).toBe('invalid');
      expect(reaction.state.backgroundColor).toBeNull();
    }
  });

  it('shows the back button only while the app asks for it', () => {
    const shown = answerFor('web_app_setup_back_button', { is_visible: true }, fresh()).state;
    expect(shown.backButtonVisible).toBe(true);
    expect(answerFor('web_app_setup_back_button', { is_visible: false }, shown).state.backButtonVisible).toBe(false);
    expect(answerFor('web_app_setup_back_button', {}, shown).kind).toBe('invalid');
    expect(USER_EVENTS.back).toEqual({ eventType: 'back_button_pressed' });
  });

  it('sets up the main and secondary buttons, keeping what a partial update leaves out', () => {
    const first = answerFor('web_app_setup_main_button', { is_visible: true, is_active: true, text: 'Confirm', color: '#2481cc', text_color: '#ffffff' }, fresh()).state;
    expect(first.mainButton).toEqual({ visible: true, active: true, progress: false, text: 'Confirm', color: '#2481cc', textColor: '#ffffff' });
    const busy = answerFor('web_app_setup_main_button', { is_progress_visible: true, is_active: false }, first).state;
    expect(busy.mainButton).toMatchObject({ visible: true, active: false, progress: true, text: 'Confirm' });
    const secondary = answerFor('web_app_setup_secondary_button', { is_visible: true, text: 'Later', position: 'left' }, fresh()).state;
    expect(secondary.secondaryButton).toMatchObject({ visible: true, text: 'Later' });
    expect(USER_EVENTS.main.eventType).toBe('main_button_pressed');
    expect(USER_EVENTS.secondary.eventType).toBe('secondary_button_pressed');
  });

  it('flashes haptics and notes links without navigating', () => {
    expect(answerFor('web_app_trigger_haptic_feedback', { type: 'notification', notification_type: 'success' }, fresh()).effects).toEqual([
      { type: 'haptic', detail: 'notification success' },
    ]);
    expect(answerFor('web_app_open_link', { url: 'https://example.org/x' }, fresh()).effects).toEqual([
      { type: 'notice', text: 'would open externally: https://example.org/x' },
    ]);
    expect(answerFor('web_app_open_tg_link', { path_full: '/bigpump_bot/app?startapp=1' }, fresh()).effects).toEqual([
      { type: 'notice', text: 'would open in the messenger: https://t.me/bigpump_bot/app?startapp=1' },
    ]);
    expect(answerFor('web_app_open_link', { url: 42 }, fresh()).kind).toBe('invalid');
  });

  it('reads the clipboard by request id', () => {
    expect(answerFor('web_app_read_text_from_clipboard', { req_id: 'r1' }, fresh()).effects).toEqual([{ type: 'read-clipboard', reqId: 'r1' }]);
    expect(clipboardAnswer('r1', '0xabc')).toEqual({ eventType: 'clipboard_text_received', eventData: { req_id: 'r1', data: '0xabc' } });
    expect(clipboardAnswer('r2', null)).toEqual({ eventType: 'clipboard_text_received', eventData: { req_id: 'r2', data: null } });
  });

  it('opens invoices and answers them paid or cancelled', () => {
    expect(answerFor('web_app_open_invoice', { slug: 'abc-123' }, fresh()).effects).toEqual([{ type: 'open-invoice', slug: 'abc-123' }]);
    expect(answerFor('web_app_open_invoice', { slug: '' }, fresh()).kind).toBe('invalid');
    expect(invoiceAnswer('abc-123', 'paid')).toEqual({ eventType: 'invoice_closed', eventData: { slug: 'abc-123', status: 'paid' } });
    expect(invoiceAnswer('abc-123', 'cancelled').eventData).toEqual({ slug: 'abc-123', status: 'cancelled' });
  });

  it('closes the app and hides its buttons', () => {
    const open = answerFor('web_app_setup_back_button', { is_visible: true }, answerFor('web_app_setup_main_button', { is_visible: true, text: 'Go' }, fresh()).state).state;
    const closed = answerFor('web_app_close', { return_back: false }, open).state;
    expect(closed).toMatchObject({ closed: true, backButtonVisible: false, mainButton: { visible: false } });
  });

  it('hands cloud storage, the settings button and the QR scanner to the page (issue 37)', () => {
    expect(answerFor('web_app_invoke_custom_method', { req_id: 'c1', method: 'getStorageValues', params: { keys: ['settings'] } }, fresh()).effects).toEqual([
      { type: 'invoke', reqId: 'c1', method: 'getStorageValues', params: { keys: ['settings'] } },
    ]);
    expect(answerFor('web_app_invoke_custom_method', { method: 'getStorageValues' }, fresh()).kind).toBe('invalid');
    expect(answerFor('web_app_setup_settings_button', { is_visible: true }, fresh()).effects).toEqual([{ type: 'settings-button', visible: true }]);
    expect(answerFor('web_app_open_scan_qr_popup', { text: 'Scan an address' }, fresh()).effects).toEqual([{ type: 'scanner', open: true, text: 'Scan an address' }]);
    expect(answerFor('web_app_close_scan_qr_popup', undefined, fresh()).effects).toEqual([{ type: 'scanner', open: false, text: null }]);
  });

  it('declines phone and write access', () => {
    expect(answerFor('web_app_request_phone', undefined, fresh()).answers).toEqual([{ eventType: 'phone_requested', eventData: { status: 'cancelled' } }]);
    expect(answerFor('web_app_request_write_access', undefined, fresh()).answers).toEqual([
      { eventType: 'write_access_requested', eventData: { status: 'cancelled' } },
    ]);
  });

  it('logs unknown methods and otherwise ignores them', () => {
    const state = fresh();
    expect(answerFor('web_app_biometry_get_info', {}, state)).toEqual({ kind: 'unknown', state, answers: [], effects: [] });
  });

  it('claims a version in which the SDK allows every method the host answers', () => {
    for (const method of [
      'web_app_request_theme',
      'web_app_request_viewport',
      'web_app_request_safe_area',
      'web_app_request_content_safe_area',
      'web_app_setup_back_button',
      'web_app_setup_main_button',
      'web_app_setup_secondary_button',
      'web_app_set_header_color',
      'web_app_set_background_color',
      'web_app_set_bottom_bar_color',
      'web_app_trigger_haptic_feedback',
      'web_app_open_link',
      'web_app_open_tg_link',
      'web_app_read_text_from_clipboard',
      'web_app_open_invoice',
      'web_app_request_phone',
      'web_app_request_write_access',
      'web_app_close',
      'web_app_invoke_custom_method',
      'web_app_setup_settings_button',
      'web_app_open_scan_qr_popup',
      'web_app_close_scan_qr_popup',
    ] as const) {
      expect(supports(method, LAUNCH_VERSION), method).toBe(true);
    }
  });
});

describe('messages on the wire', () => {
  it('reads the JSON strings the bridge posts and nothing else', () => {
    expect(parseAppMessage(JSON.stringify({ eventType: 'web_app_ready' }))).toEqual({ eventType: 'web_app_ready' });
    expect(parseAppMessage(JSON.stringify({ eventType: 'web_app_open_link', eventData: { url: 'https://a.b' } }))).toEqual({
      eventType: 'web_app_open_link',
      eventData: { url: 'https://a.b' },
    });
    for (const bad of [{ eventType: 'web_app_ready' }, 'not json', '"text"', '{"eventType":1}', '{"eventType":""}', null, 7]) {
      expect(parseAppMessage(bad)).toBeNull();
    }
  });

  it('encodes answers as the bridge expects: a JSON string, eventData only when present', () => {
    expect(encodeHostEvent({ eventType: 'back_button_pressed' })).toBe('{"eventType":"back_button_pressed"}');
    expect(JSON.parse(encodeHostEvent({ eventType: 'invoice_closed', eventData: { slug: 's', status: 'paid' } }))).toEqual({
      eventType: 'invoice_closed',
      eventData: { slug: 's', status: 'paid' },
    });
  });

  it('summarizes payloads on one short line', () => {
    expect(summarize(undefined)).toBe('');
    expect(summarize({ a: 'x\ny' })).toBe('{"a":"x\\ny"}');
    expect(summarize('a'.repeat(300)).length).toBe(160);
  });
});

describe('fresh users', () => {
  it('get ids inside the new-user range', () => {
    expect(newUserId(0)).toBe(NEW_USER_ID_RANGE.min);
    expect(newUserId(0.999999999)).toBe(NEW_USER_ID_RANGE.max);
    expect(newUserId(0.5)).toBeGreaterThan(NEW_USER_ID_RANGE.min);
  });
});

describe('channel links (subscription tasks, issue 20)', () => {
  it('shows a public channel the app opens with Join and Leave, and nothing for a bot’s app or a hostile path', () => {
    expect(answerFor('web_app_open_tg_link', { path_full: '/switch_news' }, fresh()).effects).toEqual([
      { type: 'notice', text: 'would open in the messenger: https://t.me/switch_news' },
      { type: 'open-channel', channel: 'switch_news' },
    ]);
    expect(channelOf('/switch_news?start=1')).toBe('switch_news');
    for (const path of ['/bigpump_bot/app', '/', '/ab', '/<script>', '/../x', '/a b', '/addlist/switch']) expect(channelOf(path), path).toBeNull();
    expect(answerFor('web_app_open_tg_link', { path_full: '/bigpump_bot/app' }, fresh()).effects.map((e) => e.type)).toEqual(['notice']);
  });
});

describe('folder links (the folder task, issue 20)', () => {
  it('shows a chat folder the app opens with Add folder and Remove, and nothing for a hostile path', () => {
    expect(answerFor('web_app_open_tg_link', { path_full: '/addlist/switch' }, fresh()).effects).toEqual([
      { type: 'notice', text: 'would open in the messenger: https://t.me/addlist/switch' },
      { type: 'open-folder', slug: 'switch' },
    ]);
    expect(folderOf('/addlist/switch?x=1')).toBe('switch');
    for (const path of ['/addlist/', '/addlist/a b', '/addlist/<script>', '/addlist/switch/more', '/switch', '/addlists/switch']) expect(folderOf(path), path).toBeNull();
  });
});

describe('X links (social-network subscription tasks, issue 20)', () => {
  it('shows an X account the app opens as the channel x_<account>, and nothing for another link or a hostile one', () => {
    expect(answerFor('web_app_open_link', { url: 'https://x.com/switch_wallet' }, fresh()).effects).toEqual([
      { type: 'notice', text: 'would open externally: https://x.com/switch_wallet' },
      { type: 'open-channel', channel: 'x_switch_wallet' },
    ]);
    expect(xAccountOf('https://twitter.com/switch_wallet/')).toBe('switch_wallet');
    for (const url of ['https://x.com/', 'https://x.com/a', 'https://x.com/<script>', 'https://x.com/a/status/1', 'https://evil.com/switch_wallet', 'http://x.com/switch_wallet']) expect(xAccountOf(url), url).toBeNull();
    expect(answerFor('web_app_open_link', { url: 'https://example.com' }, fresh()).effects.map((e) => e.type)).toEqual(['notice']);
  });
});
