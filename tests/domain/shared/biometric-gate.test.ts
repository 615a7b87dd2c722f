import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { confirmMoneyWith, REASON_MAX, withConfirmMoney, type BiometricAnswer, type BiometricOutcome, type MoneyReason } from '../../../domain/shared/biometric-gate';
import { provideSend } from '../../../domain/send/provide';
import { selectSendView } from '../../../domain/send/selectors';
import type { TransferResult } from '../../../domain/send/types';
import { fakeMainApi, mainPorts, recordingLogger } from '../../support/fake-ports';
import { aBalance } from '../../support/mothers';
import { failingGate, scriptedGate } from '../../support/scripted-gate';

const TON = aBalance('TON', '50', { address: 'TON', chainId: 'TON', decimals: 9, tokensAmount: '10' });
const TON_TO = 'UQBvW8Z5huBkMJYdnfAEM5JqTNkuWX3diqYENkWsIL0XggGG';
const PASSED: TransferResult = { dry: true, fee: { amount: '0.006', symbol: 'TON' } };

describe('confirmMoneyWith', () => {
  const describeReason = (reason: MoneyReason) => `${reason.kind} ${reason.amount} ${reason.symbol}`;
  const biometryAnswering = (answer: BiometricAnswer, reasons: string[] = []) => async () => ({
    confirmWithBiometrics: async (reason: string) => (reasons.push(reason), answer),
  });

  it('answers off without asking the messenger while the setting is off', async () => {
    const reasons: string[] = [];
    const gate = confirmMoneyWith({ enabled: () => false, biometry: biometryAnswering('granted', reasons), describe: describeReason });
    expect(await gate({ kind: 'stake', amount: '5', symbol: 'SWITCH' })).toBe('off');
    expect(reasons).toEqual([]);
  });

  it("asks with the worded reason when on, and passes on the messenger's answer", async () => {
    for (const answer of ['granted', 'denied', 'unavailable'] as const) {
      const reasons: string[] = [];
      const gate = confirmMoneyWith({ enabled: () => true, biometry: biometryAnswering(answer, reasons), describe: describeReason });
      expect(await gate({ kind: 'send', amount: '1.5', symbol: 'TON', to: 'UQ…abcd' })).toBe(answer);
      expect(reasons).toEqual(['send 1.5 TON']);
    }
  });

  it('is unavailable when the native half could not load, and keeps a reason within the messenger limit', async () => {
    expect(await confirmMoneyWith({ enabled: () => true, biometry: async () => null, describe: describeReason })({ kind: 'stake', amount: '1', symbol: 'SWITCH' })).toBe('unavailable');
    const reasons: string[] = [];
    await confirmMoneyWith({ enabled: () => true, biometry: biometryAnswering('granted', reasons), describe: () => 'ж'.repeat(300) })({ kind: 'stake', amount: '1', symbol: 'SWITCH' });
    expect(reasons[0]).toHaveLength(REASON_MAX);
  });
});

describe('the send machine behind the biometric gate', () => {
  function start(answers: BiometricOutcome[] | null) {
    const mainApi = fakeMainApi({
      balances: { 0: [TON] },
      overrides: { transfer: async (request) => (request.dry ? PASSED : { ...PASSED, dry: false, transferId: 't1' }) },
    });
    const gate = answers === null ? null : scriptedGate(answers);
    const keys = ['key-1', 'key-2'];
    const actor = createActor(
      provideSend({ ...mainPorts(mainApi), logger: recordingLogger(), ...(gate ? { confirmMoney: gate.confirm } : {}) }, { newIdempotencyKey: () => keys.shift() ?? 'none' }),
      { input: { accountIndex: 0 } },
    ).start();
    return { actor, mainApi, gate };
  }

  async function toConfirm(actor: ReturnType<typeof start>['actor']) {
    await waitFor(actor, (s) => s.matches({ editing: 'ready' }));
    actor.send({ type: 'token.select', token: TON });
    actor.send({ type: 'address.change', value: TON_TO });
    actor.send({ type: 'amount.change', value: '1,5' });
    actor.send({ type: 'comment.change', value: 'rent' });
    actor.send({ type: 'details.submit' });
    await waitFor(actor, (s) => s.matches('confirming'));
  }

  const realTransfers = (mainApi: ReturnType<typeof start>['mainApi']) =>
    mainApi.calls.transfer.filter(([request]) => !request.dry).map(([request, options]) => ({ amount: request.amount, key: options?.idempotencyKey }));

  it('granted: asks with what and how much, then sends', async () => {
    const { actor, mainApi, gate } = start(['granted']);
    await toConfirm(actor);
    actor.send({ type: 'confirm.submit' });
    await waitFor(actor, (s) => s.matches('success'));
    expect(gate?.asked).toEqual([{ kind: 'send', amount: '1.5', symbol: 'TON', to: TON_TO }]);
    expect(realTransfers(mainApi)).toEqual([{ amount: '1.5', key: 'key-1' }]);
  });

  it('off (no gate, or the setting off): sends without a prompt', async () => {
    for (const answers of [null, ['off'] as BiometricOutcome[]]) {
      const { actor, mainApi } = start(answers);
      await toConfirm(actor);
      actor.send({ type: 'confirm.submit' });
      await waitFor(actor, (s) => s.matches('success'));
      expect(realTransfers(mainApi)).toEqual([{ amount: '1.5', key: 'key-1' }]);
    }
  });

  for (const refusal of ['denied', 'unavailable'] as const) {
    it(`${refusal}: nothing is sent, the form keeps its values, and the retry carries the first key`, async () => {
      const { actor, mainApi, gate } = start([refusal, 'granted']);
      await toConfirm(actor);
      actor.send({ type: 'confirm.submit' });
      await waitFor(actor, (s) => s.matches('confirming') && s.context.biometrics !== null);
      expect(realTransfers(mainApi)).toEqual([]);
      const view = selectSendView(actor.getSnapshot());
      expect(view).toMatchObject({ biometrics: refusal, address: TON_TO, amount: '1.5', comment: 'rent', canConfirm: true });
      expect(actor.getSnapshot().context.idempotencyKey).toBe('key-1');

      actor.send({ type: 'confirm.submit' });
      await waitFor(actor, (s) => s.matches('success'));
      expect(gate?.asked).toHaveLength(2);
      expect(realTransfers(mainApi)).toEqual([{ amount: '1.5', key: 'key-1' }]);
    });
  }

  it('a gate that fails is unavailable: nothing is sent', async () => {
    const mainApi = fakeMainApi({ balances: { 0: [TON] }, overrides: { transfer: async () => PASSED } });
    const actor = createActor(provideSend({ ...mainPorts(mainApi), logger: recordingLogger(), confirmMoney: failingGate }), {
      input: { accountIndex: 0 },
    }).start();
    await toConfirm(actor);
    actor.send({ type: 'confirm.submit' });
    await waitFor(actor, (s) => s.matches('confirming') && s.context.biometrics !== null);
    expect(actor.getSnapshot().context.biometrics).toBe('unavailable');
    expect(mainApi.calls.transfer.filter(([request]) => !request.dry)).toEqual([]);
  });
});

describe('the ports a money machine gets with its gate', () => {
  it('keep every port the screen’s ports answer, those made on first use included (the mining ports)', async () => {
    const made: string[] = [];
    // As adapters/compose.ts: own ports, and any other name made on first use by a proxy.
    const ports = new Proxy({ clock: 'clock' } as Record<string, unknown>, {
      get: (target, name) => (typeof name !== 'string' || name in target ? Reflect.get(target, name) : (made.push(name), { port: name })),
    });
    const gate = async () => 'off' as const;
    const withGate = withConfirmMoney(ports, gate);
    expect(withGate.confirmMoney).toBe(gate);
    expect(withGate.clock).toBe('clock');
    expect(withGate.stakingApi).toEqual({ port: 'stakingApi' });
    expect(made).toEqual(['stakingApi']);
    // What a spread made of the same ports: the port made on first use is gone.
    expect(({ ...ports, confirmMoney: gate } as Record<string, unknown>).stakingApi).toBeUndefined();
  });
});
