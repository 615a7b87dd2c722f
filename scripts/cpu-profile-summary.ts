/**
 * Where a process's CPU went, from a V8 CPU profile (`node --cpu-prof`; `npm run load:claims --
 * --cpu-prof <folder>` writes one per sandbox process):
 *
 *   npx tsx scripts/cpu-profile-summary.ts <file.cpuprofile> [--top N] [--per K] [--callers NAME]
 *
 * Prints the busy time (all samples but idle), then that time by area (the package or the
 * project's folder of the code that ran; a native function such as JSON.stringify or a socket
 * write counts for the nearest caller that has a source, so `pg` holds the writes it asks for),
 * then the N functions with the most self time (default 30). `--per K`: each figure also as
 * microseconds per unit of work, K units in the run (the claims the load tool counted).
 * `--callers NAME`: the self time of the functions named NAME (a socket's `writev`), by the area of
 * the nearest caller outside Node's own code (who asked for the write: `pg`, `@hono/node-server`).
 *
 * The samples are wall time on the profiled thread: on a loaded machine a system call that hands
 * the CPU to another process (a socket write that wakes its reader) counts until the thread runs
 * again. Compare with the CPU the load tool measures for the process.
 */
import { readFile } from 'node:fs/promises';

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number };
  readonly children?: readonly number[];
}

interface Profile {
  readonly nodes: readonly ProfileNode[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}

function numberOption(name: string): number | null {
  const index = process.argv.indexOf(`--${name}`);
  if (index < 0) return null;
  const value = Number(process.argv[index + 1]);
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} takes a number, 0 or more`);
  return value;
}

/** The area a source belongs to: a package (scoped ones whole) or the project's top two folders. */
function areaOf(url: string): string {
  const packageMatch = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (packageMatch) return packageMatch[1]!;
  if (url.startsWith('node:')) {
    const name = url.slice('node:'.length);
    if (/^(internal\/)?(http|_http|net|stream|internal\/streams|internal\/stream_base|internal\/net)/.test(name)) return 'node: http, net, streams';
    if (/crypto/.test(name)) return 'node: crypto';
    if (/async_hooks|async_local|internal\/process\/task_queues|internal\/timers|timers/.test(name)) return 'node: async context, timers, ticks';
    return `node: ${name.split('/').slice(0, 2).join('/')}`;
  }
  const project = url.match(/\/(sandbox|domain|adapters|tests|scripts)\/([^/]+)/);
  if (project) return `${project[1]}/${project[2]}`;
  return url === '' ? '(native, no caller with a source)' : url;
}

const file = process.argv[2];
if (file === undefined || file.startsWith('--')) {
  console.error('usage: npx tsx scripts/cpu-profile-summary.ts <file.cpuprofile> [--top N] [--per K]');
  process.exit(2);
}
const top = numberOption('top') ?? 30;
const callersOf = ((): string | null => {
  const index = process.argv.indexOf('--callers');
  return index < 0 ? null : (process.argv[index + 1] ?? null);
})();
const per = numberOption('per');

const profile = JSON.parse(await readFile(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

/** The area of a node: its own source's, or its nearest caller's that has one. */
const areaCache = new Map<number, string>();
function nodeArea(id: number): string {
  const cached = areaCache.get(id);
  if (cached !== undefined) return cached;
  const node = byId.get(id)!;
  const name = node.callFrame.functionName;
  let area: string;
  if (name === '(idle)' || name === '(program)' || name === '(garbage collector)') area = name;
  else if (node.callFrame.url !== '') area = areaOf(node.callFrame.url);
  else {
    const parent = parentOf.get(id);
    area = parent === undefined ? areaOf('') : nodeArea(parent);
  }
  areaCache.set(id, area);
  return area;
}

const selfUs = new Map<number, number>();
for (const [index, sample] of profile.samples.entries()) selfUs.set(sample, (selfUs.get(sample) ?? 0) + (profile.timeDeltas[index] ?? 0));

const areas = new Map<string, number>();
const functions = new Map<string, number>();
let busyUs = 0;
for (const [id, us] of selfUs) {
  const node = byId.get(id)!;
  const area = nodeArea(id);
  if (area === '(idle)') continue;
  busyUs += us;
  areas.set(area, (areas.get(area) ?? 0) + us);
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url === '' ? `(${area})` : `${url.replace(/^.*?\/(node_modules\/|sandbox\/|domain\/|adapters\/|scripts\/|tests\/)/, '$1')}:${String(lineNumber + 1)}`;
  const key = `${functionName || '(anonymous)'} ${where}`;
  functions.set(key, (functions.get(key) ?? 0) + us);
}

const ms = (us: number): string => (us / 1000).toFixed(0).padStart(7);
const share = (us: number): string => `${((100 * us) / busyUs).toFixed(1).padStart(5)} %`;
const perUnit = (us: number): string => (per === null ? '' : `${(us / per).toFixed(1).padStart(8)} µs`);
const row = (us: number, name: string): string => `${ms(us)} ms ${share(us)}${perUnit(us)}  ${name}`;

console.log(`busy ${(busyUs / 1000).toFixed(0)} ms${per === null ? '' : ` (${(busyUs / per).toFixed(1)} µs per unit, ${String(per)} units)`}\n\nby area:`);
for (const [area, us] of [...areas].sort((a, b) => b[1] - a[1])) console.log(row(us, area));
console.log(`\ntop ${String(top)} functions by self time:`);
for (const [name, us] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(row(us, name));

if (callersOf !== null) {
  /** The area of the nearest caller whose source is not Node's own. */
  const callerArea = (id: number): string => {
    for (let at: number | undefined = parentOf.get(id); at !== undefined; at = parentOf.get(at)) {
      const url = byId.get(at)!.callFrame.url;
      if (url !== '' && !url.startsWith('node:')) return areaOf(url);
    }
    return '(no caller outside Node)';
  };
  const callers = new Map<string, number>();
  let total = 0;
  for (const [id, us] of selfUs) {
    if (byId.get(id)!.callFrame.functionName !== callersOf) continue;
    total += us;
    const area = callerArea(id);
    callers.set(area, (callers.get(area) ?? 0) + us);
  }
  console.log(`\n${callersOf}: ${(total / 1000).toFixed(0)} ms, by caller:`);
  for (const [area, us] of [...callers].sort((a, b) => b[1] - a[1])) console.log(row(us, area));
}
