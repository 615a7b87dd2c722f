/**
 * The send flow (seed 000 §2, §4, §5, §8) as one machine: the user fills the form (editing), the
 * server checks it without moving anything (validating, /transfer with dry true), the user reads
 * the summary (confirming) and confirms, the transfer runs for real (sending), and the flow ends
 * on the success screen, which resets the form.
 *
 * Money safety: the real transfer carries an idempotency key created when the user first presses
 * confirm and kept in context. A failed send returns to confirming with the key kept, so pressing
 * confirm again retries the SAME transfer and the server executes it at most once. The key is
 * dropped only when the request itself changes (any field edited, a reset, or success).
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { refusalOf, type ApiFailure } from '../shared/api-failure';
import { failureOfEvent, failureParamsOf, isAborted } from '../shared/failures';
import type { BalanceEntry } from '../tokens/types';
import { notProvided } from '../shared/not-provided';
import { canonicalAmount, sanitizeAmountInput } from '../money/amount-input';
import {
  canContinue,
  localErrors,
  NO_ERRORS,
  type ChargedFee,
  type SendErrors,
  type SendFieldError,
  type SendForm,
} from './rules';
import type { TransferRequest, TransferResult } from './types';
import { refusalOfEvent, biometricGateState, biometricGuards, confirmMoneyLogic, type BiometricGateContext, type MoneyReason } from '../shared/biometric-gate';

export interface SendInput {
  readonly accountIndex: number;
}

/** What the success screen shows about the transfer that just went out. */
export interface SentTransfer {
  readonly amount: string;
  readonly symbol: string;
  readonly to: string;
  readonly transferId: string | null;
}

export interface SendContext extends SendForm, BiometricGateContext {
  readonly accountIndex: number;
  /** The user's holdings, the tokens the form offers; null until loaded. */
  readonly balances: readonly BalanceEntry[] | null;
  readonly errors: SendErrors;
  /** The fee the server's dry run priced for the current form; null until it passed. */
  readonly fee: ChargedFee | null;
  /** Created at the first confirm press; reused by every retry of that same confirmation. */
  readonly idempotencyKey: string | null;
  /** Why the last real send failed (logged only, seed 000 §8); null after a success or an edit. */
  readonly sendFailure: ApiFailure | null;
  readonly lastSent: SentTransfer | null;
}

export type SendEvent =
  | { readonly type: 'token.select'; readonly token: BalanceEntry }
  | { readonly type: 'address.change'; readonly value: string }
  | { readonly type: 'amount.change'; readonly value: string }
  | { readonly type: 'comment.change'; readonly value: string }
  | { readonly type: 'balances.retry' }
  | { readonly type: 'details.submit' }
  | { readonly type: 'confirm.back' }
  | { readonly type: 'confirm.submit' }
  | { readonly type: 'send.reset' };

export interface TransferCall {
  readonly request: TransferRequest;
  readonly idempotencyKey: string;
}

export type SendFailureStep = 'balances' | 'dry-run' | 'transfer';

const EMPTY_FORM: SendForm = { token: null, address: '', amount: '', comment: '' };

export function initialSendContext(input: SendInput): SendContext {
  return {
    accountIndex: input.accountIndex,
    balances: null,
    ...EMPTY_FORM,
    errors: NO_ERRORS,
    fee: null,
    idempotencyKey: null,
    sendFailure: null,
    lastSent: null,
    biometrics: null,
  };
}

/** What the biometric prompt names: the amount, the token and the recipient. */
export function sendReason(context: SendContext): MoneyReason {
  return { kind: 'send', amount: canonicalAmount(context.amount) ?? context.amount, symbol: context.token?.symbol ?? '', to: context.address.trim() };
}

/** The request the form describes; only called once canContinue held (amount is then valid). */
export function transferRequest(context: SendContext, dry: boolean): TransferRequest {
  const token = context.token;
  if (token === null) throw new Error('no token chosen');
  return {
    to: context.address.trim(),
    amount: canonicalAmount(context.amount) ?? '0',
    tokenAddress: token.address,
    chainId: token.chainId,
    accountIndex: context.accountIndex,
    comment: context.comment === '' ? undefined : context.comment,
    dry,
  };
}

/**
 * Where a dry-run refusal is shown (seed 000 §5): under the amount when its path names amount,
 * under the address when it names to, otherwise above the continue button.
 */
export function dryRunErrors(context: SendContext, failure: ApiFailure): SendErrors {
  const local = localErrors(context);
  if (failure.type !== 'rejected') return { ...local, form: { type: 'unavailable' } };
  const message: SendFieldError = { type: 'server', ...refusalOf(failure) };
  const path = failure.path ?? [];
  if (path.includes('amount')) return { ...local, amount: message };
  if (path.includes('to')) return { ...local, address: message };
  if (path.includes('comment')) return { ...local, comment: message };
  return { ...local, form: message };
}

/** Any edit describes a different transfer: recheck locally, forget the dry run and the key. */
const afterEdit = (form: SendForm) => ({
  ...form,
  errors: localErrors(form),
  fee: null,
  idempotencyKey: null,
  sendFailure: null,
});

export const sendMachine = setup({
  types: {} as { context: SendContext; events: SendEvent; input: SendInput },
  actors: {
    loadBalances: fromPromise<readonly BalanceEntry[], { readonly accountIndex: number }>(notProvided),
    dryRun: fromPromise<TransferResult, TransferRequest>(notProvided),
    transfer: fromPromise<TransferResult, TransferCall>(notProvided),
    confirmMoney: confirmMoneyLogic,
  },
  actions: {
    logFailure: (_, _params: { readonly what: SendFailureStep; readonly failure: ApiFailure }) => notProvided(),
    /** Keeps the key of this confirmation, creating one at the first press (see provide.ts). */
    keepIdempotencyKey: assign({ idempotencyKey: ({ context }) => context.idempotencyKey ?? notProvided() }),
    noteBiometricRefusal: assign({ biometrics: refusalOfEvent }),
    forgetBiometricRefusal: assign({ biometrics: null }),
  },
  guards: {
    ...biometricGuards,
    canContinue: ({ context }) => canContinue(context),
    hasBalances: ({ context }) => context.balances !== null,
    isAborted,
  },
}).createMachine({
  id: 'send',
  context: ({ input }) => initialSendContext(input),
  initial: 'editing',
  states: {
    editing: {
      description: 'The form: token, address, amount, comment. Continue runs the dry run when the form is valid.',
      initial: 'checkingTokens',
      on: {
        'token.select': {
          actions: assign(({ context, event }) =>
            afterEdit({ token: event.token, address: context.address, amount: context.amount, comment: context.comment }),
          ),
        },
        'address.change': {
          actions: assign(({ context, event }) =>
            afterEdit({ token: context.token, address: event.value.trim(), amount: context.amount, comment: context.comment }),
          ),
        },
        'amount.change': {
          actions: assign(({ context, event }) => {
            const amount = sanitizeAmountInput(event.value);
            return afterEdit({ token: context.token, address: context.address, amount, comment: context.comment });
          }),
        },
        'comment.change': {
          actions: assign(({ context, event }) =>
            afterEdit({ token: context.token, address: context.address, amount: context.amount, comment: event.value }),
          ),
        },
        'details.submit': { guard: 'canContinue', target: 'validating' },
        'send.reset': { target: '#send.editing', reenter: true, actions: assign(({ context }) => initialSendContext(context)) },
      },
      states: {
        checkingTokens: {
          description: 'Holdings already known (back from confirm) are kept; otherwise they are loaded.',
          always: [{ guard: 'hasBalances', target: 'ready' }, { target: 'loadingTokens' }],
        },
        loadingTokens: {
          description: "Fetching the user's holdings: the tokens that can be sent.",
          invoke: {
            src: 'loadBalances',
            input: ({ context }) => ({ accountIndex: context.accountIndex }),
            onDone: { target: 'ready', actions: assign({ balances: ({ event }) => event.output }) },
            onError: [
              { guard: 'isAborted', target: 'tokensFailed' },
              {
                target: 'tokensFailed',
                actions: { type: 'logFailure', params: failureParamsOf('balances') },
              },
            ],
          },
        },
        tokensFailed: {
          description: 'The holdings could not be loaded (logged); the user may retry.',
          on: { 'balances.retry': 'loadingTokens' },
        },
        ready: { description: 'The user fills the form.' },
      },
    },
    validating: {
      description: 'The server checks the transfer without executing it (/transfer, dry true).',
      invoke: {
        src: 'dryRun',
        input: ({ context }) => transferRequest(context, true),
        onDone: {
          target: 'confirming',
          actions: assign({ fee: ({ event }) => event.output.fee, errors: NO_ERRORS }),
        },
        onError: [
          { guard: 'isAborted', target: 'editing' },
          {
            target: 'editing',
            actions: [
              assign({ errors: ({ context, event }) => dryRunErrors(context, failureOfEvent({ event })) }),
              { type: 'logFailure', params: failureParamsOf('dry-run') },
            ],
          },
        ],
      },
    },
    confirming: {
      description: 'The summary: amount, recipient, comment, estimated fee, total, balance after, warning.',
      on: {
        // The key is kept before the biometric gate: a refused prompt comes back here with it.
        'confirm.submit': { target: 'authorizing', actions: 'keepIdempotencyKey' },
        // Back to the form with everything kept, the key too: an unchanged form is the same transfer.
        'confirm.back': 'editing',
        'send.reset': { target: 'editing', actions: assign(({ context }) => initialSendContext(context)) },
      },
    },
    authorizing: biometricGateState({ reason: sendReason, passed: 'sending', refused: 'confirming' }),
    sending: {
      description: 'The transfer runs for real (/transfer, dry false) with the idempotency key of this confirmation.',
      invoke: {
        src: 'transfer',
        input: ({ context }) => ({ request: transferRequest(context, false), idempotencyKey: context.idempotencyKey ?? '' }),
        onDone: {
          target: 'success',
          actions: assign(({ context, event }) => ({
            // Success resets the send state (seed 000 §2); only what the success screen shows stays.
            ...initialSendContext(context),
            lastSent: {
              amount: canonicalAmount(context.amount) ?? context.amount,
              symbol: context.token?.symbol ?? '',
              to: context.address,
              transferId: event.output.transferId ?? null,
            },
          })),
        },
        onError: {
          // No message for the user (seed 000 §8), but the key stays so a retry cannot debit twice.
          target: 'confirming',
          actions: [
            assign({ sendFailure: failureOfEvent }),
            { type: 'logFailure', params: failureParamsOf('transfer') },
          ],
        },
      },
    },
    success: {
      description: 'The transfer went out; the form is already reset. A new send starts from editing.',
      on: { 'send.reset': { target: 'editing', actions: assign(({ context }) => initialSendContext(context)) } },
    },
  },
});

export type SendSnapshot = SnapshotFrom<typeof sendMachine>;
