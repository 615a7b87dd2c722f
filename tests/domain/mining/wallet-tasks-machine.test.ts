/**
 * The tasks that need a connected TON wallet (issue 20): the staking-boost machine (not-connected,
 * connected, staked, checked; 'No $PUNK in staking' and 'Not enough $PUNK staked' back to
 * connected; no wallet on the server back to not-connected) and the wallet-download machine
 * (started, downloaded, connected, done; 'not Bitget' back to downloaded with the wallet let go;
 * on success the tasks are read again and the wallet disconnected). Every state and failure.
 */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { SubscriptionConfirmed } from '../../../domain/mining/tasks/types';
import type { WalletTasksApi } from '../../../domain/mining/tasks/wallet-tasks/port';
import { provideStakingBoost, provideWalletDownload } from '../../../domain/mining/tasks/wallet-tasks/provide';
import { selectWalletTaskView } from '../../../domain/mining/tasks/wallet-tasks/selectors';
import { ApiError } from '../../../domain/shared/api-failure';
import { ExternalWalletError } from '../../../domain/shared/external-wallet-error';
import { deferred, type Deferred } from '../../support/deferred';
import { FAKE_EXTERNAL_ADDRESS, fakeExternalWallet } from '../../support/fake-external-wallet';
import { fakePort } from '../../support/fake-port';
import { recordingLogger } from '../../support/fake-ports';
import { aTask, aUserMining } from '../../support/mothers';

const refused = (code: string, message = code) => new ApiError({ type: 'rejected', status: 409, code, message });
const confirmedOf = (code: string): SubscriptionConfirmed => ({ ...aUserMining({ speed: '2' }), task: aTask({ code, doneAmount: 1, isCompleted: true }) });

function world(options: { connected?: boolean; connect?: () => Promise<string> } = {}) {
  const calls: { call: 'check' | 'set'; address: string; key: string; answer: Deferred<SubscriptionConfirmed> }[] = [];
  const answer = (call: 'check' | 'set') => (address: string, { idempotencyKey }: { idempotencyKey: string }) => {
    const next = deferred<SubscriptionConfirmed>();
    calls.push({ call, address, key: idempotencyKey, answer: next });
    return next.promise;
  };
  const walletTasksApi = fakePort<WalletTasksApi>('walletTasksApi', { checkPunkStaking: answer('check'), setTonWallet: answer('set') });
  const externalWallet = fakeExternalWallet({ connected: options.connected ?? false, ...(options.connect ? { connect: options.connect } : {}) });
  const granted: SubscriptionConfirmed[] = [];
  let keys = 0;
  const ports = { walletTasksApi, externalWallet, logger: recordingLogger() };
  const keyOptions = { newIdempotencyKey: () => `key-${String(++keys)}` };
  return { calls, externalWallet, granted, ports, keyOptions, onGranted: (confirmed: SubscriptionConfirmed) => granted.push(confirmed) };
}

const last = <T>(items: readonly T[]): T => {
  const item = items.at(-1);
  if (item === undefined) throw new Error('nothing yet');
  return item;
};

describe('stakingBoostMachine', () => {
  const start = (options: Parameters<typeof world>[0] = {}) => {
    const w = world(options);
    const actor = createActor(provideStakingBoost(w.ports, w.onGranted, w.keyOptions), { input: { code: 'stakingPunk', address: w.externalWallet.address } }).start();
    const view = () => selectWalletTaskView(actor.getSnapshot());
    return { ...w, actor, view };
  };

  it('goes not-connected, connected, staked, checked: the wallet’s address is checked and the tasks read again', async () => {
    const { actor, view, calls, granted, externalWallet } = start();
    expect(view()).toMatchObject({ step: 'not-connected', busy: false, failure: null });
    // Stake and check mean nothing before the wallet is connected.
    actor.send({ type: 'staking.open' });
    actor.send({ type: 'staking.check' });
    expect(view().step).toBe('not-connected');
    actor.send({ type: 'wallet.connect' });
    expect(view()).toMatchObject({ step: 'not-connected', busy: true });
    await waitFor(actor, (s) => s.hasTag('connected'));
    expect(externalWallet.log.connects).toBe(1);
    expect(view()).toMatchObject({ step: 'connected', address: FAKE_EXTERNAL_ADDRESS });
    actor.send({ type: 'staking.check' });
    expect(view().step).toBe('connected');
    actor.send({ type: 'staking.open' });
    expect(view().step).toBe('staked');
    actor.send({ type: 'staking.check' });
    expect(view()).toMatchObject({ step: 'staked', busy: true });
    // A second press while checking sends nothing more.
    actor.send({ type: 'staking.check' });
    expect(calls.map((c) => [c.call, c.address, c.key])).toEqual([['check', FAKE_EXTERNAL_ADDRESS, 'key-1']]);
    last(calls).answer.resolve(confirmedOf('stakingPunk'));
    await waitFor(actor, (s) => s.status === 'done');
    expect(view()).toMatchObject({ step: 'done', failure: null });
    expect(granted.map((g) => g.task.code)).toEqual(['stakingPunk']);
  });

  it('starts at connected when the wallet is already connected', () => {
    const { view } = start({ connected: true });
    expect(view()).toMatchObject({ step: 'connected', address: FAKE_EXTERNAL_ADDRESS });
  });

  it.each([
    ['no-punk-staked', 'No $PUNK in staking'],
    ['not-enough-punk-staked', 'Not enough $PUNK staked'],
  ] as const)('%s returns to connected with its failure; a new check has a new key', async (code, message) => {
    const { actor, view, calls, granted } = start({ connected: true });
    actor.send({ type: 'staking.open' });
    actor.send({ type: 'staking.check' });
    last(calls).answer.reject(refused(code, message));
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(view()).toMatchObject({ step: 'connected', failure: { type: code }, address: FAKE_EXTERNAL_ADDRESS });
    expect(granted).toEqual([]);
    // Staking again clears the message; the check goes out with a new key.
    actor.send({ type: 'staking.open' });
    expect(view()).toMatchObject({ step: 'staked', failure: null });
    actor.send({ type: 'staking.check' });
    expect(calls.map((c) => c.key)).toEqual(['key-1', 'key-2']);
  });

  it('no wallet on the server returns to not-connected and lets the wallet go', async () => {
    const { actor, view, calls, externalWallet } = start({ connected: true });
    actor.send({ type: 'staking.open' });
    actor.send({ type: 'staking.check' });
    last(calls).answer.reject(refused('no-wallet'));
    await waitFor(actor, (s) => s.hasTag('not-connected'));
    expect(view()).toMatchObject({ step: 'not-connected', failure: { type: 'no-wallet' }, address: null });
    await Promise.resolve();
    expect(externalWallet.connected).toBe(false);
  });

  it('a server failure stays staked with the generic failure; a check again is possible', async () => {
    const { actor, view, calls } = start({ connected: true });
    actor.send({ type: 'staking.open' });
    actor.send({ type: 'staking.check' });
    last(calls).answer.reject(new ApiError({ type: 'server', status: 502 }));
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(view()).toMatchObject({ step: 'staked', failure: { type: 'server' } });
    actor.send({ type: 'staking.check' });
    expect(calls).toHaveLength(2);
  });

  it('a connection the user declines stays not-connected, said as such', async () => {
    const { actor, view, calls } = start({ connect: () => Promise.reject(new ExternalWalletError('rejected')) });
    actor.send({ type: 'wallet.connect' });
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(view()).toMatchObject({ step: 'not-connected', failure: { type: 'wallet-refused' } });
    expect(calls).toEqual([]);
  });
});

describe('walletDownloadMachine', () => {
  const start = (options: Parameters<typeof world>[0] = {}) => {
    const w = world(options);
    const actor = createActor(provideWalletDownload(w.ports, w.onGranted, w.keyOptions), { input: { code: 'walletBitget', address: null } }).start();
    const view = () => selectWalletTaskView(actor.getSnapshot());
    return { ...w, actor, view };
  };

  it('goes started, downloaded, connected, done: the wallet is set, the tasks read again, the wallet disconnected', async () => {
    const { actor, view, calls, granted, externalWallet } = start();
    expect(view()).toMatchObject({ step: 'started', busy: false });
    actor.send({ type: 'wallet.connect' });
    expect(view().step).toBe('started');
    actor.send({ type: 'wallet.download' });
    expect(view().step).toBe('downloaded');
    actor.send({ type: 'wallet.connect' });
    expect(view()).toMatchObject({ step: 'downloaded', busy: true });
    await waitFor(actor, (s) => s.hasTag('connected'));
    expect(view()).toMatchObject({ step: 'connected', busy: true, address: FAKE_EXTERNAL_ADDRESS });
    expect(calls.map((c) => [c.call, c.address, c.key])).toEqual([['set', FAKE_EXTERNAL_ADDRESS, 'key-1']]);
    expect(externalWallet.connected).toBe(true);
    last(calls).answer.resolve(confirmedOf('walletBitget'));
    await waitFor(actor, (s) => s.status === 'done');
    expect(view()).toMatchObject({ step: 'done', address: null });
    expect(granted.map((g) => g.task.code)).toEqual(['walletBitget']);
    expect(externalWallet.connected).toBe(false);
  });

  it.each(['not-bitget', 'no-wallet'] as const)('%s goes back to downloaded with its failure and the wallet disconnected', async (code) => {
    const { actor, view, calls, granted, externalWallet } = start();
    actor.send({ type: 'wallet.download' });
    actor.send({ type: 'wallet.connect' });
    await waitFor(actor, (s) => s.hasTag('connected'));
    last(calls).answer.reject(refused(code));
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(view()).toMatchObject({ step: 'downloaded', failure: { type: code }, address: null });
    expect(externalWallet.connected).toBe(false);
    expect(granted).toEqual([]);
    // The right wallet next: a new connect and a new key.
    actor.send({ type: 'wallet.connect' });
    await waitFor(actor, (s) => s.hasTag('connected'));
    expect(view().failure).toBeNull();
    expect(calls.map((c) => c.key)).toEqual(['key-1', 'key-2']);
  });

  it('a declined connection stays downloaded; a server failure too, with the generic failure', async () => {
    let refuse = true;
    const { actor, view, calls } = start({ connect: () => (refuse ? Promise.reject(new ExternalWalletError('rejected')) : Promise.resolve(FAKE_EXTERNAL_ADDRESS)) });
    actor.send({ type: 'wallet.download' });
    actor.send({ type: 'wallet.connect' });
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(view()).toMatchObject({ step: 'downloaded', failure: { type: 'wallet-refused' } });
    refuse = false;
    actor.send({ type: 'wallet.connect' });
    await waitFor(actor, (s) => s.hasTag('connected'));
    last(calls).answer.reject(new ApiError({ type: 'server', status: 500 }));
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(view()).toMatchObject({ step: 'downloaded', failure: { type: 'server' } });
  });
});
