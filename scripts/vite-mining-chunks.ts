/**
 * Vite plugin (build only): writes the mining area's chunk list into the mining prefetch
 * (ui/routes/mining-chunks.ts), so the prefetch can fetch that code without importing any of it
 * (docs/decisions/first-load-and-speed.md "The mining prefetch fetches, never evaluates").
 *
 * The list is every chunk the mining routes and the mining ports' table import lazily (the screens,
 * the ports' adapters with their wire contracts), with everything those import statically, and the
 * mining and purchase catalogs per language; less what the home's start already holds. It is found
 * at renderChunk, where the other chunks' names are Rollup's hash placeholders: Rollup replaces
 * them in the written code and hashes the prefetch's chunk by the names it lists.
 */
import MagicString from 'magic-string';
import type { Plugin, Rollup } from 'vite';
import { MINING_CHUNKS_PLACEHOLDER, type MiningChunks } from '../ui/routes/mining-chunks';

/** The modules whose lazy imports are the mining area: its routes and its ports' table. */
const MINING_ROOTS = /\/(ui\/routes\/(mining-routes|bigpump-route|mining\/[\w-]+)\.tsx?|adapters\/http\/mining-ports\.ts)$/;
/** The mining catalogs (the area's, each feature's) and the purchase screens', by language. */
const MINING_CATALOG = /\/locales\/([a-z]+)\/(mining|mining-[a-z-]+|payment)\.po$/;
/** The app's start: what the home already loaded is not fetched again. */
const START = /\/ui\/(main|start)\.tsx$/;

type Chunks = Record<string, Rollup.RenderedChunk>;
type ModuleInfo = (id: string) => Rollup.ModuleInfo | null;

/** The chunk list, by the file names in `chunks` (placeholders at renderChunk). */
export function miningChunkList(chunks: Chunks, moduleInfo: ModuleInfo, base: string): MiningChunks {
  const byModule = new Map<string, string>();
  for (const [name, chunk] of Object.entries(chunks)) for (const id of chunk.moduleIds) byModule.set(id, name);
  const closure = (names: Iterable<string>, into = new Set<string>()): Set<string> => {
    for (const name of names) {
      if (into.has(name) || !chunks[name]) continue;
      into.add(name);
      closure(chunks[name].imports, into);
    }
    return into;
  };
  // The entry, and the start stages it imports with everything they import statically.
  const start = closure(Object.entries(chunks).filter(([, chunk]) => chunk.moduleIds.some((id) => START.test(id))).map(([name]) => name));
  const lazyOf = (ids: readonly string[]): string[] => ids.map((id) => byModule.get(id)).filter((name): name is string => name !== undefined);
  // The mining home's route first (its screen is the one a tap on Mining opens), then the ports' table.
  const rank = (id: string): number => ['/mining-routes.', '/mining-ports.', '/bigpump-route.'].findIndex((name) => id.includes(name)) >>> 0;
  const roots = [...byModule.keys()]
    .filter((id) => MINING_ROOTS.test(id))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .flatMap((id) => moduleInfo(id)?.dynamicallyImportedIds ?? []);
  const href = (name: string): string => `${base}${chunks[name]?.fileName ?? name}`;
  const code = [...closure(lazyOf(roots))].filter((name) => !start.has(name));
  // Their styles, as Vite's own preload inserts them when the chunk is imported (and then finds them in).
  const styles = [...new Set(code.flatMap((name) => [...((chunks[name] as Rollup.RenderedChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ?? [])]))];
  const catalogs: Record<string, string[]> = {};
  for (const [id, name] of byModule) {
    const [, language] = MINING_CATALOG.exec(id) ?? [];
    if (language && !start.has(name)) (catalogs[language] ??= []).push(href(name));
  }
  return { code: code.map(href), styles: styles.map((file) => `${base}${file}`), catalogs };
}

export function miningChunks(): Plugin {
  let base = '/';
  let written = false;
  const rendered = new Set<string>();
  const allRendered = async (chunks: Chunks): Promise<void> => {
    while (Object.keys(chunks).some((name) => !rendered.has(name))) await new Promise((resolve) => setTimeout(resolve, 10));
  };
  return {
    name: 'switch:mining-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    buildStart() {
      rendered.clear();
      written = false;
    },
    renderChunk: {
      // After Vite's own renderChunk hooks, which record each chunk's styles (viteMetadata).
      order: 'post',
      async handler(code, chunk, _options, meta) {
        rendered.add(chunk.fileName);
        const found = [...code.matchAll(new RegExp(`(["'\`])${MINING_CHUNKS_PLACEHOLDER}\\1`, 'g'))];
        if (found.length === 0) return null;
        if (found.length > 1) this.error(`the mining chunk list's placeholder is in this chunk ${String(found.length)} times; one is replaced, once (ui/routes/mining-chunks.ts)`);
        const at = found[0]?.index ?? 0;
        // Every chunk renders at once: the list waits until the others are past Vite's hooks too.
        await allRendered(meta.chunks);
        const list = miningChunkList(meta.chunks, (id) => this.getModuleInfo(id), base);
        if (list.code.length === 0 || Object.keys(list.catalogs).length === 0) this.error('the mining prefetch found no mining chunk or catalog to list (scripts/vite-mining-chunks.ts)');
        const text = new MagicString(code);
        text.overwrite(at, at + MINING_CHUNKS_PLACEHOLDER.length + 2, JSON.stringify(JSON.stringify(list)));
        written = true;
        return { code: text.toString(), map: text.generateMap({ hires: 'boundary' }) };
      },
    },
    generateBundle() {
      // A build whose prefetch lost its list would fetch nothing ahead, silently.
      if (!written) this.error('the mining prefetch chunk was not found: its list was not written (ui/routes/mining-chunks.ts)');
    },
  };
}
