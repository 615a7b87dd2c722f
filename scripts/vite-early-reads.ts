/**
 * Vite plugin: compiles adapters/http/early-reads-script.ts on its own (esbuild, one small IIFE)
 * and inlines it at the end of index.html's body: after the page's injected configuration and the
 * prerendered home's templates, which it shows before the first paint, and before the app's module
 * script runs (module scripts wait for the whole document). Inline, because a separate file would
 * cost the very round trip it saves.
 *
 * In a build it also hands the script the core catalog chunk of each language (messages.po; the
 * features' catalogs come with their routes), so the catalog the app will ask for first is
 * preloaded alongside the bundle instead of after it.
 */
import { fileURLToPath } from 'node:url';
import { compileScript } from './compile-script';
import type { Plugin } from 'vite';

const ENTRY = fileURLToPath(new URL('../adapters/http/early-reads-script.ts', import.meta.url));
const CATALOG = /locales\/([a-z]{2,3})\/messages\.po$/;

/** The script's code, with `</` escaped so no string in it can close the <script> element. */
export async function compileEarlyReads(catalogs: Readonly<Record<string, string>>, homePath = '/'): Promise<string> {
  return (await compileScript(ENTRY, { __EARLY_CATALOGS__: catalogs, __EARLY_HOME_PATH__: homePath })).replace(/<\//g, '<\\/');
}

export function inlineEarlyReads(): Plugin {
  let base = '/';
  return {
    name: 'switch:inline-early-reads',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        const catalogs: Record<string, string> = {};
        for (const chunk of Object.values(context.bundle ?? {})) {
          const language = chunk.type === 'chunk' ? CATALOG.exec(chunk.facadeModuleId ?? '')?.[1] : undefined;
          if (language) catalogs[language] = `${base}${chunk.fileName}`;
        }
        const script = `<script>${await compileEarlyReads(catalogs, base)}</script>\n`;
        const at = html.lastIndexOf('</body>');
        if (at < 0) throw new Error('index.html has no </body> to put the early reads before');
        return `${html.slice(0, at)}  ${script}  ${html.slice(at)}`;
      },
    },
  };
}
