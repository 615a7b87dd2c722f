import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../domain/shared/api-failure';
import type { CallOptions } from '../../../domain/shared/call-options';
import { provideSend } from '../../../domain/send/provide';
import { selectSendFlags, selectSendView } from '../../../domain/send/selectors';
import type { TransferRequest, TransferResult } from '../../../domain/send/types';
import { fakeMainApi, recordingLogger, type FakeMainApi, mainPorts } from '../../support/fake-ports';
import { aBalance } from '../../support/mothers';

const TON = aBalance('TON', '50', { address: 'TON', chainId: 'TON', decimals: 9, tokensAmount: '10' });
const USDT = aBalance('USDT', '100', { address: '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9', chainId: 42161, decimals: 6, tokensAmount: '100' });
const TON_TO = 'UQBvW8Z5huBkMJYdnfAEM5JqTNkuWX3diqYENkWsIL0XggGG';
const EVM_TO = '0x52908400098527886E0F7030069857D2E4169EE7';
const PASSED: TransferResult = { dry: true, fee: { amount: '0.006', symbol: 'TON' } };

type TransferAnswer = (request: TransferRequest, options: (CallOptions & { idempotencyKey?: string }) | undefined) => Promise<TransferResult>;

function start(transfer: TransferAnswer, keys = ['key-1', 'key-2', 'key-3']) {
  const mainApi = fakeMainApi({ balances: { 0: [USDT, TON] }, overrides: { transfer } });
  const logger = recordingLogger();
  const remaining = [...keys];
  const actor = createActor(provideSend({ ...mainPorts(mainApi), logger }, { newIdempotencyKey: () => remaining.shift() ?? 'key-exhausted' }), {
    input: { accountIndex: 0 },
  }).start();
  return { actor, mainApi, logger };
}

type Actor = ReturnType<typeof start>['actor'];

async function fill(actor: Actor, form: { token?: typeof TON; address: string; amount: string; comment?: string }) {
  await waitFor(actor, (s) => s.matches({ editing: 'ready' }));
  actor.send({ type: 'token.select', token: form.token ?? TON });
  actor.send({ type: 'address.change', value: form.address });
  actor.send({ type: 'amount.change', value: form.amount });
  if (form.comment !== undefined) actor.send({ type: 'comment.change', value: form.comment });
}

const rejected = (path: string[], message: string) => Promise.reject(new ApiError({ type: 'rejected', status: 400, message, path }));
const transferCalls = (mainApi: FakeMainApi) => mainApi.calls.transfer.map(([request, options]) => ({ dry: request.dry, key: options?.idempotencyKey }));

describe('sendMachine', () => {
  it('loads the holdings, then walks editing → validating → confirming → sending → success', async () => {
    const { actor, mainApi } = start(async (request) => (request.dry ? PASSED : { ...PASSED, dry: false, transferId: 't1' }));
    await fill(actor, { address: TON_TO, amount: '1,5', comment: 'rent' });
    expect(selectSendView(actor.getSnapshot())).toMatchObject({ amount: '1.5', canContinue: true, tokens: [USDT, TON] });

    actor.send({ type: 'details.submit' });
    expect(selectSendFlags(actor.getSnapshot())).toEqual({ isChecked: false, isLoading: true, isSuccess: false });
    await waitFor(actor, (s) => s.matches('confirming'));
    expect(selectSendFlags(actor.getSnapshot())).toEqual({ isChecked: true, isLoading: false, isSuccess: false });
    expect(selectSendView(actor.getSnapshot()).summary).toMatchObject({ amount: '1.5', total: [{ amount: '1.506', symbol: 'TON' }] });

    actor.send({ type: 'confirm.submit' });
    await waitFor(actor, (s) => s.matches('success'));
    expect(mainApi.calls.transfer.map(([request]) => request)).toEqual([
      { to: TON_TO, amount: '1.5', tokenAddress: 'TON', chainId: 'TON', accountIndex: 0, comment: 'rent', dry: true },
      { to: TON_TO, amount: '1.5', tokenAddress: 'TON', chainId: 'TON', accountIndex: 0, comment: 'rent', dry: false },
    ]);
    expect(transferCalls(mainApi)).toEqual([
      { dry: true, key: undefined },
      { dry: false, key: 'key-1' },
    ]);
  });

  it('success resets the send state, keeping only what the success screen shows', async () => {
    const { actor, mainApi } = start(async (request) => (request.dry ? PASSED : { ...PASSED, dry: false, transferId: 't1' }));
    await fill(actor, { address: TON_TO, amount: '2', comment: 'x' });
    actor.send({ type: 'details.submit' });
    await waitFor(actor, (s) => s.matches('confirming'));
    actor.send({ type: 'confirm.submit' });
    await waitFor(actor, (s) => s.matches('success'));

    const { context } = actor.getSnapshot();
    expect(context).toMatchObject({ token: null, address: '', amount: '', comment: '', fee: null, idempotencyKey: null, balances: null });
    expect(context.errors).toEqual({ address: null, amount: null, comment: null, form: null });
    expect(context.lastSent).toEqual({ amount: '2', symbol: 'TON', to: TON_TO, transferId: 't1' });
    expect(selectSendFlags(actor.getSnapshot())).toEqual({ isChecked: false, isLoading: false, isSuccess: true });

    // A new send starts from a fresh form with the holdings fetched again (they changed).
    actor.send({ type: 'send.reset' });
    await waitFor(actor, (s) => s.matches({ editing: 'ready' }));
    expect(actor.getSnapshot().context.lastSent).toBeNull();
    expect(mainApi.count('balances')).toBe(2);
  });

  it('a dry-run error whose path includes amount lands under the amount', async () => {
    const { actor } = start((request) => (request.dry ? rejected(['amount'], 'Not enough TON to pay the fee') : Promise.resolve(PASSED)));
    await fill(actor, { address: TON_TO, amount: '10' });
    actor.send({ type: 'details.submit' });
    await waitFor(actor, (s) => s.matches({ editing: 'ready' }));
    expect(actor.getSnapshot().context.errors).toEqual({
      address: null,
      amount: { type: 'server', message: 'Not enough TON to pay the fee' },
      comment: null,
      form: null,
    });
    // Editing the amount clears the server's verdict on it.
    actor.send({ type: 'amount.change', value: '1' });
    expect(actor.getSnapshot().context.errors.amount).toBeNull();
  });

  it('a dry-run error whose path includes to lands under the address', async () => {
    const { actor } = start((request) => (request.dry ? rejected(['to'], 'Invalid address') : Promise.resolve(PASSED)));
    await fill(actor, { token: USDT, address: EVM_TO, amount: '5' });
    actor.send({ type: 'details.submit' });
    await waitFor(actor, (s) => s.matches({ editing: 'ready' }));
    expect(actor.getSnapshot().context.errors).toEqual({ address: { type: 'server', message: 'Invalid address' }, amount: null, comment: null, form: null });
  });

  it('a refusal of the comment lands under the comment, other refusals above the button; an unreachable server is "unavailable"', async () => {
    let answer: () => Promise<TransferResult> = () => rejected(['comment'], 'The comment is too long');
    const { actor, logger } = start(() => answer());
    await fill(actor, { address: TON_TO, amount: '1' });
    actor.send({ type: 'details.submit' });
    await waitFor(actor, (s) => s.matches({ editing: 'ready' }));
    expect(actor.getSnapshot().context.errors.comment).toEqual({ type: 'server', message: 'The comment is too long' });

    answer = () => rejected(['tokenAddress'], 'Unknown token on this network');
    actor.send({ type: 'details.submit' });
    await waitFor(actor, (s) => s.matches({ editing: 'ready' }));
    expect(actor.getSnapshot().context.errors.form).toEqual({ type: 'server', message: 'Unknown token on this network' });

    answer = () => Promise.reject(new ApiError({ type: 'unreachable' }));
    actor.send({ type: 'details.submit' });
    await waitFor(actor, (s) => s.matches({ editing: 'ready' }));
    expect(actor.getSnapshot().context.errors.form).toEqual({ type: 'unavailable' });
    expect(logger.lines.map((line) => line.message)).toEqual(['send: dry-run failed', 'send: dry-run failed', 'send: dry-run failed']);
  });

  it('a failed real send is logged and a retry of the same confirmation reuses its idempotency key', async () => {
    let realSends = 0;
    const { actor, mainApi, logger } = start((request) => {
      if (request.dry) return Promise.resolve(PASSED);
      realSends += 1;
      return realSends === 1 ? Promise.reject(new ApiError({ type: 'unreachable' })) : Promise.resolve({ ...PASSED, dry: false, transferId: 't1' });
    });
    await fill(actor, { address: TON_TO, amount: '1' });
    actor.send({ type: 'details.submit' });
    await waitFor(actor, (s) => s.matches('confirming'));

    actor.send({ type: 'confirm.submit' });
    await waitFor(actor, (s) => s.matches('confirming') && s.context.sendFailure !== null);
    expect(actor.getSnapshot().context.idempotencyKey).toBe('key-1');
    expect(logger.lines).toEqual([{ level: 'warn', message: 'send: transfer failed', detail: { type: 'unreachable' } }]);

    actor.send({ type: 'confirm.submit' });
    await waitFor(actor, (s) => s.matches('success'));
    expect(transferCalls(mainApi).filter((c) => !c.dry)).toEqual([
      { dry: false, key: 'key-1' },
      { dry: false, key: 'key-1' },
    ]);
  });

  it('going back without edits keeps the key; editing the form makes the next confirmation a new one', async () => {
    let fail = true;
    const { actor, mainApi } = start((request) =>
      request.dry || !fail ? Promise.resolve({ ...PASSED, dry: request.dry }) : Promise.reject(new ApiError({ type: 'server', status: 502 })),
    );
    await fill(actor, { address: TON_TO, amount: '1' });
    actor.send({ type: 'details.submit' });
    await waitFor(actor, (s) => s.matches('confirming'));
    actor.send({ type: 'confirm.submit' });
    await waitFor(actor, (s) => s.matches('confirming') && s.context.sendFailure !== null);

    actor.send({ type: 'confirm.back' });
    actor.send({ type: 'details.submit' });
    await waitFor(actor, (s) => s.matches('confirming'));
    expect(actor.getSnapshot().context.idempotencyKey).toBe('key-1');

    actor.send({ type: 'confirm.back' });
    actor.send({ type: 'amount.change', value: '2' });
    expect(actor.getSnapshot().context.idempotencyKey).toBeNull();
    actor.send({ type: 'details.submit' });
    await waitFor(actor, (s) => s.matches('confirming'));
    fail = false;
    actor.send({ type: 'confirm.submit' });
    await waitFor(actor, (s) => s.matches('success'));
    expect(transferCalls(mainApi).filter((c) => !c.dry).map((c) => c.key)).toEqual(['key-1', 'key-2']);
  });

  it('continue is refused while the form is incomplete or invalid, and nothing is called', async () => {
    const { actor, mainApi } = start(() => Promise.resolve(PASSED));
    await fill(actor, { address: 'not-an-address', amount: '1' });
    expect(actor.getSnapshot().context.errors.address).toEqual({ type: 'invalid-address' });
    actor.send({ type: 'details.submit' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);

    actor.send({ type: 'address.change', value: TON_TO });
    actor.send({ type: 'amount.change', value: '11' });
    expect(actor.getSnapshot().context.errors.amount).toEqual({ type: 'not-enough-balance' });
    actor.send({ type: 'details.submit' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);

    // The one amount-input rule: a second separator is dropped, not the whole keystroke.
    actor.send({ type: 'amount.change', value: '1.2.3' });
    expect(actor.getSnapshot().context.amount).toBe('1.23');
    expect(mainApi.count('transfer')).toBe(0);
  });

  it('a failed holdings load is logged and can be retried', async () => {
    const mainApi = fakeMainApi({ failures: { balances: { type: 'server', status: 500 } } });
    const logger = recordingLogger();
    const actor = createActor(provideSend({ ...mainPorts(mainApi), logger }), { input: { accountIndex: 2 } }).start();
    await waitFor(actor, (s) => s.matches({ editing: 'tokensFailed' }));
    expect(selectSendView(actor.getSnapshot()).tokensState).toBe('failed');
    expect(logger.lines[0]?.message).toBe('send: balances failed');
    actor.send({ type: 'balances.retry' });
    expect(actor.getSnapshot().matches({ editing: 'loadingTokens' })).toBe(true);
    expect(mainApi.calls.balances[0]?.[0]).toBe(2);
  });
});
