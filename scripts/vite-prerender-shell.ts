/**
 * Vite plugin (build only): renders the wallet home's first frame with react-dom/server
 * (ui/shell/render-shell.tsx, loaded through a Vite SSR loader with the app's own plugins, so the
 * Lingui macros and catalogs compile as in the app) and writes it into index.html as one
 * <template> per language. The inline early-reads script shows the launched user's one before the
 * first paint (adapters/page/early-shell.ts), so the home's frame needs no JavaScript to appear.
 *
 * Templates, not markup in #root: the page cannot know the language, the path or whether the app
 * will show its home at all (gate, maintenance) before a script has read the launch, and an empty
 * root is the safe default when no script runs.
 */
import { fileURLToPath } from 'node:url';
import { createServer, type Plugin } from 'vite';
import { SHELL_PART_ATTRIBUTE } from '../adapters/page/early-shell';
import { LANGUAGES } from '../domain/launch/language';
import type { RenderedShell } from '../ui/shell/render-shell';

const CONFIG_FILE = fileURLToPath(new URL('../vite.config.ts', import.meta.url));
const RENDERER = '/shell/render-shell.tsx';

/**
 * The router's server rendering adds an inline scroll-restoration script; inside a template it
 * would run when the shell is shown, and a content security policy would rightly refuse it. The
 * browser needs none for a first frame.
 */
export function withoutScripts(html: string): string {
  const stripped = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
  if (/<script\b|\son[a-z]+=/i.test(stripped)) throw new Error('the prerendered home must carry no script and no inline event handler');
  return stripped;
}

/** The shells' templates, one home and one total per language. */
export async function renderShellTemplates(): Promise<string> {
  const server = await createServer({
    configFile: CONFIG_FILE,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { renderShell } = (await server.ssrLoadModule(RENDERER)) as { renderShell: (language: string) => Promise<RenderedShell> };
    const templates: string[] = [];
    for (const language of LANGUAGES) {
      const { home, total } = await renderShell(language);
      templates.push(`<template ${SHELL_PART_ATTRIBUTE}="home" lang="${language}">${withoutScripts(home)}</template>`);
      templates.push(`<template ${SHELL_PART_ATTRIBUTE}="total" lang="${language}">${withoutScripts(total)}</template>`);
    }
    return templates.join('\n    ');
  } finally {
    await server.close();
  }
}

export function prerenderShell(): Plugin {
  return {
    name: 'switch:prerender-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'pre',
      async handler(html) {
        const at = html.indexOf('</body>');
        if (at < 0) throw new Error('index.html has no </body> to put the prerendered home before');
        return `${html.slice(0, at)}  ${await renderShellTemplates()}\n  ${html.slice(at)}`;
      },
    },
  };
}
