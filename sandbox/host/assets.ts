/**
 * The page's script and styles. The script is TypeScript (client/main.ts and the pure protocol
 * module it shares with the tests), bundled once per process by esbuild on first request.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

let script: Promise<string> | null = null;
let styles: string | null = null;

async function bundle(): Promise<string> {
  // Loaded on first request only: the host server then starts without esbuild's native binary,
  // and environments that break esbuild's checks (jsdom tests) can still import this module.
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./client/main.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    logLevel: 'silent',
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error('esbuild produced no output for the host page script');
  return output.text;
}

export function hostScript(): Promise<string> {
  if (!script) {
    // A failed build is not cached, so fixing the source and reloading the page is enough.
    script = bundle().catch((error: unknown) => {
      script = null;
      throw error;
    });
  }
  return script;
}

export function hostStyles(): string {
  styles ??= readFileSync(fileURLToPath(new URL('./host.css', import.meta.url)), 'utf8');
  return styles;
}
