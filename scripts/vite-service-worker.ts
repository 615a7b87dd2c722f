/**
 * Vite plugin: builds the service worker (adapters/offline/service-worker.ts) into dist/sw.js for
 * production builds, with this build's version and the files of the home's first load to store
 * at install: the entry and what it imports, the styles, both core catalogs, and the chunks every
 * session loads once the first screen is up (the messenger SDK, the HTTP library, the contracts
 * the feature adapters prefetched at idle: adapters/compose.ts prefetchAfterHome; the home's sheets
 * and their `wallet` catalogs: home-sheets.tsx),
 * and the gate and maintenance screens, which boot.tsx loads as chunks of their own.
 * Other screens' chunks are stored the first time they are used.
 */
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { compileScript } from './compile-script';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

const ENTRY = fileURLToPath(new URL('../adapters/offline/service-worker.ts', import.meta.url));
const ALWAYS_LOADED = [
  // The core catalogs, and the one of the home's sheets (stored with them, so they open offline).
  /locales\/[a-z]{2,3}\/(messages|wallet)\.po$/,
  /adapters\/messenger\/telegram\.ts$/,
  /adapters\/http\/(contract\/)?(tokens|swap|send)(-api)?\.ts$/,
  /adapters\/offline\/register\.ts$/,
  /node_modules\/ky\/distribution\/index\.js$/,
  /ui\/screens\/(wallet\/deposit-drawer|wallet-picker\/wallet-picker-sheet)\.tsx$/,
  // First screens other than the home (ui/boot.tsx), stored so they open offline as before.
  /ui\/screens\/(gate\/gate|maintenance\/maintenance)-screen\.tsx$/,
  /ui\/start\.tsx$/,
];

function firstLoadFiles(bundle: OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const files = new Set<string>();
  const add = (fileName: string): void => {
    if (files.has(fileName)) return;
    files.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') for (const imported of chunk.imports) add(imported);
  };
  // A dynamic entry's chunk may have no facade module (Rollup merged shared modules into it).
  const loadedAtStart = (chunk: OutputChunk): boolean =>
    ALWAYS_LOADED.some((pattern) => pattern.test(chunk.facadeModuleId ?? '') || (chunk.isDynamicEntry && chunk.moduleIds.some((id) => pattern.test(id))));
  for (const chunk of chunks) if (chunk.isEntry || loadedAtStart(chunk)) add(chunk.fileName);
  for (const item of Object.values(bundle)) if (item.type === 'asset' && item.fileName.endsWith('.css')) files.add(item.fileName);
  return [...files].sort();
}

export function serviceWorker(): Plugin {
  let base = '/';
  return {
    name: 'switch:service-worker',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    async generateBundle(_options, bundle) {
      const precache = firstLoadFiles(bundle).map((file) => `${base}${file}`);
      const version = createHash('sha256').update(Object.keys(bundle).sort().join('\n')).digest('hex').slice(0, 12);
      const source = await compileScript(ENTRY, { __SW_VERSION__: version, __SW_PRECACHE__: precache });
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
