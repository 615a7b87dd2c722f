/**
 * The meme-phrase task's machine (issue 20): nothing typed and a phrase longer than any are refused
 * before sending; the phrase is sent normalised, one key per press; a wrong phrase keeps the field
 * with the tries left (and when the next try opens once none are), too many guesses carry the
 * server's time, solved ends the flow, and the campaign's end closes it.
 */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { selectMemePhraseView } from '../../../domain/mining/tasks/meme-phrase/machine';
import type { MemePhraseApi, SolutionAnswer } from '../../../domain/mining/tasks/meme-phrase/port';
import { provideMemePhrase } from '../../../domain/mining/tasks/meme-phrase/provide';
import { ApiError } from '../../../domain/shared/api-failure';
import { deferred, type Deferred } from '../../support/deferred';
import { fakePort } from '../../support/fake-port';
import { aTask, aUserMining } from '../../support/mothers';

const RETRY = '2025-04-01T12:10:00.000Z';
const answer = (solved: boolean, triesLeft: number, retryAt: string | null = null): SolutionAnswer => ({
  ...aUserMining({ speed: solved ? '1.5' : '1' }),
  task: aTask({ code: 'bigpumpMemePhrase', type: 'memePhrase', doneAmount: solved ? 1 : 0, isCompleted: solved }),
  solved,
  triesLeft,
  retryAt,
});

function start() {
  const calls: { request: { code: string; solution: string }; key: string; answer: Deferred<SolutionAnswer> }[] = [];
  const api = fakePort<MemePhraseApi>('memePhraseApi', {
    sendSolution: (request, { idempotencyKey }) => {
      const next = deferred<SolutionAnswer>();
      calls.push({ request, key: idempotencyKey, answer: next });
      return next.promise;
    },
  });
  const solved: SolutionAnswer[] = [];
  let keys = 0;
  const actor = createActor(provideMemePhrase(api, (output) => solved.push(output), { newIdempotencyKey: () => `key-${String(++keys)}` }), { input: { code: 'bigpumpMemePhrase' } }).start();
  const last = () => {
    const call = calls.at(-1);
    if (!call) throw new Error('no call');
    return call;
  };
  const send = (value: string) => {
    actor.send({ type: 'phrase.change', value });
    actor.send({ type: 'phrase.submit' });
  };
  return { actor, calls, solved, last, send, view: () => selectMemePhraseView(actor.getSnapshot()) };
}

describe('memePhraseMachine', () => {
  it('refuses nothing typed and too long a phrase; a wrong one with its tries left; then solved', async () => {
    const { actor, calls, solved, last, send, view } = start();
    send(' \t ');
    expect(view().failure).toEqual({ type: 'empty' });
    send('x'.repeat(201));
    expect(view().failure).toEqual({ type: 'too-long' });
    expect(calls).toHaveLength(0);
    send('  To   THE moon ');
    actor.send({ type: 'phrase.submit' }); // a double tap sends nothing more
    expect(calls.map((call) => [call.request, call.key])).toEqual([[{ code: 'bigpumpMemePhrase', solution: 'to the moon' }, 'key-1']]);
    last().answer.resolve(answer(false, 4));
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(view()).toMatchObject({ step: 'editing', text: '  To   THE moon ', failure: { type: 'wrong-phrase', triesLeft: 4, retryAt: null } });
    expect(solved).toHaveLength(0);
    send('pump it');
    last().answer.resolve(answer(false, 0, RETRY));
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(view().failure).toEqual({ type: 'wrong-phrase', triesLeft: 0, retryAt: RETRY });
    send('pump it to the moon');
    last().answer.resolve(answer(true, 0));
    await waitFor(actor, (s) => s.status === 'done');
    expect(view()).toMatchObject({ step: 'done', failure: null });
    expect(solved.map((output) => output.task.code)).toEqual(['bigpumpMemePhrase']);
    expect(calls.map((call) => call.key)).toEqual(['key-1', 'key-2', 'key-3']);
  });

  it('carries the server’s time on too many guesses, and closes when the campaign has ended', async () => {
    const { actor, last, send, view } = start();
    send('a guess');
    last().answer.reject(new ApiError({ type: 'rejected', status: 429, code: 'too-many-guesses', message: 'later', params: { retryAt: RETRY } }));
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(view()).toMatchObject({ step: 'editing', failure: { type: 'too-many-guesses', retryAt: RETRY } });
    send('a guess');
    last().answer.reject(new ApiError({ type: 'rejected', status: 429, code: 'too-many-guesses', message: 'later', params: { retryAt: '<img>' } }));
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(view().failure).toEqual({ type: 'too-many-guesses', retryAt: null });
    send('a guess');
    last().answer.reject(new ApiError({ type: 'rejected', status: 409, code: 'phrase-ended', message: 'ended' }));
    await waitFor(actor, (s) => s.status === 'done');
    expect(view()).toMatchObject({ step: 'ended', failure: { type: 'phrase-ended' } });
  });
});
