// @vitest-environment jsdom
/**
 * When the app's chunks may download (adapters/page/app-chunks.ts): on a first visit after the
 * page's own total is painted or known not to be, never later than the limit; at once when the
 * service worker holds them or the page shows no prerendered home.
 */
import { describe, expect, it } from 'vitest';
import { APP_CHUNK_REL, fetchAppChunks, PRESENTED_WAIT_MS, whenAppMayLoad, type AppLoadPage } from '../../adapters/page/app-chunks';

interface Clocked extends AppLoadPage {
  /** Moves the page's clock; waits due by then resolve. */
  advance(ms: number): Promise<void>;
}

interface Presenting extends Clocked {
  /** How often the entry asked whether the painted figure is on screen. */
  readonly askedPresented: number;
  /** The browser shows the frame with the figure. */
  show(): void;
}

function page(options: { controlled?: boolean; earlyReads?: unknown; startAt?: number } = {}): Presenting {
  let now = options.startAt ?? 100;
  const timers: { at: number; resolve: () => void }[] = [];
  let asked = 0;
  const shown: (() => void)[] = [];
  const wait = (ms: number) => new Promise<void>((resolve) => timers.push({ at: now + ms, resolve }));
  return {
    controlled: options.controlled ?? false,
    earlyReads: options.earlyReads,
    now: () => now,
    wait,
    presented: (limitMs) => {
      asked += 1;
      return Promise.race([new Promise<void>((resolve) => shown.push(resolve)), wait(limitMs)]);
    },
    get askedPresented() {
      return asked;
    },
    show: () => shown.splice(0).forEach((resolve) => resolve()),
    async advance(ms) {
      now += ms;
      for (const timer of timers.filter((t) => t.at <= now)) timer.resolve();
      await Promise.resolve();
    },
  };
}

/** Whether the promise has resolved after the pending microtasks ran. */
async function isDone(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  return done;
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe('whenAppMayLoad', () => {
  it('waits on a first visit until the page has painted its total and the browser shows it', async () => {
    const painted = deferred();
    const registry: { settled: Promise<void>; total?: object } = { settled: painted.promise };
    const first = page({ earlyReads: registry });
    const ready = whenAppMayLoad(first, 1_200);
    expect(await isDone(ready)).toBe(false);
    await first.advance(300);
    expect(await isDone(ready)).toBe(false);
    registry.total = { accountIndex: 0, totalBalanceUsd: '12.5' };
    painted.resolve();
    expect(await isDone(ready)).toBe(false);
    expect(first.askedPresented).toBe(1);
    first.show();
    expect(await isDone(ready)).toBe(true);
  });

  it('does not wait for the screen longer than a short limit once the figure is in the page', async () => {
    const registry = { settled: Promise.resolve(), total: { accountIndex: 0, totalBalanceUsd: '1' } };
    const first = page({ earlyReads: registry });
    const ready = whenAppMayLoad(first, 1_200);
    expect(await isDone(ready)).toBe(false);
    await first.advance(PRESENTED_WAIT_MS);
    expect(await isDone(ready)).toBe(true);
  });

  it('goes on at once when the total will not be painted (a failed or malformed read)', async () => {
    const failed = deferred();
    const failing = page({ earlyReads: { settled: failed.promise } });
    const ready = whenAppMayLoad(failing, 1_200);
    failed.reject(new Error('offline'));
    expect(await isDone(ready)).toBe(true);
    // Settled without a figure: nothing was painted, nothing to see on screen.
    const malformed = page({ earlyReads: { settled: Promise.resolve() } });
    expect(await isDone(whenAppMayLoad(malformed, 1_200))).toBe(true);
    expect(failing.askedPresented + malformed.askedPresented).toBe(0);
  });

  it('never waits past the limit, counted from navigation start', async () => {
    const silent = page({ earlyReads: { settled: new Promise(() => undefined) }, startAt: 400 });
    const ready = whenAppMayLoad(silent, 1_200);
    await silent.advance(799);
    expect(await isDone(ready)).toBe(false);
    await silent.advance(1);
    expect(await isDone(ready)).toBe(true);
    expect(await isDone(whenAppMayLoad(page({ earlyReads: { settled: new Promise(() => undefined) }, startAt: 1_300 }), 1_200))).toBe(true);
  });

  it('does not wait when the service worker holds the chunks or the page shows no prerendered home', async () => {
    const never = new Promise<void>(() => undefined);
    expect(await isDone(whenAppMayLoad(page({ controlled: true, earlyReads: { settled: never } })))).toBe(true);
    for (const earlyReads of [undefined, null, {}, { settled: 'soon' }, 'garbage']) expect(await isDone(whenAppMayLoad(page({ earlyReads })))).toBe(true);
  });
});

describe('fetchAppChunks', () => {
  it('turns the listed chunks into modulepreloads, and only those', () => {
    document.head.innerHTML = `<link rel="${APP_CHUNK_REL}" href="/assets/a.js"><link rel="${APP_CHUNK_REL}" href="/assets/b.js"><link rel="stylesheet" href="/assets/c.css">`;
    fetchAppChunks(document);
    expect([...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.getAttribute('href')}`)).toEqual([
      'modulepreload /assets/a.js',
      'modulepreload /assets/b.js',
      'stylesheet /assets/c.css',
    ]);
  });
});
