/**
 * Boost timers (issue 20; seed 001 §4, §9): never negative and never above the duration whatever
 * the clocks do, the random reduction within 1 to 10 s, the preset per code (60000 ms by default),
 * a timer that survives a reload through local storage, and a corrupt stored timer dropped alone.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../../adapters/storage/local-storage';
import {
  boostTimerKey,
  canSpeedUp,
  DEFAULT_BOOST_TIMER_MS,
  timerDurationMs,
  timerFromServer,
  timerLeftMs,
  timerProgress,
  timerReductionMs,
  withTimer,
} from '../../../domain/mining/tasks/timers';
import { restoredTimers } from '../../../domain/mining/tasks/provide';
import { memoryBackend, silentLogger } from '../../support/memory-storage';

const SERVER = Date.UTC(2026, 10, 24, 12, 0, 0);
const iso = (ms: number) => new Date(ms).toISOString();

describe('boost timers', () => {
  it('take the seed’s presets, 60000 ms for any other code', () => {
    expect([timerDurationMs('emoji'), timerDurationMs('cube'), timerDurationMs('yesCoin'), timerDurationMs('bitgetChannel'), timerDurationMs('kombat')]).toEqual([60_000, 55_000, 66_000, 51_000, 58_000]);
    expect(timerDurationMs('unknown')).toBe(DEFAULT_BOOST_TIMER_MS);
    expect(timerDurationMs('toString')).toBe(DEFAULT_BOOST_TIMER_MS);
  });

  it('reduce by 1 to 10 s, whatever the random number', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double({ min: 0, max: 1, maxExcluded: true }), fc.double()), (random) => {
        const reduction = timerReductionMs(random);
        expect(reduction).toBeGreaterThanOrEqual(1000);
        expect(reduction).toBeLessThanOrEqual(10_000);
      }),
    );
  });

  it('never run negative nor above the duration, end at the server’s confirmable time, and progress from 0 to 1', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('duckChain', 'cube', 'emoji', 'other'),
        fc.integer({ min: -120_000, max: 120_000 }),
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: -1e7, max: 1e7 }),
        fc.integer({ min: 0, max: 10_000 }),
        (code, serverLeft, receivedAt, later, reduction) => {
          const timer = timerFromServer(code, { confirmableAt: iso(SERVER + serverLeft), serverTime: iso(SERVER), reductionMs: reduction }, receivedAt);
          const left = timerLeftMs(timer, receivedAt + later);
          expect(left).toBeGreaterThanOrEqual(0);
          expect(left).toBeLessThanOrEqual(timer.durationMs);
          expect(timer.durationMs).toBe(Math.max(0, timerDurationMs(code) - reduction));
          const progress = timerProgress(timer, receivedAt + later);
          expect(progress).toBeGreaterThanOrEqual(0);
          expect(progress).toBeLessThanOrEqual(1);
          if (serverLeft >= 0 && serverLeft <= timer.durationMs) expect(timerLeftMs(timer, receivedAt)).toBe(serverLeft);
          // Asked once: a timer reduced by the server (or run out) offers no second speed-up.
          if (reduction > 0 || serverLeft <= 0) expect(canSpeedUp(timer, receivedAt)).toBe(false);
          else expect(canSpeedUp(timer, receivedAt)).toBe(true);
        },
      ),
    );
  });

  it('survive a reload through local storage; a corrupt stored timer is dropped, the others kept', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ code: fc.constantFrom('duckChain', 'cube', 'emoji'), endsAt: fc.integer({ min: 0, max: 1e13 }), durationMs: fc.integer({ min: 0, max: 66_000 }) })),
        fc.constantFrom('{"code":"kombat","endsAt":-5,"durationMs":1}', '{"code":"kombat"', '"kombat"', '{"code":"<x>","endsAt":1,"durationMs":1}'),
        (timers, corrupt) => {
          const backend = memoryBackend({ 'tasks.timer.kombat': corrupt });
          const first = createLocalStorage(backend, silentLogger());
          const kept = timers.reduce(withTimer, [] as ReturnType<typeof withTimer>);
          for (const timer of kept) first.set(boostTimerKey(timer.code), timer);
          // A new page: a new storage over the same browser storage.
          const restored = restoredTimers(createLocalStorage(backend, silentLogger()));
          const byCode = (a: { code: string }, b: { code: string }) => a.code.localeCompare(b.code);
          expect(restored.sort(byCode)).toEqual([...kept].sort(byCode));
        },
      ),
    );
  });
});
