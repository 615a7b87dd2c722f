/** The only place the staking machines meet the ports, each asked for by its own type. */
import { assign, fromPromise } from 'xstate';
import type { Clock } from '../../shared/clock';
import { keptIdempotencyKey, randomIdempotencyKey, type IdempotencyOptions } from '../../shared/idempotency';
import { confirmMoneyActor, type ConfirmMoney } from '../../shared/biometric-gate';
import { logNamedFailureWith } from '../../shared/failures';
import type { Logger } from '../../shared/logger';
import type { StakeCall, StakingStart } from './context';
import type { DepositsEvent } from './events';
import { depositsMachine, stakingMachine, type ReceivedClaim, type ReceivedDeposits } from './machine';
import type { StakingApi } from './port';
import type { PaymentApi } from '../../payment/port';
import type { PaymentStatus } from '../../payment/types';
import type { DepositList, DepositMade } from './types';
import type { MiningRecordApi } from '../shared/port';
import { failureOf } from '../../shared/api-failure';
import type { CallOptions } from '../../shared/call-options';
import { clockTicker, globalTimers, type TickTimers } from '../../shared/ticker';

export interface StakingPorts {
  readonly stakingApi: StakingApi;
  readonly miningRecordApi: MiningRecordApi;
  readonly clock: Clock;
  readonly logger: Logger;
}

/**
 * The user's deposits. A deep link can reach staking before /mining ever made the mining record
 * (404 no-mining): staking makes it then, as the mining home does at the first opening, and reads
 * again. The mining client sends the launch's referral code with it (adapters/http/mining/record-first.ts):
 * an invite is kept whichever screen makes the record.
 */
async function depositsOf(ports: Pick<StakingPorts, 'stakingApi' | 'miningRecordApi'>, options: CallOptions): Promise<DepositList> {
  try {
    return await ports.stakingApi.deposits(options);
  } catch (error) {
    const failure = failureOf(error);
    if (failure.type !== 'rejected' || failure.code !== 'no-mining') throw error;
    await ports.miningRecordApi.createUserMining({}, options);
    return ports.stakingApi.deposits(options);
  }
}

async function readStart(ports: StakingPorts, signal?: AbortSignal): Promise<StakingStart> {
  const options = signal ? { signal } : {};
  const [configs, total, list] = await Promise.all([ports.stakingApi.configs(options), ports.stakingApi.total(options), depositsOf(ports, options)]);
  return { configs, total, list };
}

/** The flow's ports: the fee's intent is read after its sheet was closed while paying. */
export interface StakingFlowPorts extends StakingPorts {
  readonly paymentApi: Pick<PaymentApi, 'intent'>;
  readonly confirmMoney?: ConfirmMoney | undefined;
}

/** Between two reads of a fee's intent, and how long it is followed before the record is read anyway. */
const FEE_POLL_MS = 1_500;
const FEE_WATCH_MS = 60_000;

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/** The fee's intent, read until it is no longer pending (a failed read is tried again), or given up on. */
async function watchFee(ports: StakingFlowPorts, intentId: string, signal: AbortSignal): Promise<PaymentStatus> {
  const until = ports.clock.now() + FEE_WATCH_MS;
  for (;;) {
    const status = await ports.paymentApi.intent(intentId, { signal }).then(
      (intent) => intent.status,
      () => 'pending' as const,
    );
    if (status !== 'pending' || signal.aborted || ports.clock.now() >= until) return status;
    await pause(FEE_POLL_MS, signal);
  }
}

export function provideStaking(ports: StakingFlowPorts, options: IdempotencyOptions = {}) {
  const newKey = options.newIdempotencyKey ?? randomIdempotencyKey('stake');
  return stakingMachine.provide({
    actors: {
      load: fromPromise<StakingStart>(({ signal }) => readStart(ports, signal)),
      reload: fromPromise<StakingStart>(({ signal }) => readStart(ports, signal)),
      watchFee: fromPromise<PaymentStatus, { readonly intentId: string }>(({ input, signal }) => watchFee(ports, input.intentId, signal)),
      // No abort signal: leaving the screen must not leave a deposit half known.
      stake: fromPromise<DepositMade, StakeCall>(({ input }) => ports.stakingApi.deposit({ amount: input.amount, period: input.period }, { idempotencyKey: input.idempotencyKey })),
      confirmMoney: confirmMoneyActor(ports.confirmMoney),
    },
    actions: {
      logFailure: logNamedFailureWith(ports.logger, 'staking: '),
      keepIdempotencyKey: assign({ idempotencyKey: ({ context }) => keptIdempotencyKey(context.idempotencyKey, newKey) }),
    },
  });
}

export function provideDeposits(ports: StakingPorts, options: IdempotencyOptions & { readonly timers?: TickTimers } = {}) {
  const timers = options.timers ?? globalTimers;
  const newKey = options.newIdempotencyKey ?? randomIdempotencyKey('claim-stake');
  return depositsMachine.provide({
    actors: {
      load: fromPromise<ReceivedDeposits>(async ({ signal }) => {
        const list = await depositsOf(ports, { signal });
        const [total, sbts] = await Promise.all([ports.stakingApi.total({ signal }), ports.stakingApi.userSbts({ signal })]);
        return { list, total, sbts, receivedAt: ports.clock.now() };
      }),
      claim: fromPromise<ReceivedClaim, { readonly depositId: string; readonly idempotencyKey: string }>(async ({ input }) => ({
        claimed: await ports.stakingApi.claimStake(input.depositId, { idempotencyKey: input.idempotencyKey }),
        receivedAt: ports.clock.now(),
      })),
      ticker: clockTicker<DepositsEvent>(ports.clock, timers, { everyMs: 1000, atOnce: true }),
    },
    actions: {
      logFailure: logNamedFailureWith(ports.logger, 'staking deposits: '),
      keepClaimKey: assign({ claimKey: ({ context }) => keptIdempotencyKey(context.claimKey, newKey) }),
    },
  });
}
