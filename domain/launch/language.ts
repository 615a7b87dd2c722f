/**
 * Which language the app speaks (seed 000 §1, seed 001 §1): the saved setting first, then the
 * messenger user's language, then the `lang` query parameter; en is the fallback.
 */
export const LANGUAGES = ['en', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'en';

/**
 * Reads one source as a supported language, or null. Language tags arrive in many spellings
 * ('ru', 'RU', 'ru-RU', 'ru_RU'); only the primary subtag decides.
 */
export function toLanguage(value: unknown): Language | null {
  if (typeof value !== 'string') return null;
  const primary = value.trim().toLowerCase().split(/[-_]/, 1)[0];
  return (LANGUAGES as readonly string[]).includes(primary ?? '') ? (primary as Language) : null;
}

/**
 * A source naming an unsupported language (a German messenger user, a corrupt saved value) counts
 * as silent, so the next source decides: a 'de' user who opens a link with lang=ru gets ru.
 */
export function resolveLanguage(input: { saved?: unknown; messengerLanguage?: unknown; queryLanguage?: unknown }): Language {
  return toLanguage(input.saved) ?? toLanguage(input.messengerLanguage) ?? toLanguage(input.queryLanguage) ?? FALLBACK_LANGUAGE;
}
