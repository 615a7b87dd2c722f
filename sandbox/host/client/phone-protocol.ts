/**
 * The phone the host page plays (issue 37): a launch on a phone platform (ios, android) has the
 * device's insets, and full screen when the app asks for it, as the messenger's mobile clients do.
 * In full screen the safe area is the status bar and the home indicator, and the content safe area
 * (inside it) is what the messenger's own floating controls cover at the top. The web and desktop
 * clients have no insets and refuse full screen. A phone can also add the app to its home screen
 * (the web client answers 'unsupported'). Pure, like protocol.ts.
 */

/** A message to the app (protocol.ts's AppMessage; not imported, which would make a cycle). */
interface AppMessage {
  readonly eventType: string;
  readonly eventData?: unknown;
}

export interface Insets {
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly right: number;
}

export interface PhoneState {
  /** The launch's platform (tgWebAppPlatform). */
  readonly platform: string;
  readonly fullscreen: boolean;
  /** The app's icon was added to the home screen during this launch. */
  readonly onHomeScreen?: boolean;
}

const NONE: Insets = { top: 0, bottom: 0, left: 0, right: 0 };
/** An iPhone's status bar and home indicator, and the messenger's floating controls under the status bar. */
export const PHONE_INSETS = {
  safe: { top: 47, bottom: 34, left: 0, right: 0 },
  content: { top: 46, bottom: 0, left: 0, right: 0 },
} as const satisfies { safe: Insets; content: Insets };

export const PHONE_PLATFORMS: readonly string[] = ['ios', 'android'];

export const isPhone = (phone: PhoneState): boolean => PHONE_PLATFORMS.includes(phone.platform);

/** The insets the messenger reports: a phone's home indicator always, its status bar and the floating controls in full screen. */
export function insetsOf(phone: PhoneState): { readonly safe: Insets; readonly content: Insets } {
  if (!isPhone(phone)) return { safe: NONE, content: NONE };
  return phone.fullscreen ? PHONE_INSETS : { safe: { ...NONE, bottom: PHONE_INSETS.safe.bottom }, content: NONE };
}

const insetEvents = (phone: PhoneState): AppMessage[] => {
  const { safe, content } = insetsOf(phone);
  return [
    { eventType: 'safe_area_changed', eventData: safe },
    { eventType: 'content_safe_area_changed', eventData: content },
  ];
};

/** How the client answers the viewport's phone requests; null for any other method. */
export function answerPhone(eventType: string, phone: PhoneState): { readonly phone: PhoneState; readonly answers: readonly AppMessage[] } | null {
  switch (eventType) {
    case 'web_app_request_safe_area':
      return { phone, answers: [{ eventType: 'safe_area_changed', eventData: insetsOf(phone).safe }] };
    case 'web_app_request_content_safe_area':
      return { phone, answers: [{ eventType: 'content_safe_area_changed', eventData: insetsOf(phone).content }] };
    case 'web_app_request_fullscreen': {
      if (!isPhone(phone)) return { phone, answers: [{ eventType: 'fullscreen_failed', eventData: { error: 'UNSUPPORTED' } }] };
      if (phone.fullscreen) return { phone, answers: [{ eventType: 'fullscreen_failed', eventData: { error: 'ALREADY_FULLSCREEN' } }] };
      const next = { ...phone, fullscreen: true };
      return { phone: next, answers: [{ eventType: 'fullscreen_changed', eventData: { is_fullscreen: true } }, ...insetEvents(next)] };
    }
    case 'web_app_exit_fullscreen': {
      const next = { ...phone, fullscreen: false };
      return { phone: next, answers: [{ eventType: 'fullscreen_changed', eventData: { is_fullscreen: false } }, ...insetEvents(next)] };
    }
    case 'web_app_check_home_screen': {
      const status = !isPhone(phone) ? 'unsupported' : phone.onHomeScreen ? 'added' : 'missed';
      return { phone, answers: [{ eventType: 'home_screen_checked', eventData: { status } }] };
    }
    case 'web_app_add_to_home_screen':
      return isPhone(phone)
        ? { phone: { ...phone, onHomeScreen: true }, answers: [{ eventType: 'home_screen_added' }] }
        : { phone, answers: [{ eventType: 'home_screen_failed' }] };
    default:
      return null;
  }
}
