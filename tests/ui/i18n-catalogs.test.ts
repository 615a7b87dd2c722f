// @vitest-environment node
/**
 * The catalogs must match the source: every message in ui/ extracted, no stale entry left behind,
 * and every Russian text present. Extraction runs in memory through the Lingui API (no file is
 * written); the fix for a failure is `npm run i18n:extract` and a translation in
 * ui/i18n/locales/ru/messages.po.
 */
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { beforeAll, describe, expect, it } from 'vitest';

type Entry = { message?: string | undefined; translation?: string | undefined; obsolete?: boolean | undefined };

let extracted: Record<string, Entry>;
let catalogs: Record<string, Record<string, Entry>>;

const live = (catalog: Record<string, Entry>) => Object.entries(catalog).filter(([, entry]) => !entry.obsolete);
const describeIds = (ids: string[], source: Record<string, Entry>) => ids.map((id) => source[id]?.message ?? id);
/** ICU argument names ({number}, {0}, ...) a translation must keep. */
const argumentsOf = (text: string) => [...text.matchAll(/\{\s*([\w]+)/g)].map((match) => match[1]).sort();

beforeAll(async () => {
  const config = getConfig({ cwd: process.cwd() });
  const [catalog] = await getCatalogs(config);
  if (!catalog) throw new Error('lingui.config.ts declares no catalog');
  extracted = ((await catalog.collect()) ?? {}) as Record<string, Entry>;
  catalogs = (await catalog.readAll()) as Record<string, Record<string, Entry>>;
}, 60_000);

describe('the message catalogs', () => {
  it('exist for en and ru', () => {
    expect(Object.keys(catalogs).sort()).toEqual(['en', 'ru']);
    expect(Object.keys(extracted).length).toBeGreaterThan(0);
  });

  it.each(['en', 'ru'])('%s holds every message of the source (run npm run i18n:extract)', (locale) => {
    const catalog = catalogs[locale] ?? {};
    const missing = Object.keys(extracted).filter((id) => !catalog[id] || catalog[id].obsolete);
    expect(describeIds(missing, extracted)).toEqual([]);
  });

  it.each(['en', 'ru'])('%s holds no message the source no longer has (run npm run i18n:extract)', (locale) => {
    const stale = Object.keys(catalogs[locale] ?? {}).filter((id) => !(id in extracted));
    expect(describeIds(stale, catalogs[locale] ?? {})).toEqual([]);
  });

  it('has a Russian text for every message', () => {
    const untranslated = live(catalogs.ru ?? {})
      .filter(([, entry]) => !entry.translation?.trim())
      .map(([id]) => id);
    expect(describeIds(untranslated, catalogs.ru ?? {})).toEqual([]);
  });

  it('keeps every placeholder of the English text in the Russian one', () => {
    const broken = live(catalogs.ru ?? {})
      .filter(([, entry]) => entry.translation && argumentsOf(entry.translation).join() !== argumentsOf(entry.message ?? '').join())
      .map(([, entry]) => `${entry.message} -> ${entry.translation}`);
    expect(broken).toEqual([]);
  });
});
