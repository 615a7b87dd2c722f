/**
 * The create-coin task's machine (issue 20): a text naming no hash is refused before anything is
 * sent; a hash in any pasted form is sent normalised, one key per press, a double tap sending
 * nothing more; each counted coin clears the field for the next, the fifth ends the flow; the
 * server's refusals are typed, and the flow opens done when every coin is counted.
 */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { selectCreateCoinView } from '../../../domain/mining/tasks/create-coin/machine';
import type { CoinCounted, CreateCoinApi } from '../../../domain/mining/tasks/create-coin/port';
import { provideCreateCoin } from '../../../domain/mining/tasks/create-coin/provide';
import { ApiError } from '../../../domain/shared/api-failure';
import { deferred, type Deferred } from '../../support/deferred';
import { fakePort } from '../../support/fake-port';
import { aTask, aUserMining } from '../../support/mothers';

const HASH = '0f'.repeat(32);
const refused = (code: string, status = 409) => new ApiError({ type: 'rejected', status, code, message: code });
const counted = (doneAmount: number, ticker = 'MCAT'): CoinCounted => ({
  ...aUserMining({ speed: String(1 + doneAmount) }),
  coin: { hash: HASH, name: 'Moon Cat', ticker, createdAt: '2025-04-01T12:00:00.000Z' },
  task: aTask({ code: 'bigpumpCreateCoin', type: 'bigpump', doneAmount, maxAmount: 5, isCompleted: doneAmount >= 5 }),
});

function start(doneAmount = 0) {
  const calls: { hash: string; key: string; answer: Deferred<CoinCounted> }[] = [];
  const api = fakePort<CreateCoinApi>('createCoinApi', {
    checkHash: (hash, { idempotencyKey }) => {
      const next = deferred<CoinCounted>();
      calls.push({ hash, key: idempotencyKey, answer: next });
      return next.promise;
    },
  });
  const seen: CoinCounted[] = [];
  let keys = 0;
  const actor = createActor(provideCreateCoin(api, (answer) => seen.push(answer), { newIdempotencyKey: () => `key-${String(++keys)}` }), { input: { doneAmount, maxAmount: 5 } }).start();
  const last = () => {
    const call = calls.at(-1);
    if (!call) throw new Error('no call');
    return call;
  };
  const type = (value: string) => actor.send({ type: 'hash.change', value });
  return { actor, calls, seen, last, type, view: () => selectCreateCoinView(actor.getSnapshot()) };
}

describe('createCoinMachine', () => {
  it('refuses a text naming no hash without sending; sends a pasted link’s hash normalised, once per press', async () => {
    const { actor, calls, seen, last, type, view } = start();
    for (const text of ['', '   ', '<script>', HASH.slice(1), `${HASH}!`]) {
      type(text);
      actor.send({ type: 'hash.submit' });
      expect(view().failure).toEqual({ type: 'invalid-hash' });
    }
    expect(calls).toHaveLength(0);
    type(`  https://tonviewer.com/transaction/${HASH.toUpperCase()}  `);
    expect(view().failure).toBeNull();
    actor.send({ type: 'hash.submit' });
    actor.send({ type: 'hash.submit' }); // a double tap sends nothing more
    expect(view()).toMatchObject({ busy: true, step: 'editing' });
    expect(calls.map((call) => [call.hash, call.key])).toEqual([[HASH, 'key-1']]);
    last().answer.resolve(counted(1));
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(view()).toMatchObject({ step: 'editing', text: '', failure: null, doneAmount: 1, counted: { name: 'Moon Cat', ticker: 'MCAT' } });
    expect(seen.map((answer) => answer.task.doneAmount)).toEqual([1]);
  });

  it('types the server’s refusals and keeps the text to correct', async () => {
    const { actor, last, type, view } = start(1);
    for (const code of ['unknown-coin', 'coin-not-yours', 'coin-before-mining', 'coin-counted', 'coins-done']) {
      type(HASH);
      actor.send({ type: 'hash.submit' });
      last().answer.reject(refused(code, code === 'unknown-coin' ? 404 : 409));
      await waitFor(actor, (s) => !s.hasTag('busy'));
      expect(view()).toMatchObject({ step: 'editing', failure: { type: code }, text: HASH, doneAmount: 1 });
    }
    type(HASH);
    actor.send({ type: 'hash.submit' });
    last().answer.reject(new ApiError({ type: 'server', status: 500 }));
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(view().failure).toEqual({ type: 'server' });
  });

  it('ends after the fifth coin, and opens done when all are counted', async () => {
    const { actor, last, type, view } = start(4);
    type(HASH);
    actor.send({ type: 'hash.submit' });
    last().answer.resolve(counted(5));
    await waitFor(actor, (s) => s.status === 'done');
    expect(view()).toMatchObject({ step: 'done', doneAmount: 5 });
    expect(start(5).view().step).toBe('done');
  });
});
