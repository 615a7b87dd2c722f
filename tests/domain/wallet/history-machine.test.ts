import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../domain/shared/api-failure';
import type { HistoryEntry } from '../../../domain/wallet/types';
import { selectHistoryView } from '../../../domain/wallet/history-machine';
import { provideHistory } from '../../../domain/wallet/provide';
import { abortError, fakeMainApi, recordingLogger, mainPorts } from '../../support/fake-ports';
import { deferred, type Deferred } from '../../support/deferred';
import { deposits } from '../../support/mothers';

function startHistory(mainApi: ReturnType<typeof fakeMainApi>, logger = recordingLogger()) {
  const actor = createActor(provideHistory({ ...mainPorts(mainApi), logger }), { input: { accountIndex: 0 } }).start();
  return { actor, logger };
}

const settled = (actor: ReturnType<typeof startHistory>['actor']) => waitFor(actor, (s) => !s.matches('loading'));

describe('historyMachine', () => {
  it('pages forward by 10 and stops after a short page', async () => {
    const mainApi = fakeMainApi({ history: { 0: deposits(23) } });
    const { actor } = startHistory(mainApi);
    await settled(actor);
    expect(mainApi.calls.history[0]?.[0]).toEqual({ accountIndex: 0, offset: 0, limit: 10 });
    expect(actor.getSnapshot().context.items).toHaveLength(10);

    actor.send({ type: 'list.loadMore' });
    await settled(actor);
    actor.send({ type: 'list.loadMore' });
    await settled(actor);
    expect(mainApi.calls.history.map(([query]) => query.offset)).toEqual([0, 10, 20]);
    expect(actor.getSnapshot().context.done).toBe(true);
    expect(actor.getSnapshot().context.items.map((e) => e.id)).toEqual(deposits(23).map((e) => e.id));

    actor.send({ type: 'list.loadMore' });
    expect(actor.getSnapshot().context.done).toBe(true);
    expect(mainApi.count('history')).toBe(3);
  });

  it('a full last page is followed by one empty page, then stops', async () => {
    const mainApi = fakeMainApi({ history: { 0: deposits(10) } });
    const { actor } = startHistory(mainApi);
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('settled');
    actor.send({ type: 'list.loadMore' });
    await settled(actor);
    expect(actor.getSnapshot().context.done).toBe(true);
    expect(selectHistoryView(actor.getSnapshot())).toMatchObject({ done: true, loading: false, failed: false });
  });

  it('ignores loadMore while a page is loading', async () => {
    const pages: Deferred<readonly HistoryEntry[]>[] = [];
    const mainApi = fakeMainApi({
      overrides: {
        history: () => {
          const page = deferred<readonly HistoryEntry[]>();
          pages.push(page);
          return page.promise;
        },
      },
    });
    const { actor } = startHistory(mainApi);
    actor.send({ type: 'list.loadMore' });
    actor.send({ type: 'list.loadMore' });
    expect(mainApi.count('history')).toBe(1);
    expect(selectHistoryView(actor.getSnapshot()).loading).toBe(true);

    pages[0]?.resolve(deposits(10));
    await settled(actor);
    actor.send({ type: 'list.loadMore' });
    actor.send({ type: 'list.loadMore' });
    expect(mainApi.count('history')).toBe(2);
  });

  it('a failed page is logged, keeps the entries, and the next loadMore retries the same offset', async () => {
    let failNext = false;
    const base = fakeMainApi({ history: { 0: deposits(15) } });
    const mainApi = fakeMainApi({
      overrides: {
        history: (query, options) => {
          if (failNext) {
            failNext = false;
            return Promise.reject(new ApiError({ type: 'server', status: 502 }));
          }
          return base.history(query, options);
        },
      },
    });
    const { actor, logger } = startHistory(mainApi);
    await settled(actor);

    failNext = true;
    actor.send({ type: 'list.loadMore' });
    await settled(actor);
    expect(actor.getSnapshot().value).toBe('settled');
    expect(actor.getSnapshot().context).toMatchObject({ failure: { type: 'server', status: 502 }, cursor: 10 });
    expect(actor.getSnapshot().context.items).toHaveLength(10);
    expect(logger.lines).toEqual([{ level: 'warn', message: 'history page failed', detail: { type: 'server', status: 502 } }]);

    actor.send({ type: 'list.loadMore' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    await settled(actor);
    expect(mainApi.calls.history.map(([query]) => query.offset)).toEqual([0, 10, 10]);
    expect(actor.getSnapshot().context.items).toHaveLength(15);
    expect(actor.getSnapshot().context.done).toBe(true);
  });

  it('an aborted page is neither logged nor flagged', async () => {
    const mainApi = fakeMainApi({ overrides: { history: () => Promise.reject(abortError()) } });
    const { actor, logger } = startHistory(mainApi);
    await settled(actor);
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(logger.lines).toEqual([]);
  });

  it('drops entries the server repeats when a new one shifts the offsets', async () => {
    const first = deposits(10);
    const second = [...deposits(1, 9), ...deposits(3, 10)];
    const mainApi = fakeMainApi({ overrides: { history: async (query) => (query.offset === 0 ? first : second) } });
    const { actor } = startHistory(mainApi);
    await settled(actor);
    actor.send({ type: 'list.loadMore' });
    await settled(actor);
    expect(actor.getSnapshot().context.items.map((e) => e.id)).toEqual(deposits(13).map((e) => e.id));
  });

  it('aborts the request in flight when stopped', async () => {
    let signal: AbortSignal | undefined;
    const mainApi = fakeMainApi({
      overrides: {
        history: (_query, options) => {
          signal = options?.signal;
          return new Promise(() => {});
        },
      },
    });
    const { actor } = startHistory(mainApi);
    expect(signal?.aborted).toBe(false);
    actor.stop();
    expect(signal?.aborted).toBe(true);
  });
});
