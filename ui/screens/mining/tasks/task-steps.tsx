/**
 * The parts every stepped task sheet is made of (the wallet tasks, the Punk NFT, the open league):
 * the steps with the current one marked, the refusal in words, the connected wallet, the busy
 * Connect and Check buttons and the verified line. Each sheet keeps its own test ids and words for
 * what is its own.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { TasksFailure } from '../../../../domain/mining/tasks/failure';
import type { WalletTaskStep } from '../../../../domain/mining/tasks/wallet-tasks/selectors';
import { shortenAddress } from '../../../../domain/wallet/address';
import { Button, MainButton } from '../../../components/button';
import { cx } from '../../../components/class-names';
import { useTaskWords } from './task-messages';
import styles from './wallet-tasks.module.css';

/** The steps, the current one marked (aria-current) and the earlier ones ticked. */
export function Steps<S extends string = WalletTaskStep>({ steps, current }: { steps: readonly { step: S; label: ReactNode }[]; current: S }) {
  const at = steps.findIndex((entry) => entry.step === current);
  return (
    <ol className={styles.steps} data-testid="wallet-task-steps">
      {steps.map((entry, index) => (
        <li key={entry.step} className={cx(styles.step, index === at && styles.current, index < at && styles.passed)} aria-current={index === at ? 'step' : undefined} data-step={entry.step}>
          {entry.label}
        </li>
      ))}
    </ol>
  );
}

/** The last refusal in words, announced; nothing while there is none. */
export function StepFailure<F extends { readonly type: string }>({ failure, text, testId }: { failure: F | null; text: (failure: F) => string; testId: string }) {
  return failure === null ? null : (
    <p className={styles.error} role="alert" data-testid={testId} data-failure={failure.type}>
      {text(failure)}
    </p>
  );
}

/** The refusals every task checked against the user's TON wallet can meet. */
export type WalletCheckFailure = { readonly type: 'no-wallet' } | { readonly type: 'wallet-refused' } | TasksFailure;

/** Those refusals in words; each sheet words its own refusals and hands the rest to this. */
export function useWalletCheckFailureText(): (failure: WalletCheckFailure) => string {
  const { t } = useLingui();
  const words = useTaskWords();
  return (failure) => {
    switch (failure.type) {
      case 'no-wallet':
        return t`Your TON wallet is not connected. Connect it again.`;
      case 'wallet-refused':
        return t`The wallet did not connect. Try again.`;
      case 'outside-messenger':
      case 'server':
        return words.failure(failure);
    }
  };
}

/** The connected wallet's shortened address; nothing while none is connected. */
export function ConnectedWallet({ address, testId }: { address: string | null; testId: string }) {
  return address === null ? null : (
    <p className={styles.wallet} data-testid={testId}>
      <Trans>Wallet: {shortenAddress(address)}</Trans>
    </p>
  );
}

interface BusyButtonProps {
  readonly busy: boolean;
  readonly onClick: () => void;
  readonly testId: string;
  /** The sheet's main action (filled), or one beside another main action. */
  readonly main?: boolean;
}

/** Connect wallet (or the named wallet), 'Connecting…' while the wallet app answers. */
export function ConnectButton({ busy, onClick, testId, children }: BusyButtonProps & { children?: ReactNode }) {
  return (
    <MainButton onClick={onClick} disabled={busy} aria-busy={busy} data-testid={testId}>
      {busy ? <Trans>Connecting…</Trans> : (children ?? <Trans>Connect wallet</Trans>)}
    </MainButton>
  );
}

/** Check, 'Checking…' while the server verifies the task. */
export function CheckButton({ busy, onClick, testId, main = true }: BusyButtonProps) {
  const Control = main ? MainButton : Button;
  return (
    <Control onClick={onClick} disabled={busy} aria-busy={busy} data-testid={testId}>
      {busy ? <Trans>Checking…</Trans> : <Trans>Check</Trans>}
    </Control>
  );
}

/** The server granted the task. */
export function BoostVerified({ testId }: { testId: string }) {
  return (
    <p role="status" data-testid={testId}>
      <Trans>Verified: the boost is added to your speed.</Trans>
    </p>
  );
}
