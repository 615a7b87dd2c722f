/**
 * The colour schemes the host page hands the app, shaped like the messenger's theme params
 * (tgWebAppThemeParams and the theme_changed event). Values are #rrggbb, the only form the
 * SDK's theme parser accepts without conversion.
 */
export const THEME_NAMES = ['light', 'dark'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

// A type alias, not an interface, so it stays assignable to Record<string, string> (the protocol's view).
export type ThemeParams = {
  readonly bg_color: string;
  readonly text_color: string;
  readonly hint_color: string;
  readonly link_color: string;
  readonly button_color: string;
  readonly button_text_color: string;
  readonly secondary_bg_color: string;
  readonly header_bg_color: string;
  readonly accent_text_color: string;
  readonly section_bg_color: string;
  readonly section_header_text_color: string;
  readonly subtitle_text_color: string;
  readonly destructive_text_color: string;
  readonly bottom_bar_bg_color: string;
};

// The messenger web client's own default palettes, so the app looks as it would in production.
export const THEMES: Readonly<Record<ThemeName, ThemeParams>> = {
  light: {
    bg_color: '#ffffff',
    text_color: '#000000',
    hint_color: '#999999',
    link_color: '#2481cc',
    button_color: '#2481cc',
    button_text_color: '#ffffff',
    secondary_bg_color: '#efeff3',
    header_bg_color: '#efeff3',
    accent_text_color: '#2481cc',
    section_bg_color: '#ffffff',
    section_header_text_color: '#6d6d71',
    subtitle_text_color: '#999999',
    destructive_text_color: '#ff3b30',
    bottom_bar_bg_color: '#f2f2f7',
  },
  dark: {
    bg_color: '#212121',
    text_color: '#ffffff',
    hint_color: '#aaaaaa',
    link_color: '#8774e1',
    button_color: '#8774e1',
    button_text_color: '#ffffff',
    secondary_bg_color: '#181818',
    header_bg_color: '#212121',
    accent_text_color: '#8774e1',
    section_bg_color: '#212121',
    section_header_text_color: '#aaaaaa',
    subtitle_text_color: '#aaaaaa',
    destructive_text_color: '#e53935',
    bottom_bar_bg_color: '#1d1d1d',
  },
};

export function isThemeName(value: string): value is ThemeName {
  return (THEME_NAMES as readonly string[]).includes(value);
}
