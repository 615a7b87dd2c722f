/** Plain data for the send screens, read from a snapshot of the send machine. */
import { canContinue, sendSummary, type SendErrors, type SendSummary } from './rules';
import type { SendContext, SendSnapshot, SentTransfer } from './machine';
import type { BalanceEntry } from '../tokens/types';
import type { BiometricRefusal } from '../shared/biometric-gate';
import { holdsInput } from '../money/amount-input';

/** The form has something typed in it that a close would lose, until the transfer is sent. */
export function selectSendHoldsInput(snapshot: SendSnapshot): boolean {
  const { address, amount, comment } = snapshot.context;
  return holdsInput([address, amount, comment], snapshot.matches('success'));
}

export type SendStep = 'editing' | 'validating' | 'confirming' | 'sending' | 'success';

/** The send form's flags (seed 000 §3), derived from the machine's state rather than stored. */
export interface SendFlags {
  /** The server's dry run passed for the current form. */
  readonly isChecked: boolean;
  /** A call is running (the dry run or the real transfer). */
  readonly isLoading: boolean;
  readonly isSuccess: boolean;
}

export function selectSendStep(snapshot: SendSnapshot): SendStep {
  const steps: readonly SendStep[] = ['validating', 'confirming', 'sending', 'success'];
  // The biometric prompt is part of sending: the button is busy, nothing can be edited meanwhile.
  if (snapshot.matches('authorizing')) return 'sending';
  return steps.find((step) => snapshot.matches(step)) ?? 'editing';
}

export function selectSendFlags(snapshot: SendSnapshot): SendFlags {
  const step = selectSendStep(snapshot);
  return {
    isChecked: step === 'confirming' || step === 'sending',
    isLoading: step === 'validating' || step === 'sending',
    isSuccess: step === 'success',
  };
}

export type TokensState = 'loading' | 'ready' | 'failed';

export interface SendView extends SendFlags {
  readonly step: SendStep;
  readonly tokens: readonly BalanceEntry[];
  readonly tokensState: TokensState;
  readonly token: BalanceEntry | null;
  readonly address: string;
  readonly amount: string;
  readonly comment: string;
  readonly errors: SendErrors;
  readonly canContinue: boolean;
  readonly canConfirm: boolean;
  /** The confirm screen's figures, once the dry run passed. */
  readonly summary: SendSummary | null;
  readonly lastSent: SentTransfer | null;
  /** Why the biometric prompt let nothing go out at the last confirm; null otherwise. */
  readonly biometrics: BiometricRefusal | null;
}

function tokensState(snapshot: SendSnapshot): TokensState {
  if (snapshot.matches({ editing: 'tokensFailed' })) return 'failed';
  return snapshot.context.balances === null ? 'loading' : 'ready';
}

const summaryOf = (context: SendContext): SendSummary | null => (context.fee ? sendSummary(context, context.fee) : null);

export function selectSendView(snapshot: SendSnapshot): SendView {
  const { context } = snapshot;
  return {
    ...selectSendFlags(snapshot),
    step: selectSendStep(snapshot),
    tokens: context.balances ?? [],
    tokensState: tokensState(snapshot),
    token: context.token,
    address: context.address,
    amount: context.amount,
    comment: context.comment,
    errors: context.errors,
    canContinue: snapshot.can({ type: 'details.submit' }) && canContinue(context),
    canConfirm: snapshot.can({ type: 'confirm.submit' }),
    summary: summaryOf(context),
    lastSent: context.lastSent,
    biometrics: context.biometrics,
  };
}
