// @vitest-environment jsdom
/**
 * When the app's chunks may download (adapters/page/app-chunks.ts): on a first visit after the
 * page's own total is painted or known not to be, never later than the limit; at once when the
 * service worker holds them or the page shows no prerendered home.
 */
import { describe, expect, it } from 'vitest';
import { APP_CHUNK_REL, fetchAppChunks, whenAppMayLoad, type AppLoadPage } from '../../adapters/page/app-chunks';

interface Clocked extends AppLoadPage {
  /** Moves the page's clock; waits due by then resolve. */
  advance(ms: number): Promise<void>;
}

function page(options: { controlled?: boolean; earlyReads?: unknown; startAt?: number } = {}): Clocked {
  let now = options.startAt ?? 100;
  const timers: { at: number; resolve: () => void }[] = [];
  return {
    controlled: options.controlled ?? false,
    earlyReads: options.earlyReads,
    now: () => now,
    wait: (ms) => new Promise<void>((resolve) => timers.push({ at: now + ms, resolve })),
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
  it('waits on a first visit until the page has painted its total', async () => {
    const painted = deferred();
    const first = page({ earlyReads: { settled: painted.promise } });
    const ready = whenAppMayLoad(first, 1_200);
    expect(await isDone(ready)).toBe(false);
    await first.advance(300);
    expect(await isDone(ready)).toBe(false);
    painted.resolve();
    expect(await isDone(ready)).toBe(true);
  });

  it('goes on when the total will not be painted (a failed read)', async () => {
    const failed = deferred();
    const ready = whenAppMayLoad(page({ earlyReads: { settled: failed.promise } }), 1_200);
    failed.reject(new Error('offline'));
    expect(await isDone(ready)).toBe(true);
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
