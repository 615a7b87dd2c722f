/**
 * The configured bot link for "view in bot". The shell hands screens no configuration, so this
 * reads it the way main.tsx does (the page's injected configuration, else the build environment).
 * It cannot fail here: the app only starts once that same configuration parsed.
 */
import { loadConfig } from '../../../adapters/config';

let cached: string | undefined;

export function configuredBotUrl(): string {
  cached ??= loadConfig(typeof window === 'undefined' ? undefined : window.__APP_CONFIG__, import.meta.env).botUrl;
  return cached;
}
