import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ApiError } from '../../../domain/shared/api-failure';
import { providePolling, type AppVisibility } from '../../../domain/shared/polling';
import { recordingLogger } from '../../support/fake-ports';
import { manualClock } from '../../support/manual-clock';

function fakeVisibility(initially = true) {
  let visible = initially;
  const listeners = new Set<(visible: boolean) => void>();
  const port: AppVisibility & { set(visible: boolean): void; readonly listeners: number } = {
    get visible() {
      return visible;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: (next) => {
      visible = next;
      for (const listener of listeners) listener(next);
    },
    get listeners() {
      return listeners.size;
    },
  };
  return port;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(options: { intervalMs?: number; visible?: boolean; fail?: () => boolean } = {}) {
  const clock = manualClock();
  const visibility = fakeVisibility(options.visible ?? true);
  const logger = recordingLogger();
  const signals: AbortSignal[] = [];
  const poll = (signal: AbortSignal) => {
    signals.push(signal);
    return options.fail?.() ? Promise.reject(new ApiError({ type: 'server', status: 503 })) : Promise.resolve('ok');
  };
  const actor = createActor(providePolling(poll, { visibility, logger }, 'status'), { input: { intervalMs: options.intervalMs ?? 5000 }, clock }).start();
  return { actor, clock, visibility, logger, signals, polls: () => signals.length };
}

describe('the polling actor', () => {
  it('polls at start, then once per interval after each answer', async () => {
    const { clock, polls } = start({ intervalMs: 5000 });
    expect(polls()).toBe(1);
    await flush();
    clock.advance(4999);
    expect(polls()).toBe(1);
    clock.advance(1);
    expect(polls()).toBe(2);
    await flush();
    clock.advance(5000);
    expect(polls()).toBe(3);
  });

  it('pauses while the app is hidden and polls at once when shown again', async () => {
    const { clock, visibility, polls, actor } = start();
    await flush();
    visibility.set(false);
    expect(actor.getSnapshot().value).toBe('paused');
    clock.advance(60_000);
    expect(polls()).toBe(1);
    visibility.set(true);
    expect(polls()).toBe(2);
  });

  it('starting hidden makes no call until shown', () => {
    const { polls, visibility } = start({ visible: false });
    expect(polls()).toBe(0);
    visibility.set(true);
    expect(polls()).toBe(1);
  });

  it('logs a failed poll and keeps polling', async () => {
    const { clock, logger, polls } = start({ fail: () => true });
    await flush();
    expect(logger.lines).toEqual([{ level: 'warn', message: 'status failed', detail: { type: 'server', status: 503 } }]);
    clock.advance(5000);
    expect(polls()).toBe(2);
  });

  it('stopping aborts the call in flight, drops the timer and the visibility subscription', async () => {
    const { actor, clock, visibility, signals, polls } = start();
    actor.stop();
    expect(signals[0]?.aborted).toBe(true);
    expect(visibility.listeners).toBe(0);
    await flush();
    clock.advance(60_000);
    expect(polls()).toBe(1);
  });

  it('whatever the order of hides, shows and time, it never polls while hidden', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(fc.boolean(), fc.integer({ min: 0, max: 20_000 })), { maxLength: 25 }), async (steps) => {
        const { clock, visibility, polls } = start();
        for (const step of steps) {
          if (typeof step === 'boolean') visibility.set(step);
          else {
            const before = polls();
            clock.advance(step);
            if (!visibility.visible) expect(polls()).toBe(before);
          }
          await flush();
        }
      }),
      { numRuns: 50 },
    );
  });
});
