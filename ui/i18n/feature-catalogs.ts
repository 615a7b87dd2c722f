/**
 * Every feature catalog of every language, found by the bundler (each its own chunk), so a new
 * feature's catalog needs no line here: './locales/<language>/<catalog>.po'. This table is a chunk
 * of its own, fetched with the first feature catalog (or at an idle moment after the home): the
 * home's first load carries none of it however many features there are.
 */
import type { Messages } from '@lingui/core';
import type { Language } from '../../domain/launch/language';
import type { FEATURE_CATALOGS } from '../../lingui.config';

// The mining features' catalogs are found by folder (lingui.config.ts); the spread there loses their
// template-literal keys, so they are named here.
export type FeatureCatalog = keyof typeof FEATURE_CATALOGS | `mining-${string}`;
export type CatalogModule = () => Promise<{ messages: Messages }>;

const catalogFiles: Record<string, CatalogModule> = import.meta.glob<{ messages: Messages }>(['./locales/*/*.po', '!./locales/*/messages.po']);

const found: Record<string, Record<Language, CatalogModule>> = {};
for (const [file, load] of Object.entries(catalogFiles)) {
  const [, language, feature] = /^\.\/locales\/([a-z]+)\/([a-z-]+)\.po$/.exec(file) ?? [];
  if (language && feature) (found[feature] ??= {} as Record<Language, CatalogModule>)[language as Language] = load;
}

/** By catalog and language; tests may replace an entry to make a download fail. */
export const featureCatalogs = found as Record<FeatureCatalog, Record<Language, CatalogModule>>;

export function featureCatalog(feature: FeatureCatalog, language: Language): CatalogModule {
  const load = (featureCatalogs as Partial<typeof featureCatalogs>)[feature]?.[language];
  if (!load) throw new Error(`no message catalog '${feature}' in ${language} (lingui.config.ts FEATURE_CATALOGS)`);
  return load;
}
