/**
 * `npm run test:changed`: for the inner loop, only the tests a change can affect (README "Test it").
 * The change is everything since the merge base with main, committed or not, and untracked files.
 * Vitest's related mode runs the unit, postgres and ui tests whose imports reach a changed file;
 * the end-to-end tests import no app code (they drive the built app in a browser), so the ones of
 * each touched feature are picked by name: a file under a feature's folders (domain/mining/<f>/,
 * ui/screens/mining/<f>/, sandbox/mining/<f>/, ui/routes/mining/<f>.ts, the contract and adapter
 * <f>.ts or <f>-api.ts) selects tests/e2e/*<f>*.e2e.test.ts. `npm test` stays the gate: a change
 * outside a feature folder (a shared component, the platform) reaches e2e files no name tells.
 * `--list` prints what would run and runs nothing.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const FEATURE_PATTERNS: readonly RegExp[] = [
  /^domain\/mining\/([a-z-]+)\//,
  /^ui\/screens\/mining\/([a-z-]+)\//,
  /^sandbox\/mining\/([a-z-]+)\//,
  /^ui\/routes\/mining\/([a-z-]+)\.ts$/,
  /^adapters\/http\/contract\/mining\/([a-z-]+)\.ts$/,
  /^adapters\/http\/mining\/([a-z-]+?)(?:-api|\.purchase)?\.ts$/,
  /^tests\/e2e\/(?:mining-)?([a-z-]+?)\.e2e\.test\.ts$/,
];

/** The mining features a change touches, by folder or file name (`shared` and the home are not features). */
export function touchedFeatures(files: readonly string[]): string[] {
  const features = new Set<string>();
  for (const file of files) {
    for (const pattern of FEATURE_PATTERNS) {
      const feature = pattern.exec(file)?.[1];
      if (feature && feature !== 'shared' && feature !== 'home') features.add(feature);
    }
  }
  return [...features].sort();
}

/** The end-to-end files whose name holds a touched feature as whole words (`staking` picks staking-sbt, not `take`). */
export function e2eFilesFor(features: readonly string[], e2eFiles: readonly string[]): string[] {
  return e2eFiles.filter((file) => features.some((feature) => `-${file.replace(/\.e2e\.test\.ts$/, '')}-`.includes(`-${feature}-`))).sort();
}

function changedFiles(): string[] {
  const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean);
  const base = git('merge-base', 'HEAD', 'main')[0] ?? 'HEAD';
  return [...new Set([...git('diff', '--name-only', '--diff-filter=d', base), ...git('ls-files', '--others', '--exclude-standard')])].sort();
}

function main(): number {
  const changed = changedFiles().filter((file) => /\.(ts|tsx|css|po)$/.test(file));
  const e2e = e2eFilesFor(
    touchedFeatures(changed),
    readdirSync('tests/e2e').filter((file) => file.endsWith('.e2e.test.ts')),
  ).map((file) => `tests/e2e/${file}`);
  const related = ['vitest', 'related', '--run', '--passWithNoTests', '--project', 'domain', '--project', 'unit', '--project', 'postgres', '--project', 'ui', ...changed];
  const endToEnd = ['vitest', 'run', '--project', 'e2e', ...e2e];
  console.log(`[test:changed] ${changed.length} changed files; end-to-end: ${e2e.join(' ') || 'none'}`);
  if (process.argv.includes('--list')) {
    console.log(changed.join('\n'));
    return 0;
  }
  if (changed.length === 0) return 0;
  const first = spawnSync('npx', related, { stdio: 'inherit' }).status ?? 1;
  const second = e2e.length > 0 ? (spawnSync('npx', endToEnd, { stdio: 'inherit' }).status ?? 1) : 0;
  return first === 0 && second === 0 ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = main();
