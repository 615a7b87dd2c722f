/**
 * Staking (seed 001 §2 "Staking screens", §4 "Staking form", §5, §6; docs/decisions/staking.md "Staking
 * (issue 22)"). Two machines:
 *
 * - `stakingMachine`, the flow: read the configs, the total and the record; the form (amount with
 *   the shared amount rule, 50 % preselected, the period from the configs screen, the red error);
 *   Continue goes to the payment method when the period has a fee (the one purchase flow pays it,
 *   and the server stakes when the fee is paid), else to the confirmation; Confirm and stake makes
 *   the deposit once per key; success reads the totals and the record again.
 * - `depositsMachine`: the user's deposits on the server's clock, a drawer per deposit, and claiming
 *   a stake back once unlocked, once per key.
 *
 * Each state's tags name what the screen shows (selectors.ts reads them, never state names).
 */
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { sanitizeAmountInput } from '../../money/amount-input';
import { DEFAULT_PERCENT_PRESET } from '../../money/percent-presets';
import type { ApiFailure } from '../../shared/api-failure';
import { failureParamsOf } from '../../shared/failures';
import { notProvided } from '../../shared/not-provided';
import type { DepositsContext, StakeCall, StakingContext, StakingStart } from './context';
import type { DepositsEvent, StakingEvent } from './events';
import { outcomeUnknown, stakingFailureOf } from './failure';
import { chosenConfig, depositsGuards, formAmount, formAvailable, openDeposit, stakingGuards } from './guards';
import { stakePreset, type SbtPeriod } from './rules';
import type { PaymentStatus } from '../../payment/types';
import { biometricGateState, biometricGuards, confirmMoneyLogic, refusalOfEvent, type MoneyReason } from '../../shared/biometric-gate';
import type { DepositList, DepositMade, StakeClaimed, StakingTotal } from './types';

const failureFromError = ({ event }: { event: object }) => stakingFailureOf('error' in event ? event.error : undefined);

const START: StakingContext = {
  configs: null,
  totalAmount: '0',
  gotAmount: '0',
  lockAmount: '0',
  amountText: '',
  period: null,
  preset: DEFAULT_PERCENT_PRESET,
  failure: null,
  loadFailure: null,
  idempotencyKey: null,
  made: null,
  feeIntentId: null,
  biometrics: null,
};

/** The unit staking deposits (seed 001 §2): what the biometric prompt names. */
export const STAKE_SYMBOL = 'SWITCH';

/** What the biometric prompt names: the amount staked. */
export const stakeReason = (context: StakingContext): MoneyReason => ({ kind: 'stake', amount: formAmount(context) ?? context.amountText, symbol: STAKE_SYMBOL });

export const stakingMachine = setup({
  types: {} as { context: StakingContext; events: StakingEvent },
  actors: {
    load: fromPromise<StakingStart>(notProvided),
    stake: fromPromise<DepositMade, StakeCall>(notProvided),
    reload: fromPromise<StakingStart>(notProvided),
    /** Reads the fee's intent until it settles (or gives up): its last status. */
    watchFee: fromPromise<PaymentStatus, { readonly intentId: string }>(notProvided),
    confirmMoney: confirmMoneyLogic,
  },
  actions: {
    logFailure: (_, _params: { readonly what: 'load' | 'stake'; readonly failure: ApiFailure }) => notProvided(),
    noteBiometricRefusal: assign({ biometrics: refusalOfEvent }),
    forgetBiometricRefusal: assign({ biometrics: null }),
    /** Keeps this confirmation's key, or makes one (provide.ts). */
    keepIdempotencyKey: assign({ idempotencyKey: ({ context }) => context.idempotencyKey ?? notProvided() }),
    started: assign(({ context, event }) => {
      const start = (event as unknown as { output: StakingStart }).output;
      const next = { ...context, configs: start.configs, totalAmount: start.total.totalAmount, gotAmount: start.list.mining.gotAmount, lockAmount: start.list.mining.lockAmount };
      // The preselected 50 %, on what is available now, unless the user has typed already.
      return context.preset === null ? next : { ...next, amountText: stakePreset(formAvailable(next), DEFAULT_PERCENT_PRESET, chosenConfig(next)) };
    }),
    /** Another amount or period is another deposit: a new key, and the last refusal no longer applies. */
    forgetAttempt: assign({ idempotencyKey: null, failure: null }),
  },
  guards: { ...stakingGuards, ...biometricGuards },
}).createMachine({
  id: 'staking',
  context: START,
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading the configs, the total staked and the user’s record (its got and locked amounts).',
      tags: ['loading'],
      invoke: {
        src: 'load',
        onDone: { target: 'form', actions: 'started' },
        onError: [
          { guard: 'isAborted', target: 'failed' },
          { target: 'failed', actions: [assign({ loadFailure: failureFromError }), { type: 'logFailure', params: failureParamsOf('load') }] },
        ],
      },
    },
    failed: {
      description: 'The first read failed: the error and Retry.',
      tags: ['failed'],
      on: { 'staking.retry': { target: 'loading', actions: assign({ loadFailure: null }) } },
    },
    form: {
      description: 'The amount, the presets, the chosen period and the red error; Continue when the rules allow.',
      tags: ['form'],
      on: {
        'amount.change': {
          actions: [assign(({ event }) => ({ amountText: sanitizeAmountInput(event.value), preset: null })), 'forgetAttempt'],
        },
        'preset.choose': {
          actions: [
            assign(({ context, event }) => ({ amountText: stakePreset(formAvailable(context), event.percent, chosenConfig(context)), preset: event.percent })),
            'forgetAttempt',
          ],
        },
        'configs.open': { target: 'configs' },
        // The key stays: the same amount and period after an unknown outcome is the same deposit.
        'form.continue': { guard: 'formReady', target: 'paying', actions: assign({ failure: null }) },
      },
    },
    configs: {
      description: 'The periods with a radio mark; choosing one resets the payment method and returns to the form.',
      tags: ['configs'],
      on: {
        'period.choose': {
          target: 'form',
          actions: [
            assign(({ context, event }) => {
              const next = { ...context, period: event.period };
              // A preset follows the new period's maximum.
              return context.preset === null ? { period: event.period } : { period: event.period, amountText: stakePreset(formAvailable(next), context.preset, chosenConfig(next)) };
            }),
            'forgetAttempt',
          ],
        },
        'configs.close': { target: 'form' },
      },
    },
    paying: {
      description: 'Routes a ready form: a period with a fee to the payment method, a free one to the confirmation.',
      always: [{ guard: 'chosenHasFee', target: 'paymentMethod' }, { target: 'confirm' }],
    },
    paymentMethod: {
      description: 'The fee through the one purchase flow (internal, Stars, external wallet); the server stakes when it is paid.',
      tags: ['payment-method'],
      entry: assign({ feeIntentId: null }),
      on: {
        'fee.pending': { actions: assign({ feeIntentId: ({ event }) => event.intentId }) },
        'fee.paid': { target: 'success', actions: assign({ made: null, feeIntentId: null }) },
        // Closed while a payment is on its way (a Stars invoice paid or still settling): its outcome is followed.
        'payment.back': [{ guard: ({ context }) => context.feeIntentId !== null, target: 'feePending' }, { target: 'form' }],
      },
    },
    feePending: {
      description: 'The sheet closed while the fee was being paid: its intent is read until it settles; paid is the success, anything else reads the record again.',
      tags: ['form', 'fee-pending'],
      invoke: {
        src: 'watchFee',
        input: ({ context }) => ({ intentId: context.feeIntentId ?? '' }),
        onDone: [
          { guard: ({ event }) => event.output === 'paid', target: 'success', actions: assign({ made: null, feeIntentId: null }) },
          { target: 'loading', actions: assign({ feeIntentId: null }) },
        ],
        onError: { target: 'loading', actions: assign({ feeIntentId: null }) },
      },
    },
    confirm: {
      description: 'Amount, period, stake, balance after and fee; Confirm and stake. A refusal shows in the red panel.',
      tags: ['confirm'],
      // The key is kept before the biometric gate: a refused prompt comes back here with it.
      on: { 'confirm.back': { target: 'form' }, 'stake.confirm': { target: 'authorizing', actions: 'keepIdempotencyKey' } },
    },
    authorizing: biometricGateState({ reason: stakeReason, passed: 'staking', refused: 'confirm', tags: ['staking', 'loading'] }),
    staking: {
      description: '/deposit with this confirmation’s key; a second tap does nothing.',
      tags: ['staking', 'loading'],
      invoke: {
        src: 'stake',
        input: ({ context }) => ({ amount: formAmount(context) ?? '0', period: context.period ?? '3m', idempotencyKey: context.idempotencyKey ?? '' }),
        onDone: { target: 'success', actions: assign({ made: ({ event }) => event.output, failure: null }) },
        onError: {
          target: 'confirm',
          actions: [
            assign(({ event }) => {
              const failure = stakingFailureOf(event.error);
              // A definite refusal: the next press is a new deposit with a new key.
              return outcomeUnknown(failure) ? { failure } : { failure, idempotencyKey: null };
            }),
            { type: 'logFailure', params: failureParamsOf('stake') },
          ],
        },
      },
    },
    success: {
      description: 'The deposit is made: the totals and the record are read again (seed 001 §4).',
      tags: ['success'],
      invoke: { src: 'reload', onDone: { actions: assign(({ event }) => ({ totalAmount: event.output.total.totalAmount, gotAmount: event.output.list.mining.gotAmount, lockAmount: event.output.list.mining.lockAmount })) } },
      on: {
        'flow.restart': {
          target: 'form',
          actions: assign(({ context }) => ({ made: null, idempotencyKey: null, failure: null, preset: DEFAULT_PERCENT_PRESET, amountText: stakePreset(formAvailable(context), DEFAULT_PERCENT_PRESET, chosenConfig(context)) })),
        },
      },
    },
  },
});

export interface ReceivedDeposits {
  readonly list: DepositList;
  readonly total: StakingTotal;
  readonly sbts: readonly SbtPeriod[];
  readonly receivedAt: number;
}

export interface ReceivedClaim {
  readonly claimed: StakeClaimed;
  readonly receivedAt: number;
}

export const depositsMachine = setup({
  types: {} as { context: DepositsContext; events: DepositsEvent },
  actors: {
    load: fromPromise<ReceivedDeposits>(notProvided),
    claim: fromPromise<ReceivedClaim, { readonly depositId: string; readonly idempotencyKey: string }>(notProvided),
    ticker: fromCallback<DepositsEvent>(notProvided),
  },
  actions: {
    logFailure: (_, _params: { readonly what: 'deposits' | 'claim'; readonly failure: ApiFailure }) => notProvided(),
    keepClaimKey: assign({ claimKey: ({ context }) => context.claimKey ?? notProvided() }),
    received: assign(({ event }) => {
      const output = (event as unknown as { output: ReceivedDeposits }).output;
      return { list: output.list, totalAmount: output.total.totalAmount, sbts: output.sbts, receivedAt: output.receivedAt, failure: null };
    }),
  },
  guards: depositsGuards,
}).createMachine({
  id: 'stakingDeposits',
  context: { list: null, totalAmount: null, receivedAt: 0, now: 0, openId: null, failure: null, claimFailure: null, claimKey: null, sbts: null, sbtOpen: false },
  invoke: { src: 'ticker' },
  on: { 'clock.tick': { actions: assign({ now: ({ event }) => event.now }) } },
  initial: 'loading',
  states: {
    loading: {
      description: 'Reading the deposits (the read credits the reward’s full hours) and the total staked.',
      tags: ['loading'],
      invoke: {
        src: 'load',
        onDone: { target: 'list', actions: 'received' },
        onError: [
          { guard: 'isAborted', target: 'failed' },
          { target: 'failed', actions: [assign({ failure: failureFromError }), { type: 'logFailure', params: failureParamsOf('deposits') }] },
        ],
      },
    },
    failed: { description: 'The read failed: the error and Retry.', tags: ['failed'], on: { 'deposits.retry': 'loading' } },
    list: {
      description: 'The totals and each deposit; a drawer with its detail and receipt, claim-stake enabled once unlocked.',
      tags: ['list'],
      on: {
        'deposit.open': { actions: assign({ openId: ({ event }) => event.id, claimFailure: null, claimKey: null }) },
        'deposit.close': { actions: assign({ openId: null, claimFailure: null }) },
        'deposits.refresh': 'loading',
        'stake.claim': { guard: 'openCanClaim', target: 'claiming', actions: 'keepClaimKey' },
        // The SBT's drawer holds the one purchase flow (external way); paid, everything is read again.
        'sbt.open': { guard: 'sbtOffered', actions: assign({ sbtOpen: true, openId: null }) },
        'sbt.close': { actions: assign({ sbtOpen: false }) },
        'sbt.minted': { target: 'loading', actions: assign({ sbtOpen: false }) },
      },
    },
    claiming: {
      description: 'Claiming the open deposit’s stake back with this press’s key; the list is read again after.',
      tags: ['list', 'claiming'],
      invoke: {
        src: 'claim',
        input: ({ context }) => ({ depositId: openDeposit(context)?._id ?? '', idempotencyKey: context.claimKey ?? '' }),
        onDone: { target: 'loading', actions: assign({ claimKey: null, claimFailure: null }) },
        onError: {
          target: 'list',
          actions: [
            assign(({ event }) => {
              const claimFailure = stakingFailureOf(event.error);
              return outcomeUnknown(claimFailure) ? { claimFailure } : { claimFailure, claimKey: null };
            }),
            { type: 'logFailure', params: failureParamsOf('claim') },
          ],
        },
      },
    },
  },
});
