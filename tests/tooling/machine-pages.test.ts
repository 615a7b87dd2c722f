/**
 * The machine pictures of docs/machines/ (npm run machines): current with the machines of domain/,
 * every machine in the index, and drawn from the definition (states, nesting, transitions with
 * events and guards, invoked actors, tags, descriptions).
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { and, fromPromise, not, setup } from 'xstate';
import { describeMachine } from '../../scripts/machine-pages/describe';
import { discoverMachines } from '../../scripts/machine-pages/discover';
import { MACHINE_PAGES_DIR, machinePages } from '../../scripts/machine-pages/generate';
import { machinePage, pageOf } from '../../scripts/machine-pages/render';

const repository = process.cwd();

describe('the committed machine pages', () => {
  it('are what npm run machines draws today (regenerate and commit them after a machine change)', async () => {
    const pages = await machinePages(repository);
    const committed = (await readdir(join(repository, MACHINE_PAGES_DIR))).filter((file) => /\.(html|css)$/.test(file)).sort();
    expect(committed, 'pages of machines that are gone, or new machines without a page').toEqual([...pages.keys()].sort());
    for (const [file, html] of pages) {
      expect(await readFile(join(repository, MACHINE_PAGES_DIR, file), 'utf8'), `${MACHINE_PAGES_DIR}/${file} is stale: run npm run machines`).toBe(html);
    }
  });

  it('list every machine domain/ exports in the index', async () => {
    const found = await discoverMachines(repository);
    // The domain has well over ten machines; a discovery that finds none would make the test above vacuous.
    expect(found.length).toBeGreaterThan(10);
    expect(found.map(({ machine }) => machine.id)).toEqual(expect.arrayContaining(['purchase', 'payment', 'burn', 'miningHome', 'swap', 'send']));
    const index = await readFile(join(repository, MACHINE_PAGES_DIR, 'index.html'), 'utf8');
    for (const { machine } of found) expect(index, `${machine.id} is missing from the index`).toContain(`href="${pageOf(machine.id)}"`);
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
