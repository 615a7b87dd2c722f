/**
 * One Lingui instance per app start (not the global one), so tests can render several languages
 * side by side. Catalogs are imported per language: only the active one is downloaded.
 */
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Language } from '../../domain/launch/language';

const catalogs: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('./locales/en/messages.po'),
  ru: () => import('./locales/ru/messages.po'),
};

export async function createI18n(language: Language): Promise<I18n> {
  const { messages } = await catalogs[language]();
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale: language, messages });
  return i18n;
}
