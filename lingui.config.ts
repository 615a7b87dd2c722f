import { defineConfig } from '@lingui/conf';

/**
 * Message catalogs: source text in English, a Russian translation beside it, in .po format (the
 * Lingui default). `npm run i18n:extract` refreshes both catalogs from ui/;
 * tests/ui/i18n-catalogs.test.ts fails when they drift from the source or a Russian text is missing.
 * The Vite plugin compiles the .po files on import, so no compiled catalogs are committed.
 */
export default defineConfig({
  locales: ['en', 'ru'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/ui/i18n/locales/{locale}/messages',
      include: ['<rootDir>/ui'],
    },
  ],
});
