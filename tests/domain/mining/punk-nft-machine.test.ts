/**
 * The NFT task's machine (issue 20): not-connected, connected, checked; no NFT back to connected,
 * no wallet on the server back to not-connected with the wallet let go; one key per press.
 */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { selectPunkNftView } from '../../../domain/mining/tasks/punk-nft/machine';
import type { PunkNftApi } from '../../../domain/mining/tasks/punk-nft/port';
import { providePunkNft } from '../../../domain/mining/tasks/punk-nft/provide';
import type { SubscriptionConfirmed } from '../../../domain/mining/tasks/types';
import { ApiError } from '../../../domain/shared/api-failure';
import { deferred, type Deferred } from '../../support/deferred';
import { FAKE_EXTERNAL_ADDRESS, fakeExternalWallet } from '../../support/fake-external-wallet';
import { fakePort } from '../../support/fake-port';
import { recordingLogger } from '../../support/fake-ports';
import { aTask, aUserMining } from '../../support/mothers';

const refused = (code: string) => new ApiError({ type: 'rejected', status: 409, code, message: code });

function start(connected = false) {
  const calls: { address: string; key: string; answer: Deferred<SubscriptionConfirmed> }[] = [];
  const punkNftApi = fakePort<PunkNftApi>('punkNftApi', {
    checkPunkNft: (address, { idempotencyKey }) => {
      const next = deferred<SubscriptionConfirmed>();
      calls.push({ address, key: idempotencyKey, answer: next });
      return next.promise;
    },
  });
  const externalWallet = fakeExternalWallet({ connected });
  const granted: SubscriptionConfirmed[] = [];
  let keys = 0;
  const machine = providePunkNft({ punkNftApi, externalWallet, logger: recordingLogger() }, (c) => granted.push(c), { newIdempotencyKey: () => `key-${String(++keys)}` });
  const actor = createActor(machine, { input: { address: externalWallet.address } }).start();
  const last = () => {
    const call = calls.at(-1);
    if (!call) throw new Error('no call');
    return call;
  };
  return { actor, calls, granted, externalWallet, last, view: () => selectPunkNftView(actor.getSnapshot()) };
}

describe('punkNftMachine', () => {
  it('connects, is refused without an NFT (back at connected), then checked once: a new key per press', async () => {
    const { actor, calls, granted, externalWallet, last, view } = start();
    expect(view()).toMatchObject({ step: 'not-connected', busy: false });
    actor.send({ type: 'nft.check' });
    expect(calls).toHaveLength(0);
    actor.send({ type: 'wallet.connect' });
    await waitFor(actor, (s) => s.hasTag('connected'));
    expect(externalWallet.log.connects).toBe(1);
    actor.send({ type: 'nft.check' });
    actor.send({ type: 'nft.check' }); // a double tap sends nothing more
    expect(calls).toHaveLength(1);
    last().answer.reject(refused('no-punk-nft'));
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(view()).toMatchObject({ step: 'connected', failure: { type: 'no-punk-nft' }, address: FAKE_EXTERNAL_ADDRESS });
    actor.send({ type: 'nft.check' });
    last().answer.resolve({ ...aUserMining({ speed: '2' }), task: aTask({ code: 'nftPunk', doneAmount: 1, isCompleted: true }) });
    await waitFor(actor, (s) => s.status === 'done');
    expect(view()).toMatchObject({ step: 'done', failure: null });
    expect(calls.map((c) => [c.address, c.key])).toEqual([
      [FAKE_EXTERNAL_ADDRESS, 'key-1'],
      [FAKE_EXTERNAL_ADDRESS, 'key-2'],
    ]);
    expect(granted.map((g) => g.task.code)).toEqual(['nftPunk']);
  });

  it('goes back to not-connected and lets the wallet go when the server sees no wallet of the user', async () => {
    const { actor, externalWallet, last, view } = start(true);
    expect(view().step).toBe('connected');
    actor.send({ type: 'nft.check' });
    last().answer.reject(refused('no-wallet'));
    await waitFor(actor, (s) => s.hasTag('not-connected'));
    expect(view()).toMatchObject({ step: 'not-connected', failure: { type: 'no-wallet' }, address: null });
    await waitFor(actor, () => !externalWallet.connected);
  });
});
