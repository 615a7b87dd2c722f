/**
 * What the messenger does when a user opens the mini-app: pick the user, sign their init data and
 * put it, with the client's version, platform and theme, into the hash of the app's URL. The SDK
 * reads exactly these launch parameters (tgWebApp*) from window.location.
 */
import type { KeyObject } from 'node:crypto';
import { signInitData, type InitDataUser } from '../platform/auth/init-data';
import { seedUser } from '../platform/seed-users';
import { LANGUAGES, type Language } from '../../domain/launch/language';
import { isStartParamShape, START_PARAM_MAX_LENGTH } from '../../domain/launch/start-param';
import { NEW_USER_ID_RANGE } from './launch-rules';
import { THEMES, isThemeName, type ThemeName, type ThemeParams } from './theme';

/** The Mini Apps version the host claims; 8.0 enables every method the app uses (safe areas included). */
export const LAUNCH_VERSION = '8.0';
/** The messenger's web client ('weba'), which talks to the app by postMessage through the iframe. */
export const LAUNCH_PLATFORM = 'weba';
/**
 * The platforms a launch may claim (?platform=): the web client by default, or a phone, which the
 * page plays with its insets and full screen (client/phone-protocol.ts). Still framed and spoken to
 * by postMessage: only what the platform changes for the app is simulated.
 */
export const LAUNCH_PLATFORMS = [LAUNCH_PLATFORM, 'ios', 'android'] as const;
export type LaunchPlatform = (typeof LAUNCH_PLATFORMS)[number];
const isLaunchPlatform = (value: string): value is LaunchPlatform => (LAUNCH_PLATFORMS as readonly string[]).includes(value);
const FIRST_NAME_MAX = 64;

const GENERATED_NAMES = ['Nova', 'Orion', 'Lyra', 'Felix', 'Mira', 'Quinn', 'Rafa', 'Sasha', 'Timur', 'Vera'] as const;

/** The person the host launches the app as. */
export interface HostUser {
  /** 'alice' for a seed user, 'new:<id>' for a fresh one: what the page's user control holds. */
  readonly key: string;
  readonly id: number;
  readonly firstName: string;
  readonly lastName?: string | undefined;
  readonly username: string;
  readonly languageCode: Language;
  readonly isPremium: boolean;
}

export interface LaunchChoice {
  readonly user: HostUser;
  readonly language: Language;
  readonly theme: ThemeName;
  readonly startParam: string | null;
  readonly platform: LaunchPlatform;
}

export type ParseResult<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly field: string; readonly message: string };

const fail = (field: string, message: string): { ok: false; field: string; message: string } => ({ ok: false, field, message });

function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/** The first name a fresh user gets when none is given; derived from the id so a relaunch keeps it. */
export function generatedFirstName(id: number): string {
  return GENERATED_NAMES[id % GENERATED_NAMES.length] ?? 'Tester';
}

/**
 * Resolves the user control's value: a seed user's key, or 'new:<id>' with an id in the fresh
 * range. A custom first name is only for fresh users (seed users are fixed identities tests rely on).
 */
export function resolveHostUser(key: string, firstName?: string | undefined): ParseResult<HostUser> {
  const fresh = /^new:(\d{1,9})$/.exec(key);
  if (fresh) {
    const id = Number(fresh[1]);
    if (id < NEW_USER_ID_RANGE.min || id > NEW_USER_ID_RANGE.max) {
      return fail('user', `a new user's id must be in ${NEW_USER_ID_RANGE.min}..${NEW_USER_ID_RANGE.max}`);
    }
    if (firstName !== undefined && (firstName.length === 0 || firstName.length > FIRST_NAME_MAX)) {
      return fail('firstName', `firstName must be 1 to ${FIRST_NAME_MAX} characters`);
    }
    return {
      ok: true,
      value: { key, id, firstName: firstName ?? generatedFirstName(id), username: `user${id}`, languageCode: 'en', isPremium: false },
    };
  }
  const seed = seedUser(key);
  if (!seed) return fail('user', `unknown user '${key}' (alice, bob, carol, dave or new:<id>)`);
  if (firstName !== undefined) return fail('firstName', 'firstName applies to new users only');
  return { ok: true, value: { ...seed } };
}

/** Reads the launch query (?user=bob&lang=ru&theme=dark&startParam=...&firstName=...&platform=ios). */
export function parseLaunchQuery(query: Readonly<Record<string, string | undefined>>): ParseResult<LaunchChoice> {
  // An empty first-name field means "not given", as a form submits it.
  const user = resolveHostUser(query.user ?? 'alice', query.firstName || undefined);
  if (!user.ok) return user;
  const language = query.lang ?? user.value.languageCode;
  if (!isLanguage(language)) return fail('lang', 'lang must be en or ru');
  const theme = query.theme ?? 'light';
  if (!isThemeName(theme)) return fail('theme', 'theme must be light or dark');
  const startParam = query.startParam ?? '';
  if (!isStartParamShape(startParam)) return fail('startParam', `startParam must match [A-Za-z0-9_-]{0,${START_PARAM_MAX_LENGTH}}`);
  const platform = query.platform ?? LAUNCH_PLATFORM;
  if (!isLaunchPlatform(platform)) return fail('platform', `platform must be ${LAUNCH_PLATFORMS.join(', ')}`);
  return { ok: true, value: { user: user.value, language, theme, startParam: startParam === '' ? null : startParam, platform } };
}

export function initDataUser(user: HostUser, language: Language): InitDataUser {
  return {
    id: user.id,
    first_name: user.firstName,
    ...(user.lastName ? { last_name: user.lastName } : {}),
    username: user.username,
    language_code: language,
    is_premium: user.isPremium,
    allows_write_to_pm: true,
  };
}

export interface LaunchSigning {
  readonly botToken: string;
  readonly signingKey: KeyObject;
  readonly now: Date;
  readonly queryId: string;
}

export interface Launch {
  /** The app's URL with the launch parameters in its hash: what the iframe loads. */
  readonly url: string;
  readonly initData: string;
  readonly themeParams: ThemeParams;
  readonly theme: ThemeName;
  readonly language: Language;
  readonly startParam: string | null;
  readonly platform: LaunchPlatform;
  readonly user: { readonly key: string; readonly id: number; readonly firstName: string };
}

export function buildLaunch(appUrl: string, choice: LaunchChoice, signing: LaunchSigning): Launch {
  const initData = signInitData({
    botToken: signing.botToken,
    user: initDataUser(choice.user, choice.language),
    authDate: signing.now,
    startParam: choice.startParam ?? undefined,
    queryId: signing.queryId,
    signingKey: signing.signingKey,
  });
  const themeParams = THEMES[choice.theme];
  const params = new URLSearchParams([
    ['tgWebAppData', initData],
    ['tgWebAppVersion', LAUNCH_VERSION],
    ['tgWebAppPlatform', choice.platform],
    ['tgWebAppThemeParams', JSON.stringify(themeParams)],
  ]);
  if (choice.startParam) params.set('tgWebAppStartParam', choice.startParam);
  const base = appUrl.split('#')[0] ?? appUrl;
  return {
    url: `${base}#${params.toString()}`,
    initData,
    themeParams,
    theme: choice.theme,
    language: choice.language,
    startParam: choice.startParam,
    platform: choice.platform,
    user: { key: choice.user.key, id: choice.user.id, firstName: choice.user.firstName },
  };
}
