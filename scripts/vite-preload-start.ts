/**
 * Vite plugin (build only): the entry (ui/main.tsx) imports the app (ui/start.tsx) dynamically,
 * in stages. This lists the app's chunks in index.html as <link rel="app-chunk"> (not fetched until
 * the entry turns them into modulepreloads: adapters/page/app-chunks.ts), so they then download
 * in parallel rather than one stage after another, and puts the app's styles in as stylesheets,
 * so the prerendered home is styled in its first frame.
 *
 * The chunks are preloaded at low priority: the home's reads, its catalog and its styles are what
 * the first frame and the total need. Nothing else on the page waits for them.
 */
import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';
import { APP_CHUNK_REL } from '../adapters/page/app-chunks';

const ENTRY = /ui\/main\.tsx$/;

/**
 * The chunks the entry (ui/main.tsx) imports dynamically (React, the evaluation stages, the app's
 * start.tsx) and everything they import statically, other than the entry itself.
 */
export function startChunks(bundle: Rollup.OutputBundle): Rollup.OutputChunk[] {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.moduleIds.some((id) => ENTRY.test(id)));
  if (!entry) throw new Error('the build has no entry chunk for ui/main.tsx');
  const found = new Map<string, Rollup.OutputChunk>();
  const add = (chunk: Rollup.OutputChunk): void => {
    if (found.has(chunk.fileName) || chunk.isEntry) return;
    found.set(chunk.fileName, chunk);
    for (const imported of chunk.imports) {
      const next = bundle[imported];
      if (next?.type === 'chunk') add(next);
    }
  };
  for (const stage of entry.dynamicImports) {
    const chunk = bundle[stage];
    if (chunk?.type === 'chunk') add(chunk);
  }
  if (!chunks.some((chunk) => found.has(chunk.fileName) && chunk.moduleIds.some((id) => /ui\/start\.tsx$/.test(id)))) throw new Error('the entry does not import ui/start.tsx');
  return [...found.values()];
}

export function preloadStart(): Plugin {
  let base = '/';
  return {
    name: 'switch:preload-start',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        const chunks = startChunks(context.bundle);
        const styles = new Set(chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]));
        const tags: HtmlTagDescriptor[] = [
          ...[...styles].filter((file) => !html.includes(file)).map((file) => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `${base}${file}` }, injectTo: 'head' as const })),
          // Listed, not fetched: the entry turns them into modulepreloads when the page lets it.
          ...chunks.map((chunk) => ({ tag: 'link', attrs: { rel: APP_CHUNK_REL, crossorigin: true, fetchpriority: 'low', href: `${base}${chunk.fileName}` }, injectTo: 'head' as const })),
        ];
        return { html, tags };
      },
    },
  };
}
