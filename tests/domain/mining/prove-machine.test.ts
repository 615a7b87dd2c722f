/**
 * The proof of humanity's machine (issue 23): the info read and its status routing each screen,
 * the purchase's end reading it again, the loader polling the info every 5 s and the user's record
 * every 30 s, the code boxes checked once full, each refusal typed and the boxes cleared, the
 * failed proof's try again, and every failure to read.
 */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { ProveApi } from '../../../domain/mining/prove/port';
import { provideProve } from '../../../domain/mining/prove/provide';
import { selectProveView } from '../../../domain/mining/prove/selectors';
import type { ProveInfo, ProveStatus } from '../../../domain/mining/prove/types';
import type { MiningRecordApi } from '../../../domain/mining/shared/port';
import type { MiningRecord } from '../../../domain/mining/shared/types';
import { ApiError } from '../../../domain/shared/api-failure';
import { deferred, type Deferred } from '../../support/deferred';
import { fakePort } from '../../support/fake-port';
import { fakeVisibility, recordingLogger } from '../../support/fake-ports';
import { manualClock } from '../../support/manual-clock';
import { aUserMining } from '../../support/mothers';

const NOW = '2025-04-01T12:00:00.000Z';

const anInfo = (overrides: Partial<ProveInfo> = {}): ProveInfo => ({
  tonAmount: { tonAmount: '0.5', amount: '1.60', starAmount: 50 },
  inProgressStatus: null,
  humanGroup: 1,
  confirmProve: false,
  deadline: '2025-07-01T00:00:00.000Z',
  serverTime: NOW,
  ...overrides,
});

const refusal = (code: string, status = 400) => new ApiError({ type: 'rejected', status, message: code, code });

function start() {
  const clock = manualClock();
  const infos: Deferred<ProveInfo>[] = [];
  const codes: { code: string; answer: Deferred<{ confirmProve: true; serverTime: string }> }[] = [];
  const users: Deferred<MiningRecord>[] = [];
  const proveApi = fakePort<ProveApi>('proveApi', {
    info: () => {
      const answer = deferred<ProveInfo>();
      infos.push(answer);
      return answer.promise;
    },
    confirmCode: (code) => {
      const answer = deferred<{ confirmProve: true; serverTime: string }>();
      codes.push({ code, answer });
      return answer.promise;
    },
  });
  const miningRecordApi = fakePort<MiningRecordApi>('miningRecordApi', {
    userMining: () => {
      const answer = deferred<MiningRecord>();
      users.push(answer);
      return answer.promise;
    },
  });
  const logger = recordingLogger();
  const actor = createActor(provideProve({ proveApi, miningRecordApi, visibility: fakeVisibility(true), logger }), { clock }).start();
  const view = () => selectProveView(actor.getSnapshot());
  return { actor, clock, infos, codes, users, view, logger };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function at(status: ProveStatus | null, overrides: Partial<ProveInfo> = {}) {
  const world = start();
  world.infos[0]?.resolve(anInfo({ inProgressStatus: status, ...overrides }));
  await waitFor(world.actor, (s) => !s.hasTag('loading'));
  return world;
}

const typeCode = (actor: ReturnType<typeof start>['actor'], code: string) => {
  [...code].forEach((digit, index) => actor.send({ type: 'code.input', index, text: digit }));
};

describe('proveMachine: routing by status', () => {
  it.each([
    [null, 'intro'],
    ['received', 'loader'],
    ['internalInQueue', 'loader'],
    ['responsing', 'code'],
    ['internalError', 'failed'],
  ] as const)('%s shows %s', async (status, step) => {
    const { view } = await at(status);
    expect(view().step).toBe(step);
    expect(view().cost).toEqual({ tonAmount: '0.5', amount: '1.60', starAmount: 50 });
  });

  it.each([
    ['in no human group', { humanGroup: 0 }],
    ['past the deadline', { deadline: NOW }],
    ['already confirmed', { confirmProve: true, inProgressStatus: 'confirmProve' as const }],
  ])('sends a user %s to mining', async (_, overrides) => {
    const { view } = await at(null, overrides);
    expect(view().step).toBe('away');
  });

  it('offers a retry when the info cannot be read, typed', async () => {
    const { actor, infos, view, logger } = start();
    infos[0]?.reject(new ApiError({ type: 'unauthorized' } as never));
    await waitFor(actor, (s) => s.hasTag('load-failed'));
    expect(view().failure).toEqual({ type: 'outside-messenger' });
    actor.send({ type: 'prove.retry' });
    infos[1]?.reject(new ApiError({ type: 'server', status: 502 }));
    await waitFor(actor, (s) => s.hasTag('load-failed'));
    expect(view().failure).toEqual({ type: 'server' });
    expect(logger.lines.length).toBe(2);
    actor.send({ type: 'prove.retry' });
    infos[2]?.resolve(anInfo());
    await waitFor(actor, (s) => s.hasTag('intro'));
  });
});

describe('proveMachine: paying and waiting', () => {
  it('reads the info again once paid, and the loader polls the info every 5 s until the code is asked for', async () => {
    const { actor, infos, clock, view } = await at(null);
    actor.send({ type: 'purchase.paid' });
    expect(view().step).toBe('loading');
    infos[1]?.resolve(anInfo({ inProgressStatus: 'received' }));
    await waitFor(actor, (s) => s.hasTag('loader'));
    expect(view().status).toBe('received');
    clock.advance(4_999);
    await settle();
    expect(infos).toHaveLength(2);
    clock.advance(1);
    await settle();
    expect(infos).toHaveLength(3);
    infos[2]?.resolve(anInfo({ inProgressStatus: 'internalInQueue' }));
    await settle();
    expect(view()).toMatchObject({ step: 'loader', status: 'internalInQueue' });
    clock.advance(5_000);
    await settle();
    infos[3]?.resolve(anInfo({ inProgressStatus: 'responsing' }));
    await waitFor(actor, (s) => s.hasTag('code'));
  });

  it('keeps the loader when a poll fails, and polls the user’s record every 30 s: confirmed elsewhere shows success', async () => {
    const { actor, infos, users, clock, logger } = await at('received');
    clock.advance(5_000);
    await settle();
    infos[1]?.reject(new ApiError({ type: 'server', status: 500 }));
    await settle();
    expect(actor.getSnapshot().hasTag('loader')).toBe(true);
    expect(logger.lines.length).toBe(1);
    clock.advance(25_000);
    await settle();
    expect(users).toHaveLength(1);
    const record = aUserMining({ confirmProve: true });
    users[0]?.resolve({ mining: record.mining, serverTime: record.serverTime });
    await waitFor(actor, (s) => s.hasTag('success'));
  });

  it('goes to the failure screen when the verification fails, and try again returns to the ways', async () => {
    const { actor, infos, clock, view } = await at('internalInQueue');
    clock.advance(5_000);
    await settle();
    infos[1]?.resolve(anInfo({ inProgressStatus: 'internalError' }));
    await waitFor(actor, (s) => s.hasTag('failed'));
    actor.send({ type: 'prove.retry' });
    expect(view().step).toBe('intro');
  });
});

describe('proveMachine: the code', () => {
  it('checks the code once the six boxes are full, and verifies', async () => {
    const { actor, codes, view } = await at('responsing');
    typeCode(actor, '12345');
    expect(codes).toHaveLength(0);
    expect(view().focus).toBe(5);
    actor.send({ type: 'code.input', index: 5, text: '6' });
    expect(view().checking).toBe(true);
    expect(codes.map((c) => c.code)).toEqual(['123456']);
    codes[0]?.answer.resolve({ confirmProve: true, serverTime: NOW });
    await waitFor(actor, (s) => s.hasTag('success'));
  });

  it('a pasted code fills every box and is checked at once; letters are dropped', async () => {
    const { actor, codes } = await at('responsing');
    actor.send({ type: 'code.input', index: 3, text: ' 65-43 21 ' });
    expect(codes.map((c) => c.code)).toEqual(['654321']);
  });

  it.each([
    ['invalid-code', 400, { type: 'invalid-code' }],
    ['try-later', 429, { type: 'try-later' }],
    ['prove-closed', 409, { type: 'closed' }],
    ['no-code-yet', 409, { type: 'no-code-yet' }],
  ] as const)('a %s refusal is typed, the boxes cleared for another try', async (code, status, failure) => {
    const { actor, codes, view } = await at('responsing');
    typeCode(actor, '111111');
    codes[0]?.answer.reject(refusal(code, status));
    await waitFor(actor, (s) => !s.hasTag('checking'));
    expect(view()).toMatchObject({ step: 'code', codeFailure: failure, boxes: ['', '', '', '', '', ''], focus: 0 });
    actor.send({ type: 'code.input', index: 0, text: '2' });
    expect(view().codeFailure).toBeNull();
  });

  it('a server failure is typed too; backspace clears and moves back', async () => {
    const { actor, codes, view } = await at('responsing');
    typeCode(actor, '999999');
    codes[0]?.answer.reject(new ApiError({ type: 'server', status: 503 }));
    await waitFor(actor, (s) => !s.hasTag('checking'));
    expect(view().codeFailure).toEqual({ type: 'server' });
    typeCode(actor, '12');
    actor.send({ type: 'code.erase', index: 2 });
    expect(view()).toMatchObject({ boxes: ['1', '', '', '', '', ''], focus: 1 });
    actor.send({ type: 'code.erase', index: 1 });
    expect(view()).toMatchObject({ boxes: ['', '', '', '', '', ''], focus: 0 });
  });
});
