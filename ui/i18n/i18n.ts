/**
 * One Lingui instance per app start (not the global one), so tests can render several languages
 * side by side. Catalogs are imported per language: only the active one is downloaded. The core
 * catalog (`messages`: the home, its frame, the boot screens, shared components) comes with the
 * instance; a lazy feature's catalog joins it when the feature's code is loaded (lingui.config.ts
 * says which files each catalog covers).
 */
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Language } from '../../domain/launch/language';
import type { FeatureCatalog } from './feature-catalogs';

export type { FeatureCatalog } from './feature-catalogs';
type CatalogModule = () => Promise<{ messages: Messages }>;

// Literal paths, so the bundler makes each catalog of each language its own chunk.
const core: Record<Language, CatalogModule> = {
  en: () => import('./locales/en/messages.po'),
  ru: () => import('./locales/ru/messages.po'),
};

/** The table of feature catalogs, fetched with the first of them (feature-catalogs.ts). */
const catalogTable = () => import('./feature-catalogs');

/** Starts fetching the table of feature catalogs, for an idle moment after the home is up. */
export const prefetchCatalogTable = (): void => void catalogTable().catch(() => undefined);

/** The language of each instance this module made (Lingui's `locale` is a plain string). */
const languages = new WeakMap<I18n, Language>();
/** Each instance's feature catalogs, loaded or on their way. */
const loading = new WeakMap<I18n, Map<FeatureCatalog, Promise<void>>>();
/** Each instance's feature catalogs that are in. */
const loaded = new WeakMap<I18n, Set<FeatureCatalog>>();

/** The instance with the core catalog, and these feature catalogs (tests rendering one screen). */
export async function createI18n(language: Language, features: readonly FeatureCatalog[] = []): Promise<I18n> {
  const { messages } = await core[language]();
  const i18n = setupI18n();
  // A copy: Lingui keeps the first object it is given and merges later catalogs into it, which
  // would otherwise grow the module's own export for every instance made after.
  i18n.loadAndActivate({ locale: language, messages: { ...messages } });
  languages.set(i18n, language);
  await loadCatalogs(i18n, features);
  return i18n;
}

/**
 * Merges a feature's catalog into the instance, once; the same promise every time, so a component
 * may suspend on it with React's `use`. A failed download rejects (the caller's error screen shows,
 * as for a failed chunk) and is tried again on the next call.
 */
export function loadCatalog(i18n: I18n, feature: FeatureCatalog): Promise<void> {
  const language = languages.get(i18n);
  if (!language) throw new Error('loadCatalog needs an instance made by createI18n');
  let mine = loading.get(i18n);
  if (!mine) loading.set(i18n, (mine = new Map()));
  let pending = mine.get(feature);
  if (!pending) {
    pending = catalogTable()
      .then(({ featureCatalog }) => featureCatalog(feature, language)())
      .then(
      ({ messages }) => {
        // Merged quietly: i18n.load would emit 'change', and Lingui's provider would then redraw
        // every translated component on screen for messages none of them shows, since whatever
        // shows a feature's messages renders only once its catalog is in (route loaders, the
        // sheets, the banners, staking's slots). On the home that was a whole-screen commit per
        // catalog after the total (docs/decisions/first-load-and-speed.md "The home renders once after its total").
        // `messages` is the active language's object, which Lingui merges into in place (createI18n).
        Object.assign(i18n.messages, messages);
        loaded.set(i18n, (loaded.get(i18n) ?? new Set()).add(feature));
      },
      (error: unknown) => {
        mine.delete(feature);
        throw error;
      },
    );
    mine.set(feature, pending);
  }
  return pending;
}

export const hasCatalog = (i18n: I18n, feature: FeatureCatalog): boolean => loaded.get(i18n)?.has(feature) ?? false;

export async function loadCatalogs(i18n: I18n, features: readonly FeatureCatalog[]): Promise<void> {
  await Promise.all(features.map((feature) => loadCatalog(i18n, feature)));
}
