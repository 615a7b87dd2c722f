// @vitest-environment node
/**
 * The catalogs (lingui.config.ts: the core one and one per lazy feature) must match the source:
 * every message of each catalog's files extracted into it, no stale entry left behind, and every
 * Russian text present. Extraction runs in memory through the Lingui API (no file is written); the
 * fix for a failure is `npm run i18n:extract` and a translation in ui/i18n/locales/ru/.
 *
 * And each catalog must be loaded wherever its messages can show: no file of a feature catalog is
 * part of the first load (it carries the core catalog only), and everything a lazy route's screen
 * imports is covered by the core catalog or the catalogs the route loads.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { beforeAll, describe, expect, it } from 'vitest';
import { featureCatalog, featureCatalogs, type FeatureCatalog } from '../../ui/i18n/feature-catalogs';

type Entry = { message?: string | undefined; translation?: string | undefined; obsolete?: boolean | undefined; origin?: [string, number?][] | undefined };
interface Loaded {
  readonly name: string;
  readonly extracted: Record<string, Entry>;
  readonly catalogs: Record<string, Record<string, Entry>>;
  /** The source files with messages of this catalog, relative to the repository. */
  readonly files: ReadonlySet<string>;
}

const root = process.cwd();
let loaded: Loaded[];

const live = (catalog: Record<string, Entry>) => Object.entries(catalog).filter(([, entry]) => !entry.obsolete);
const describeIds = (ids: string[], source: Record<string, Entry>) => ids.map((id) => source[id]?.message ?? id);
/** ICU argument names ({number}, {0}, ...) a translation must keep. */
// An ICU argument is `{name}` or `{name, type, ...}`; a plural's case bodies (`{Pay # Star}`) are not.
const argumentsOf = (text: string) => [...new Set([...text.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1]))].sort();
const nameOf = (path: string) => path.split('/').pop() ?? path;

beforeAll(async () => {
  const config = getConfig({ cwd: root });
  loaded = await Promise.all(
    (await getCatalogs(config)).map(async (catalog) => {
      const extracted = ((await catalog.collect()) ?? {}) as Record<string, Entry>;
      return {
        name: nameOf(catalog.path),
        extracted,
        catalogs: (await catalog.readAll()) as Record<string, Record<string, Entry>>,
        files: new Set(Object.values(extracted).flatMap((entry) => (entry.origin ?? []).map(([file]) => file))),
      };
    }),
  );
}, 60_000);

const NAMES = ['messages', ...Object.keys(featureCatalogs)];
const catalogNamed = (name: string): Loaded => {
  const found = loaded.find((catalog) => catalog.name === name);
  if (!found) throw new Error(`lingui.config.ts declares no catalog ${name}`);
  return found;
};

describe('the message catalogs', () => {
  it('are the core one and one per feature the app can load, each in en and ru', () => {
    expect(loaded.map((catalog) => catalog.name).sort()).toEqual([...NAMES].sort());
    for (const catalog of loaded) {
      expect(Object.keys(catalog.catalogs).sort(), catalog.name).toEqual(['en', 'ru']);
      expect(Object.keys(catalog.extracted).length, catalog.name).toBeGreaterThan(0);
    }
  });

  describe.each(NAMES)('%s', (name) => {
    it.each(['en', 'ru'])('%s holds every message of the source (run npm run i18n:extract)', (locale) => {
      const { extracted, catalogs } = catalogNamed(name);
      const catalog = catalogs[locale] ?? {};
      const missing = Object.keys(extracted).filter((id) => !catalog[id] || catalog[id].obsolete);
      expect(describeIds(missing, extracted)).toEqual([]);
    });

    it.each(['en', 'ru'])('%s holds no message the source no longer has (run npm run i18n:extract)', (locale) => {
      const { extracted, catalogs } = catalogNamed(name);
      const stale = Object.keys(catalogs[locale] ?? {}).filter((id) => !(id in extracted));
      expect(describeIds(stale, catalogs[locale] ?? {})).toEqual([]);
    });

    it('has a Russian text for every message', () => {
      const { catalogs } = catalogNamed(name);
      const untranslated = live(catalogs.ru ?? {})
        .filter(([, entry]) => !entry.translation?.trim())
        .map(([id]) => id);
      expect(describeIds(untranslated, catalogs.ru ?? {})).toEqual([]);
    });

    it('keeps every placeholder of the English text in the Russian one', () => {
      const { catalogs } = catalogNamed(name);
      const broken = live(catalogs.ru ?? {})
        .filter(([, entry]) => entry.translation && argumentsOf(entry.translation).join() !== argumentsOf(entry.message ?? '').join())
        .map(([, entry]) => `${entry.message} -> ${entry.translation}`);
      expect(broken).toEqual([]);
    });
  });

  it('translate a message found in several catalogs the same way in each', () => {
    const seen = new Map<string, { name: string; translation: string | undefined }>();
    const differing: string[] = [];
    for (const { name, catalogs } of loaded) {
      for (const [id, entry] of live(catalogs.ru ?? {})) {
        const before = seen.get(id);
        if (!before) seen.set(id, { name, translation: entry.translation });
        else if (before.translation !== entry.translation) differing.push(`${entry.message}: ${before.name} "${before.translation}", ${name} "${entry.translation}"`);
      }
    }
    expect(differing).toEqual([]);
  });

  it.each(Object.keys(featureCatalogs) as FeatureCatalog[])('loads the %s catalog of each language from its own file', async (name) => {
    const { catalogs } = catalogNamed(name);
    for (const language of ['en', 'ru'] as const) {
      const { messages } = await featureCatalog(name, language)();
      expect(Object.keys(messages).sort(), `${name} ${language}`).toEqual(live(catalogs[language] ?? {}).map(([id]) => id).sort());
    }
  });
});

/** Relative static imports of a module (not `import type`, not `import()`), resolved to files. */
function staticImports(file: string): string[] {
  const source = readFileSync(resolve(root, file), 'utf8');
  const specifiers = [...source.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm)].map((match) => match[1] ?? '');
  return specifiers.flatMap((specifier) => {
    const base = resolve(root, dirname(file), specifier);
    const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((suffix) => base + suffix).find((path) => /\.tsx?$/.test(path) && canRead(path));
    return found ? [relative(root, found)] : [];
  });
}

function canRead(path: string): boolean {
  try {
    readFileSync(path);
    return true;
  } catch {
    return false;
  }
}

function closure(entries: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    staticImports(file).forEach(visit);
  };
  entries.forEach(visit);
  return seen;
}

/** Each lazy route of ui/routes: the module it loads and the catalogs it (or its layout) loads. */
function lazyRoutes(): { route: string; module: string; catalogs: string[] }[] {
  const routes = new Map<string, { parent: string | undefined; module: string | undefined; catalogs: string[] }>();
  // The app's route files, and every mining feature's (ui/routes/mining/<feature>.ts).
  const routeFiles = [
    ...readdirSync(resolve(root, 'ui/routes'))
      .filter((name) => /-routes?\.ts$/.test(name))
      .map((name) => `ui/routes/${name}`),
    ...readdirSync(resolve(root, 'ui/routes/mining'))
      .filter((name) => /\.ts$/.test(name) && name !== 'feature.ts')
      .map((name) => `ui/routes/mining/${name}`),
  ];
  for (const file of routeFiles) {
    const source = readFileSync(resolve(root, file), 'utf8');
    for (const block of source.split(/export const /).slice(1)) {
      const name = /^(\w+) = createRoute\(/.exec(block)?.[1];
      if (!name) continue;
      const module = /import\('([^']+)'\)/.exec(block)?.[1];
      routes.set(name, {
        parent: /getParentRoute: \(\) => (\w+)/.exec(block)?.[1],
        module: module ? relative(root, resolve(root, dirname(file), `${module}.tsx`)) : undefined,
        catalogs: [.../loadRouteCatalogs\(([^)]*)\)/.exec(block)?.[1]?.matchAll(/'([\w-]+)'/g) ?? []].map((match) => match[1] ?? ''),
      });
    }
  }
  const catalogsOf = (name: string | undefined): string[] => {
    const route = name ? routes.get(name) : undefined;
    return route ? [...route.catalogs, ...catalogsOf(route.parent)] : [];
  };
  return [...routes].flatMap(([route, { module }]) => (module ? [{ route, module, catalogs: catalogsOf(route) }] : []));
}

describe('where the catalogs are loaded', () => {
  /** The feature catalogs covering each file that has messages (a shared file, such as a task's title, may be in two). */
  const featureOfFile = (): Map<string, string[]> => {
    const features = new Map<string, string[]>();
    for (const { name, files } of loaded.filter((catalog) => catalog.name !== 'messages')) for (const file of files) features.set(file, [...(features.get(file) ?? []), name]);
    return features;
  };

  it('leaves every file of a feature catalog out of the first load (main.tsx and the stages it imports)', () => {
    const features = featureOfFile();
    const stages = ['ui/main.tsx', 'ui/boot-stage-libraries.ts', 'ui/boot-stage-schemas.ts', 'ui/start.tsx'];
    const inFirstLoad = [...closure(stages)].filter((file) => features.has(file));
    expect(inFirstLoad.map((file) => `${file} (${(features.get(file) ?? []).join(', ')})`)).toEqual([]);
  });

  it('finds the lazy routes', () => {
    expect(lazyRoutes().map(({ route }) => route)).toEqual(expect.arrayContaining(['miningHomeRoute', 'swapRoute', 'sendTokenRoute', 'refillQrRoute', 'walletRoute']));
  });

  it.each(lazyRoutes().map((route) => [route.route, route] as const))('%s loads the catalog of every file its screen imports', (_, route) => {
    const features = featureOfFile();
    const uncovered = [...closure([route.module])].filter((file) => features.has(file) && !(features.get(file) ?? []).some((name) => route.catalogs.includes(name)));
    expect(uncovered.map((file) => `${file} (${(features.get(file) ?? []).join(', ')})`)).toEqual([]);
  });
});
