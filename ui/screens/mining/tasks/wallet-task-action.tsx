/**
 * A wallet task's flow in its sheet (seed 001 §4 "Staking-boost task", "Wallet-download task";
 * §6: these tasks need a connected TON wallet), each its own machine (domain/mining/tasks/
 * wallet-tasks): the steps with the current one marked, the step's action, and the failure in
 * words ('No $PUNK in staking', 'Not enough $PUNK staked', 'Connected wallet is not Bitget').
 * Once the server grants the task the tasks' list is read again, so the card shows it done.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { Task } from '../../../../domain/mining/tasks/types';
import type { WalletTaskFailure } from '../../../../domain/mining/tasks/wallet-tasks/failure';
import { provideStakingBoost, provideWalletDownload } from '../../../../domain/mining/tasks/wallet-tasks/provide';
import { walletTaskOf } from '../../../../domain/mining/tasks/wallet-tasks/rules';
import { selectWalletTaskView } from '../../../../domain/mining/tasks/wallet-tasks/selectors';
import { Button, MainButton } from '../../../components/button';
import { sameData } from '../../../machines/same-data';
import { usePorts } from '../../../ports-context';
import { BoostVerified, CheckButton, ConnectButton, ConnectedWallet, StepFailure, Steps, useWalletCheckFailureText } from './task-steps';
import { TasksContext } from './tasks-context';
import styles from './wallet-tasks.module.css';

function useFailureText(): (failure: WalletTaskFailure) => string {
  const { t } = useLingui();
  const shared = useWalletCheckFailureText();
  return (failure) => {
    switch (failure.type) {
      case 'no-punk-staked':
        return t`No $PUNK in staking`;
      case 'not-enough-punk-staked':
        return t`Not enough $PUNK staked`;
      case 'not-bitget':
        return t`Connected wallet is not Bitget`;
      default:
        return shared(failure);
    }
  };
}

/** Reads the tasks again once the server granted the task (the card shows it done). */
function useRefreshTasks(): () => void {
  const tasks = TasksContext.useActorRef();
  return () => tasks.send({ type: 'tasks.check' });
}

function StakingBoostAction({ task }: { task: Task }) {
  const ports = usePorts();
  const refresh = useRefreshTasks();
  const [machine] = useState(() => provideStakingBoost(ports, refresh));
  const actor = useActorRef(machine, { input: { code: task.code, address: ports.externalWallet.address } });
  const view = useSelector(actor, selectWalletTaskView, sameData);
  const failureText = useFailureText();
  const openBot = () => {
    if (task.url !== null) ports.messenger.openTelegramLink(task.url);
    actor.send({ type: 'staking.open' });
  };
  return (
    <div className={styles.actions} data-testid="staking-boost" data-step={view.step}>
      <Steps
        current={view.step}
        steps={[
          { step: 'not-connected', label: <Trans>Connect your TON wallet</Trans> },
          { step: 'connected', label: <Trans>Stake $PUNK in the staking bot</Trans> },
          { step: 'staked', label: <Trans>Check your stake</Trans> },
        ]}
      />
      <ConnectedWallet address={view.address} testId="wallet-task-address" />
      <StepFailure failure={view.failure} text={failureText} testId="wallet-task-failure" />
      {view.step === 'not-connected' ? <ConnectButton busy={view.busy} onClick={() => actor.send({ type: 'wallet.connect' })} testId="wallet-task-connect" /> : null}
      {view.step === 'connected' ? (
        <MainButton onClick={openBot} data-testid="staking-open">
          <Trans>Stake $PUNK</Trans>
        </MainButton>
      ) : null}
      {view.step === 'staked' ? (
        <>
          <CheckButton busy={view.busy} onClick={() => actor.send({ type: 'staking.check' })} testId="staking-check" />
          <Button onClick={openBot} disabled={view.busy} data-testid="staking-open-again">
            <Trans>Open the staking bot</Trans>
          </Button>
        </>
      ) : null}
      {view.step === 'done' ? <BoostVerified testId="wallet-task-done" /> : null}
    </div>
  );
}

function WalletDownloadAction({ task }: { task: Task }) {
  const ports = usePorts();
  const refresh = useRefreshTasks();
  const [machine] = useState(() => provideWalletDownload(ports, refresh));
  const actor = useActorRef(machine, { input: { code: task.code, address: null } });
  const view = useSelector(actor, selectWalletTaskView, sameData);
  const failureText = useFailureText();
  const download = () => {
    if (task.url !== null) ports.messenger.openLink(task.url);
    actor.send({ type: 'wallet.download' });
  };
  return (
    <div className={styles.actions} data-testid="wallet-download" data-step={view.step}>
      <Steps
        current={view.step}
        steps={[
          { step: 'started', label: <Trans>Download Bitget Wallet</Trans> },
          { step: 'downloaded', label: <Trans>Connect it here</Trans> },
          { step: 'connected', label: <Trans>It becomes your TON wallet</Trans> },
        ]}
      />
      <StepFailure failure={view.failure} text={failureText} testId="wallet-task-failure" />
      {view.step === 'started' ? (
        <MainButton onClick={download} data-testid="wallet-download-open">
          <Trans>Download Bitget Wallet</Trans>
        </MainButton>
      ) : null}
      {view.step === 'downloaded' ? (
        <>
          <ConnectButton busy={view.busy} onClick={() => actor.send({ type: 'wallet.connect' })} testId="wallet-task-connect">
            <Trans>Connect Bitget Wallet</Trans>
          </ConnectButton>
          <Button onClick={download} disabled={view.busy} data-testid="wallet-download-again">
            <Trans>Download again</Trans>
          </Button>
        </>
      ) : null}
      {view.step === 'connected' ? (
        <p role="status" aria-busy="true" data-testid="wallet-task-setting">
          <Trans>Checking the wallet…</Trans>
        </p>
      ) : null}
      {view.step === 'done' ? <BoostVerified testId="wallet-task-done" /> : null}
    </div>
  );
}

/** The sheet's action for a wallet task, or null for any other task. */
export function WalletTaskAction({ task }: { task: Task }) {
  switch (walletTaskOf(task)) {
    case 'staking-boost':
      return <StakingBoostAction task={task} />;
    case 'wallet-download':
      return <WalletDownloadAction task={task} />;
    case null:
      return null;
  }
}
