/**
 * A TypeScript entry that a test starts as a Node process of its own (the crash run's sandbox
 * lives, the sandbox processes of the PostgreSQL tests and the claims load script), bundled by
 * esbuild into one ES module that Node runs as it is. Started through tsx instead, every process
 * had tsx's loader hooks resolve and load the sandbox's modules one by one: a crash-run life's start
 * cost 5.3 s of CPU that way, 3.9 s from the bundle (docs/decisions/testing.md "The unit, postgres
 * and ui projects' time").
 *
 * The packages stay imports: the bundle is written under the repository's node_modules/.cache, so
 * Node resolves them from that node_modules (PGlite finds its wasm, the store its template cache
 * beside it). The file is named by its content, so a changed source gives a new file and processes
 * of parallel test files share one.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const OUT_DIR = fileURLToPath(new URL('../../node_modules/.cache/switch-node-entries/', import.meta.url));
/** A bundle of an older source is removed once it is this old (a running process may still fork from it). */
const STALE_MS = 60 * 60 * 1000;

const bundles = new Map<string, Promise<string>>();

/** The path of the bundle of `entry` (an absolute path to a .ts file), built once per process. */
export function bundledEntry(entry: string): Promise<string> {
  let bundle = bundles.get(entry);
  if (!bundle) {
    bundle = bundleOnce(entry).catch((error: unknown) => {
      bundles.delete(entry);
      throw error;
    });
    bundles.set(entry, bundle);
  }
  return bundle;
}

async function bundleOnce(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.contents;
  if (!code) throw new Error(`esbuild produced no output for ${entry}`);
  // The folder too: two entries may share a file name.
  const name = `${basename(dirname(entry))}-${basename(entry, '.ts')}`;
  const file = join(OUT_DIR, `${name}-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`);
  if (await stat(file).catch(() => null)) return file;
  await mkdir(OUT_DIR, { recursive: true });
  // Written aside and renamed, so a parallel test file never starts half a bundle.
  const partial = `${file}.${process.pid}.${Date.now()}.partial`;
  await writeFile(partial, code);
  await rename(partial, file);
  await pruneStale(name, file);
  return file;
}

async function pruneStale(name: string, keep: string): Promise<void> {
  const now = Date.now();
  for (const other of await readdir(OUT_DIR).catch(() => [] as string[])) {
    const path = join(OUT_DIR, other);
    if (path === keep || !other.startsWith(`${name}-`)) continue;
    const info = await stat(path).catch(() => null);
    if (info && now - info.mtimeMs > STALE_MS) await rm(path, { force: true });
  }
}
