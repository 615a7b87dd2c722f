/**
 * The mining prefetch's pace and means (ui/routes/mining-prefetch.ts, issue 36): it waits for a
 * few quiet seconds (or a second after the user's last input), fetches a few files per idle
 * moment, stops while the user interacts, and only ever inserts links: it imports no module of
 * the mining area, so none is evaluated before a tap.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { miningChunkHrefs } from '../../ui/routes/mining-chunks';
import { PREFETCH_IN_FLIGHT, PREFETCH_RESUME_QUIET_MS, PREFETCH_SLICE, PREFETCH_START_QUIET_MS, prefetchInSlices, type PrefetchPage } from '../../ui/routes/mining-prefetch';
import { MINING_PREFETCHED_MARK } from '../../ui/routes/mining-prefetched-mark';

/** A page on a clock the test moves; idle moments come when the test says so. */
function fakePage(options: { readonly hold?: boolean } = {}) {
  let now = 0;
  let input: number | null = null;
  const timers: { at: number; resolve: () => void }[] = [];
  let idle: (() => void)[] = [];
  const links: { href: string; kind: string; at: number }[] = [];
  /** With `hold`, each link's load, ended by the test. */
  const held: (() => void)[] = [];
  const marks: string[] = [];
  const page: PrefetchPage = {
    now: () => now,
    wait: (ms) => new Promise((resolve) => timers.push({ at: now + ms, resolve })),
    idle: () => new Promise((resolve) => idle.push(resolve)),
    lastInput: () => input,
    link: (href, kind) => {
      links.push({ href, kind, at: now });
      return options.hold ? new Promise((resolve) => held.push(resolve)) : Promise.resolve();
    },
    mark: (name) => void marks.push(name),
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    page,
    links,
    held,
    marks,
    /** Moves the clock, firing each timer due on the way at its own time. */
    async advance(ms: number) {
      const target = now + ms;
      for (let due = timers.find((t) => t.at <= target); due; due = timers.find((t) => t.at <= target)) {
        timers.splice(timers.indexOf(due), 1);
        now = Math.max(now, due.at);
        due.resolve();
        await settle();
      }
      now = target;
      await settle();
    },
    async runIdle() {
      const due = idle;
      idle = [];
      for (const resolve of due) resolve();
      await settle();
    },
    input() {
      input = now;
    },
  };
}

const files = (count: number) => Array.from({ length: count }, (_, index) => ({ href: `/assets/chunk-${String(index)}.js`, kind: 'module' as const }));

describe('prefetchInSlices', () => {
  it('starts after a few quiet seconds, a slice per idle moment, and marks the end', async () => {
    const fake = fakePage();
    const done = prefetchInSlices(files(PREFETCH_SLICE * 2 + 1), fake.page);
    await fake.runIdle();
    await fake.advance(PREFETCH_START_QUIET_MS - 1);
    await fake.runIdle();
    expect(fake.links, 'nothing before the quiet seconds').toEqual([]);
    await fake.advance(1);
    expect(fake.links, 'nothing before an idle moment').toEqual([]);
    await fake.runIdle();
    expect(fake.links).toHaveLength(PREFETCH_SLICE);
    await fake.runIdle();
    expect(fake.links).toHaveLength(PREFETCH_SLICE * 2);
    expect(fake.marks).toEqual([]);
    await fake.runIdle();
    await done;
    expect(fake.links.map((link) => link.href)).toEqual(files(PREFETCH_SLICE * 2 + 1).map((file) => file.href));
    expect(fake.marks).toEqual([MINING_PREFETCHED_MARK]);
  });

  it('starts a second after the first input, and waits again while the user interacts', async () => {
    const fake = fakePage();
    const done = prefetchInSlices(files(PREFETCH_SLICE * 2), fake.page);
    await fake.advance(500);
    fake.input();
    await fake.advance(PREFETCH_RESUME_QUIET_MS - 1);
    await fake.runIdle();
    expect(fake.links).toEqual([]);
    await fake.advance(1);
    await fake.runIdle();
    expect(fake.links, 'well before the quiet seconds of a page without input').toHaveLength(PREFETCH_SLICE);
    // A tap: the next slice waits for a second without input, whatever idle moments come meanwhile.
    fake.input();
    await fake.runIdle();
    await fake.advance(PREFETCH_RESUME_QUIET_MS / 2);
    await fake.runIdle();
    expect(fake.links).toHaveLength(PREFETCH_SLICE);
    await fake.advance(PREFETCH_RESUME_QUIET_MS / 2);
    await fake.runIdle();
    await done;
    expect(fake.links).toHaveLength(PREFETCH_SLICE * 2);
  });

  it('keeps at most two slices on their way: the next waits for one of them to load', async () => {
    const fake = fakePage({ hold: true });
    const done = prefetchInSlices(files(PREFETCH_IN_FLIGHT * 2), fake.page);
    await fake.advance(PREFETCH_START_QUIET_MS);
    for (let moment = 0; moment < 5; moment += 1) await fake.runIdle();
    expect(fake.links).toHaveLength(PREFETCH_IN_FLIGHT);
    fake.held.shift()?.();
    await fake.runIdle();
    await fake.runIdle();
    expect(fake.links).toHaveLength(PREFETCH_IN_FLIGHT + PREFETCH_SLICE);
    expect(fake.marks, 'not marked while files are on their way').toEqual([]);
    while (fake.links.length < PREFETCH_IN_FLIGHT * 2 || fake.held.length) {
      for (const resolve of fake.held.splice(0)) resolve();
      await fake.runIdle();
    }
    await done;
    expect(fake.marks).toEqual([MINING_PREFETCHED_MARK]);
  });
});

describe('what the prefetch fetches', () => {
  const list = JSON.stringify({ code: ['/assets/mining-screen-a.js'], styles: ['/assets/mining-screen-b.css'], catalogs: { en: ['/assets/mining-c.js'], ru: ['/assets/mining-d.js'] } });

  it("the build's list: the catalogs of the user's language, then the code, and the style sheets", () => {
    expect(miningChunkHrefs('ru', list)).toEqual({ modules: ['/assets/mining-d.js', '/assets/mining-screen-a.js'], styles: ['/assets/mining-screen-b.css'] });
  });

  it('nothing where the build wrote no list (development server, tests)', () => {
    expect(miningChunkHrefs('en')).toEqual({ modules: [], styles: [] });
  });

  it('imports no module at run time: fetching is all it does (an import() would evaluate the mining area in a long task)', async () => {
    for (const file of ['ui/routes/mining-prefetch.ts', 'ui/routes/mining-chunks.ts']) {
      const source = (await readFile(file, 'utf8')).replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      expect(source, `${file} calls import()`).not.toMatch(/\bimport\s*\(/);
      const imports = [...source.matchAll(/^import\s+(?!type\b)[^;]*from\s+'([^']+)'/gm)].map((match) => match[1]);
      expect(imports.filter((path) => !['./mining-chunks', './mining-prefetched-mark'].includes(path ?? '')), `${file} imports a module`).toEqual([]);
    }
  });
});
