/**
 * The create-coin and meme-phrase ports' HTTP adapters (issue 20) against the real sandbox's
 * mining server over loopback: a coin BigPump recorded (the sandbox's control) is counted and
 * parsed, its replayed key answers the same, refusals arrive as typed codes; a wrong phrase is an
 * answer with the tries left, the limit's refusal carries its time in `params`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpCreateCoinApi } from '../../adapters/http/mining/create-coin-api';
import { createHttpMemePhraseApi } from '../../adapters/http/mining/meme-phrase-api';
import { createHttpMiningRecordApi } from '../../adapters/http/mining/record-api';
import type { CreateCoinApi } from '../../domain/mining/tasks/create-coin/port';
import type { MemePhraseApi } from '../../domain/mining/tasks/meme-phrase/port';
import { ApiError } from '../../domain/shared/api-failure';
import { sandboxControlHeaders } from '../../sandbox/platform/http/control-header';
import { startSandbox, type SandboxHandle } from '../../sandbox/server';
import { START_TIMEOUT_MS } from '../sandbox/platform-support';
import { miningHttpFor } from './mining-http';

const USER_ID = 990_201;
let sandbox: SandboxHandle;
let coins: CreateCoinApi;
let phrases: MemePhraseApi;

beforeAll(async () => {
  sandbox = await startSandbox();
  const http = miningHttpFor(sandbox, { id: USER_ID, first_name: 'Pumper' });
  await createHttpMiningRecordApi(http).createUserMining({});
  coins = createHttpCreateCoinApi(http);
  phrases = createHttpMemePhraseApi(http);
}, START_TIMEOUT_MS);
afterAll(async () => {
  await sandbox?.close();
});

async function control(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${sandbox.urls.mining}/sandbox${path}`, {
    method,
    headers: { ...sandboxControlHeaders, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${path} answered ${String(response.status)}`);
  return response.json();
}

async function refusalOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError) || error.failure.type !== 'rejected') throw new Error(`expected a refusal, got ${String(error)}`);
  return error.failure;
}

describe('the create-coin port over HTTP', () => {
  it('counts a coin BigPump recorded, replays its key, and types the refusals', async () => {
    const { hash } = (await control('POST', '/bigpump/coins', { userId: USER_ID, name: 'Moon Cat', ticker: 'mcat' })) as { hash: string };
    const counted = await coins.checkHash(hash, { idempotencyKey: 'create-coin-adapter-1' });
    expect(counted.coin).toMatchObject({ hash, name: 'Moon Cat', ticker: 'MCAT' });
    expect(counted.task).toMatchObject({ code: 'bigpumpCreateCoin', doneAmount: 1, maxAmount: 5, currentAddSpeed: '1' });
    expect(counted.mining.speed).toBe('2');
    expect(await coins.checkHash(hash, { idempotencyKey: 'create-coin-adapter-1' })).toEqual(counted);
    expect((await refusalOf(coins.checkHash(hash, { idempotencyKey: 'create-coin-adapter-2' }))).code).toBe('coin-counted');
    expect((await refusalOf(coins.checkHash('f'.repeat(64), { idempotencyKey: 'create-coin-adapter-3' }))).code).toBe('unknown-coin');
    const { hash: theirs } = (await control('POST', '/bigpump/coins', { userId: USER_ID + 1, name: 'Theirs', ticker: 'THR' })) as { hash: string };
    expect((await refusalOf(coins.checkHash(theirs, { idempotencyKey: 'create-coin-adapter-4' }))).code).toBe('coin-not-yours');
  });
});

describe('the meme-phrase port over HTTP', () => {
  it('answers a wrong phrase with the tries left, then refuses with the time the next try opens', async () => {
    await control('POST', '/meme-phrase/bigpumpMemePhrase', { phrase: 'to the moon' });
    for (let left = 4; left >= 0; left -= 1) {
      const answer = await phrases.sendSolution({ code: 'bigpumpMemePhrase', solution: `guess ${String(left)}` }, { idempotencyKey: `meme-adapter-${String(left)}` });
      expect(answer).toMatchObject({ solved: false, triesLeft: left, task: { code: 'bigpumpMemePhrase', isCompleted: false } });
      expect(answer.retryAt === null).toBe(left > 0);
    }
    const refused = await refusalOf(phrases.sendSolution({ code: 'bigpumpMemePhrase', solution: 'to the moon' }, { idempotencyKey: 'meme-adapter-6' }));
    expect(refused).toMatchObject({ status: 429, code: 'too-many-guesses' });
    expect(Date.parse(refused.params?.retryAt ?? '')).toBeGreaterThan(Date.now());
  });
});
