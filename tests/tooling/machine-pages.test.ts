/**
 * The machine pictures (npm run machines draws them into docs/machines/, which git ignores: they are
 * derived, never committed): every machine domain/ exports is found, drawn whole and linked from
 * the index, and each is drawn from the definition (states, nesting, transitions with events and
 * guards, invoked actors, tags, descriptions). Drift is checked against the machines themselves.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { and, fromPromise, not, setup, type AnyStateNode } from 'xstate';
import { describeMachine } from '../../scripts/machine-pages/describe';
import { discoverMachines } from '../../scripts/machine-pages/discover';
import { machinePages } from '../../scripts/machine-pages/generate';
import { machinePage, pageOf } from '../../scripts/machine-pages/render';

const repository = process.cwd();

function stateKeys(node: AnyStateNode): string[] {
  return Object.values(node.states).flatMap((child) => [child.key, ...stateKeys(child)]);
}

describe('the machine pages npm run machines draws', () => {
  it('cover every machine domain/ exports: each has its page with every one of its states, and the index links it', async () => {
    const found = await discoverMachines(repository);
    // The domain has well over ten machines; a discovery that finds none would make this test vacuous.
    expect(found.length).toBeGreaterThan(10);
    expect(found.map(({ machine }) => machine.id)).toEqual(expect.arrayContaining(['purchase', 'payment', 'burn', 'miningHome', 'swap', 'send']));
    const pages = await machinePages(repository);
    expect([...pages.keys()].sort(), 'one page per machine, the index and the stylesheet').toEqual(
      [...found.map(({ machine }) => pageOf(machine.id)), 'index.html', 'machines.css'].sort(),
    );
    const index = pages.get('index.html') ?? '';
    for (const { machine } of found) {
      expect(index, `${machine.id} is missing from the index`).toContain(`href="${pageOf(machine.id)}"`);
      const page = pages.get(pageOf(machine.id)) ?? '';
      for (const key of stateKeys(machine.root)) expect(page, `${machine.id}: state ${key} is not drawn`).toContain(key);
    }
  });

  it('miss no machine: every module of domain/ that creates a machine exports it or a factory of machines', async () => {
    const discovered = new Set((await discoverMachines(repository)).map(({ module }) => module));
    const entries = await readdir(join(repository, 'domain'), { recursive: true, withFileTypes: true });
    const creating: string[] = [];
    for (const entry of entries) {
      if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
      const path = join(entry.parentPath, entry.name);
      if ((await readFile(path, 'utf8')).includes('createMachine(')) creating.push(path);
    }
    expect(creating.length).toBeGreaterThan(10);
    for (const path of creating) {
      const module = relative(repository, path).split('\\').join('/');
      if (discovered.has(module)) continue;
      const exports = (await import(pathToFileURL(path).href)) as Record<string, unknown>;
      const factories = Object.entries(exports).filter(([name, value]) => typeof value === 'function' && /Machine$/.test(name));
      expect(factories, `${module} creates a machine but exports neither it nor a factory named ...Machine`).not.toEqual([]);
    }
  });

  it('are the same on every run, so a review can compare two drawings', async () => {
    expect(await machinePages(repository)).toEqual(await machinePages(repository));
  });
});

describe('a machine picture', () => {
  const child = setup({}).createMachine({ id: 'child', initial: 'idle', states: { idle: {} } });
  const machine = setup({
    types: {} as { events: { type: 'go' } | { type: 'stop' } },
    actors: { load: fromPromise(async () => 1), child },
    guards: { ready: () => true, allowed: () => true },
    delays: { patience: 500 },
  }).createMachine({
    id: 'sample',
    initial: 'loading',
    states: {
      loading: {
        description: 'Loads the thing.',
        tags: ['busy'],
        invoke: { src: 'load', onDone: 'running', onError: 'failed' },
      },
      running: {
        type: 'parallel',
        invoke: { src: 'child', id: 'kid' },
        states: {
          left: { initial: 'a', states: { a: { on: { go: { guard: and(['ready', not('allowed')]), target: 'b' } } }, b: { after: { 1000: 'a' } } } },
          right: { initial: 'c', states: { c: { always: { guard: ({ context }) => context === undefined, target: '#sample.failed' } } } },
        },
        on: { stop: { target: 'done', guard: 'ready' } },
      },
      failed: { after: { patience: 'loading' } },
      done: { type: 'final' },
    },
  });
  const html = machinePage(describeMachine(machine, 'domain/sample.ts', 'sampleMachine', (logic) => (logic === child ? 'child' : null)));

  it('draws nested and parallel states, tags, descriptions and the initial and final states', () => {
    for (const text of ['loading', 'running', 'left', 'right', 'Loads the thing.', '<span class="tag">busy</span>', 'class="state parallel"', 'class="state final"', 'class="state atomic initial"']) {
      expect(html).toContain(text);
    }
  });

  it('draws transitions with their events, guards and targets, done, error, delayed and eventless ones included', () => {
    for (const text of ['done · load', 'error · load', 'after 1000 ms', 'after patience', 'always', '[and(ready, not(allowed))]', '[ready]', '[inline condition]', '→ b', '→ failed', '→ done']) {
      expect(html).toContain(text);
    }
  });

  it('draws invoked actors, linking a child machine to its page', () => {
    expect(html).toContain('invokes <code>load</code>');
    expect(html).toContain('<a href="child.html">machine child</a>');
    expect(html).toContain('as <code>kid</code>');
  });
});
