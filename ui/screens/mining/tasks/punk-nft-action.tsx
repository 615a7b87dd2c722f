/**
 * The NFT task's flow in its sheet (seed 001 §6: it needs a connected TON wallet; domain/mining/
 * tasks/punk-nft): connect the wallet, then Check (the server looks for a Punk NFT in it and grants
 * the boost once); the steps with the current one marked and the refusal in words.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { selectPunkNftView, type PunkNftFailure } from '../../../../domain/mining/tasks/punk-nft/machine';
import { providePunkNft } from '../../../../domain/mining/tasks/punk-nft/provide';
import { shortenAddress } from '../../../../domain/wallet/address';
import { MainButton } from '../../../components/button';
import { sameData } from '../../../machines/same-data';
import { usePorts } from '../../../ports-context';
import { useTaskWords } from './task-messages';
import { TasksContext } from './tasks-context';
import { Steps } from './wallet-task-action';
import styles from './wallet-tasks.module.css';

function useFailureText(): (failure: PunkNftFailure) => string {
  const { t } = useLingui();
  const words = useTaskWords();
  return (failure) => {
    switch (failure.type) {
      case 'no-punk-nft':
        return t`No Punk NFT in your wallet yet`;
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

export function PunkNftAction() {
  const ports = usePorts();
  const tasks = TasksContext.useActorRef();
  const [machine] = useState(() => providePunkNft(ports, () => tasks.send({ type: 'tasks.check' })));
  const actor = useActorRef(machine, { input: { address: ports.externalWallet.address } });
  const view = useSelector(actor, selectPunkNftView, sameData);
  const failureText = useFailureText();
  return (
    <div className={styles.actions} data-testid="punk-nft" data-step={view.step}>
      <Steps
        current={view.step}
        steps={[
          { step: 'not-connected', label: <Trans>Connect your TON wallet</Trans> },
          { step: 'connected', label: <Trans>Check your Punk NFT</Trans> },
        ]}
      />
      {view.address === null ? null : (
        <p className={styles.wallet} data-testid="punk-nft-address">
          <Trans>Wallet: {shortenAddress(view.address)}</Trans>
        </p>
      )}
      {view.failure === null ? null : (
        <p className={styles.error} role="alert" data-testid="punk-nft-failure" data-failure={view.failure.type}>
          {failureText(view.failure)}
        </p>
      )}
      {view.step === 'not-connected' ? (
        <MainButton onClick={() => actor.send({ type: 'wallet.connect' })} disabled={view.busy} aria-busy={view.busy} data-testid="punk-nft-connect">
          {view.busy ? <Trans>Connecting…</Trans> : <Trans>Connect wallet</Trans>}
        </MainButton>
      ) : null}
      {view.step === 'connected' ? (
        <MainButton onClick={() => actor.send({ type: 'nft.check' })} disabled={view.busy} aria-busy={view.busy} data-testid="punk-nft-check">
          {view.busy ? <Trans>Checking…</Trans> : <Trans>Check</Trans>}
        </MainButton>
      ) : null}
      {view.step === 'done' ? (
        <p role="status" data-testid="punk-nft-done">
          <Trans>Verified: the boost is added to your speed.</Trans>
        </p>
      ) : null}
    </div>
  );
}
