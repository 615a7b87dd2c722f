/**
 * The host page's side of the Mini Apps protocol, as the messenger's web client speaks it: the app
 * posts `JSON.stringify({ eventType, eventData })` to its parent window, the client answers by
 * posting the same shape into the iframe. Pure (no DOM), so the rules run in Node tests; the page
 * script (main.ts) only renders the state and carries out the effects returned here.
 *
 * Checked against @telegram-apps/bridge 2.x: it accepts only string messages whose source is
 * window.parent, parses them with MiniAppsMessageSchema ({ eventType: string, eventData?: unknown })
 * and validates the payloads of viewport_changed (height, width, is_state_stable, is_expanded),
 * theme_changed ({ theme_params }) and clipboard_text_received ({ req_id, data: string | null }).
 */

import { popupOf, type HostPopup } from './native-protocol';
import { answerPhone, type PhoneState } from './phone-protocol';

export interface AppMessage {
  readonly eventType: string;
  readonly eventData?: unknown;
}

export interface HostButton {
  readonly visible: boolean;
  readonly active: boolean;
  readonly progress: boolean;
  readonly text: string;
  readonly color: string | null;
  readonly textColor: string | null;
}

export interface HostState {
  readonly themeParams: Readonly<Record<string, string>>;
  /** The iframe's size in CSS pixels, reported as the viewport. */
  readonly viewport: { readonly width: number; readonly height: number };
  readonly backButtonVisible: boolean;
  readonly headerColor: string | null;
  readonly backgroundColor: string | null;
  readonly bottomBarColor: string | null;
  readonly mainButton: HostButton;
  readonly secondaryButton: HostButton;
  readonly closingConfirmation: boolean;
  readonly ready: boolean;
  readonly closed: boolean;
  /** The phone's platform and full screen (phone-protocol.ts). */
  readonly phone: PhoneState;
}

/** One-shot things the page does for a message, besides answering and re-rendering. */
export type HostEffect =
  | { readonly type: 'haptic'; readonly detail: string }
  /** The messenger's popup: the page shows it and answers popup_closed with the button pressed. */
  | { readonly type: 'popup'; readonly popup: HostPopup }
  | { readonly type: 'notice'; readonly text: string }
  | { readonly type: 'read-clipboard'; readonly reqId: string }
  | { readonly type: 'open-invoice'; readonly slug: string }
  /** A public channel's link (t.me/<channel>): the page shows the channel with Join and Leave. */
  | { readonly type: 'open-channel'; readonly channel: string }
  /** A chat folder's link (t.me/addlist/<slug>): the page shows the folder's channels with Add folder and Remove. */
  | { readonly type: 'open-folder'; readonly slug: string }
  /** Cloud storage and other custom methods: the page's storage answers (native-controls.ts). */
  | { readonly type: 'invoke'; readonly reqId: string; readonly method: string; readonly params: Readonly<Record<string, unknown>> }
  | { readonly type: 'settings-button'; readonly visible: boolean }
  /** The QR scanner: the page shows a panel where the tester types what the camera sees. */
  | { readonly type: 'scanner'; readonly open: boolean; readonly text: string | null };

export interface Reaction {
  /** 'invalid': a known method with a payload the client would reject; 'unknown': not a method we speak. */
  readonly kind: 'handled' | 'unknown' | 'invalid';
  readonly state: HostState;
  readonly answers: readonly AppMessage[];
  readonly effects: readonly HostEffect[];
  readonly note?: string;
}

/** Newest-first event log length. */
export const LOG_LIMIT = 200;

const HIDDEN_BUTTON: HostButton = { visible: false, active: true, progress: false, text: '', color: null, textColor: null };

export function initialHostState(themeParams: Readonly<Record<string, string>>, viewport: { width: number; height: number }, platform = 'weba'): HostState {
  return {
    themeParams,
    viewport,
    backButtonVisible: false,
    headerColor: null,
    backgroundColor: null,
    bottomBarColor: null,
    mainButton: HIDDEN_BUTTON,
    secondaryButton: HIDDEN_BUTTON,
    closingConfirmation: false,
    ready: false,
    closed: false,
    phone: { platform, fullscreen: false },
  };
}

/** Reads a message the app posted; null for anything that is not the protocol's JSON string. */
export function parseAppMessage(data: unknown): AppMessage | null {
  if (typeof data !== 'string') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { eventType, eventData } = parsed as { eventType?: unknown; eventData?: unknown };
  if (typeof eventType !== 'string' || eventType === '') return null;
  return eventData === undefined ? { eventType } : { eventType, eventData };
}

/** The string the page posts into the iframe (the bridge ignores non-string messages). */
export function encodeHostEvent(event: AppMessage): string {
  return JSON.stringify(event.eventData === undefined ? { eventType: event.eventType } : { eventType: event.eventType, eventData: event.eventData });
}

/** A short, single-line rendering of a payload for the log. */
export function summarize(data: unknown, max = 160): string {
  if (data === undefined) return '';
  let text: string;
  try {
    text = typeof data === 'string' ? data : (JSON.stringify(data) ?? String(data));
  } catch {
    text = String(data);
  }
  text = text.replace(/\s+/g, ' ');
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

const RGB = /^#[0-9a-f]{6}$/i;

function record(data: unknown): Readonly<Record<string, unknown>> {
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
}

/** A colour the page may apply: #rrggbb, or a theme key resolved through the current theme. */
function colourOf(value: unknown, themeParams: Readonly<Record<string, string>>): string | null {
  if (typeof value !== 'string') return null;
  if (RGB.test(value)) return value.toLowerCase();
  const themed = Object.hasOwn(themeParams, value) ? themeParams[value] : undefined;
  return themed !== undefined && RGB.test(themed) ? themed : null;
}

function nextButton(current: HostButton, data: unknown, themeParams: Readonly<Record<string, string>>): HostButton {
  const params = record(data);
  const flag = (key: string, fallback: boolean): boolean => (typeof params[key] === 'boolean' ? (params[key] as boolean) : fallback);
  return {
    visible: flag('is_visible', current.visible),
    active: flag('is_active', current.active),
    progress: flag('is_progress_visible', current.progress),
    text: typeof params.text === 'string' ? params.text : current.text,
    color: 'color' in params ? colourOf(params.color, themeParams) : current.color,
    textColor: 'text_color' in params ? colourOf(params.text_color, themeParams) : current.textColor,
  };
}

/** Methods the client accepts and acts on without answering (or only by remembering a setting). */
const QUIET_METHODS = new Set([
  'iframe_ready',
  'iframe_will_reload',
  'web_app_expand',
  'web_app_setup_swipe_behavior',
]);

function handled(state: HostState, answers: readonly AppMessage[] = [], effects: readonly HostEffect[] = []): Reaction {
  return { kind: 'handled', state, answers, effects };
}

function invalid(state: HostState, note: string): Reaction {
  return { kind: 'invalid', state, answers: [], effects: [], note };
}

/** How the web client reacts to one message from the app. */
export function answerFor(eventType: string, eventData: unknown, state: HostState): Reaction {
  const phone = answerPhone(eventType, state.phone);
  if (phone) return handled({ ...state, phone: phone.phone }, phone.answers);
  const params = record(eventData);
  switch (eventType) {
    case 'web_app_request_theme':
      return handled(state, [{ eventType: 'theme_changed', eventData: { theme_params: state.themeParams } }]);
    case 'web_app_request_viewport':
      return handled(state, [
        {
          eventType: 'viewport_changed',
          eventData: { height: state.viewport.height, width: state.viewport.width, is_expanded: true, is_state_stable: true },
        },
      ]);
    case 'web_app_ready':
      return handled({ ...state, ready: true });
    case 'web_app_set_header_color': {
      const colour = colourOf('color' in params ? params.color : params.color_key, state.themeParams);
      return colour ? handled({ ...state, headerColor: colour }) : invalid(state, 'expected color (#rrggbb) or color_key');
    }
    case 'web_app_set_background_color': {
      const colour = colourOf(params.color, state.themeParams);
      return colour ? handled({ ...state, backgroundColor: colour }) : invalid(state, 'expected color (#rrggbb)');
    }
    case 'web_app_set_bottom_bar_color': {
      const colour = colourOf(params.color, state.themeParams);
      return colour ? handled({ ...state, bottomBarColor: colour }) : invalid(state, 'expected color (#rrggbb)');
    }
    case 'web_app_setup_back_button':
      return typeof params.is_visible === 'boolean'
        ? handled({ ...state, backButtonVisible: params.is_visible })
        : invalid(state, 'expected is_visible (boolean)');
    case 'web_app_setup_main_button':
      return handled({ ...state, mainButton: nextButton(state.mainButton, eventData, state.themeParams) });
    case 'web_app_setup_secondary_button':
      return handled({ ...state, secondaryButton: nextButton(state.secondaryButton, eventData, state.themeParams) });
    case 'web_app_setup_closing_behavior':
      return typeof params.need_confirmation === 'boolean'
        ? handled({ ...state, closingConfirmation: params.need_confirmation })
        : invalid(state, 'expected need_confirmation (boolean)');
    case 'web_app_trigger_haptic_feedback': {
      if (typeof params.type !== 'string') return invalid(state, 'expected type');
      const detail = [params.type, params.impact_style, params.notification_type].filter((part) => typeof part === 'string').join(' ');
      return handled(state, [], [{ type: 'haptic', detail }]);
    }
    case 'web_app_open_link': {
      if (typeof params.url !== 'string') return invalid(state, 'expected url');
      const notice: HostEffect = { type: 'notice', text: `would open externally: ${params.url}` };
      // An X account (a social-network subscription task) is simulated as the channel x_<account>.
      const account = xAccountOf(params.url);
      return handled(state, [], account === null ? [notice] : [notice, { type: 'open-channel', channel: `x_${account}` }]);
    }
    case 'web_app_open_tg_link': {
      if (typeof params.path_full !== 'string') return invalid(state, 'expected path_full');
      const notice: HostEffect = { type: 'notice', text: `would open in the messenger: https://t.me${params.path_full}` };
      // An emoji set (the emoji task): the status set with it is simulated as the channel emoji_<set> (Join sets it, Leave clears it).
      const folder = folderOf(params.path_full);
      if (folder !== null) return handled(state, [], [notice, { type: 'open-folder', slug: folder }]);
      const emojiSet = emojiSetOf(params.path_full);
      const channel = emojiSet === null ? channelOf(params.path_full) : `emoji_${emojiSet}`;
      return handled(state, [], channel === null ? [notice] : [notice, { type: 'open-channel', channel }]);
    }
    case 'web_app_open_popup': {
      const popup = popupOf(eventData);
      return typeof popup === 'string' ? invalid(state, popup) : handled(state, [], [{ type: 'popup', popup }]);
    }
    case 'web_app_read_text_from_clipboard':
      return typeof params.req_id === 'string' ? handled(state, [], [{ type: 'read-clipboard', reqId: params.req_id }]) : invalid(state, 'expected req_id');
    case 'web_app_open_invoice':
      return typeof params.slug === 'string' && params.slug !== ''
        ? handled(state, [], [{ type: 'open-invoice', slug: params.slug }])
        : invalid(state, 'expected slug');
    case 'web_app_invoke_custom_method':
      return typeof params.req_id === 'string' && typeof params.method === 'string'
        ? handled(state, [], [{ type: 'invoke', reqId: params.req_id, method: params.method, params: record(params.params) }])
        : invalid(state, 'expected req_id and method');
    case 'web_app_setup_settings_button':
      return typeof params.is_visible === 'boolean' ? handled(state, [], [{ type: 'settings-button', visible: params.is_visible }]) : invalid(state, 'expected is_visible (boolean)');
    case 'web_app_open_scan_qr_popup':
      return handled(state, [], [{ type: 'scanner', open: true, text: typeof params.text === 'string' ? params.text : null }]);
    case 'web_app_close_scan_qr_popup':
      return handled(state, [], [{ type: 'scanner', open: false, text: null }]);
    case 'web_app_close':
      return handled({ ...state, closed: true, backButtonVisible: false, mainButton: HIDDEN_BUTTON, secondaryButton: HIDDEN_BUTTON });
    // The sandbox never hands out the user's phone or a write permission: both are answered as declined.
    case 'web_app_request_phone':
      return handled(state, [{ eventType: 'phone_requested', eventData: { status: 'cancelled' } }]);
    case 'web_app_request_write_access':
      return handled(state, [{ eventType: 'write_access_requested', eventData: { status: 'cancelled' } }]);
    default:
      return QUIET_METHODS.has(eventType) ? handled(state) : { kind: 'unknown', state, answers: [], effects: [] };
  }
}

/** The account an X link names (`https://x.com/switch_wallet`), or null for any other link. */
export function xAccountOf(url: string): string | null {
  const match = /^https:\/\/(?:x|twitter)\.com\/([A-Za-z0-9_]{3,15})\/?$/.exec(url);
  return match?.[1] ?? null;
}

/** The emoji set a t.me path names (`/addemoji/switch_emoji`), or null for anything else. */
export function emojiSetOf(pathFull: string): string | null {
  const match = /^\/addemoji\/([A-Za-z][A-Za-z0-9_]{3,31})(?:\?[^/]*)?$/.exec(pathFull);
  return match?.[1] ?? null;
}

/** The chat folder a t.me path names (`/addlist/switch`), or null for anything else. */
export function folderOf(pathFull: string): string | null {
  const match = /^\/addlist\/([A-Za-z0-9_-]{1,64})(?:\?[^/]*)?$/.exec(pathFull);
  return match?.[1] ?? null;
}

/** The channel a t.me path names (`/switch_news`, with or without a query), or null for anything else (a bot's app, an invoice). */
export function channelOf(pathFull: string): string | null {
  const match = /^\/([A-Za-z][A-Za-z0-9_]{3,31})(?:\?[^/]*)?$/.exec(pathFull);
  return match?.[1] ?? null;
}

/**
 * The user switched the messenger's theme while the app runs: the messenger tells the app
 * (`theme_changed`) and keeps it running; the host's own colours follow the new theme.
 */
export function themeSwitch(state: HostState, themeParams: Readonly<Record<string, string>>): { readonly state: HostState; readonly message: AppMessage } {
  return { state: { ...state, themeParams }, message: { eventType: 'theme_changed', eventData: { theme_params: themeParams } } };
}

export function clipboardAnswer(reqId: string, text: string | null): AppMessage {
  return { eventType: 'clipboard_text_received', eventData: { req_id: reqId, data: text } };
}

export function invoiceAnswer(slug: string, status: 'paid' | 'cancelled' | 'failed' | 'pending'): AppMessage {
  return { eventType: 'invoice_closed', eventData: { slug, status } };
}

/** What a click on the host's own controls tells the app. */
export const USER_EVENTS = {
  back: { eventType: 'back_button_pressed' },
  main: { eventType: 'main_button_pressed' },
  secondary: { eventType: 'secondary_button_pressed' },
} as const satisfies Record<string, AppMessage>;
