/**
 * Compiles one browser script on its own (a single minified IIFE, outside the app's module graph)
 * for the build plugins that ship one: the inline early-reads script and the service worker.
 */
import { build } from 'esbuild';

/** `defines` are replaced in the code by the JSON of their values. */
export async function compileScript(entry: string, defines: Readonly<Record<string, unknown>>): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    target: 'es2020',
    define: Object.fromEntries(Object.entries(defines).map(([name, value]) => [name, JSON.stringify(value)])),
  });
  return (result.outputFiles[0]?.text ?? '').trim();
}
