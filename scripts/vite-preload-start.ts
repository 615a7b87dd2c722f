/**
 * Vite plugin (build only): the entry (ui/main.tsx) imports the app (ui/start.tsx) dynamically,
 * after the first paint, so Vite would only start downloading it then. This puts the app's chunks
 * in index.html as <link rel="modulepreload"> and its styles as stylesheets, so they download with
 * the page as before and the prerendered home is styled in its first frame.
 *
 * The chunks are preloaded at low priority: the home's reads, its catalog and its styles are what
 * the first frame and the total need, and on a slow link they should not queue behind the
 * bundle's bytes. Nothing else on the page waits for them.
 */
import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

const START = /ui\/start\.tsx$/;

/** The chunk of ui/start.tsx and everything it imports statically, other than the entry. */
export function startChunks(bundle: Rollup.OutputBundle): Rollup.OutputChunk[] {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  // Its chunk may have no facade (when Rollup puts modules other chunks share in it): found by content.
  const start = chunks.find((chunk) => chunk.isDynamicEntry && chunk.moduleIds.some((id) => START.test(id)));
  if (!start) throw new Error('the build has no chunk for ui/start.tsx');
  const found = new Map<string, Rollup.OutputChunk>();
  const add = (chunk: Rollup.OutputChunk): void => {
    if (found.has(chunk.fileName) || chunk.isEntry) return;
    found.set(chunk.fileName, chunk);
    for (const imported of chunk.imports) {
      const next = bundle[imported];
      if (next?.type === 'chunk') add(next);
    }
  };
  add(start);
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
          ...chunks.map((chunk) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, fetchpriority: 'low', href: `${base}${chunk.fileName}` }, injectTo: 'head' as const })),
        ];
        return { html, tags };
      },
    },
  };
}
