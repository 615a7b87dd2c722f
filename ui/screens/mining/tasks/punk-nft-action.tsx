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
import { sameData } from '../../../machines/same-data';
import { usePorts } from '../../../ports-context';
import { TasksContext } from './tasks-context';
import { BoostVerified, CheckButton, ConnectButton, ConnectedWallet, StepFailure, Steps, useWalletCheckFailureText } from './task-steps';
import styles from './wallet-tasks.module.css';

function useFailureText(): (failure: PunkNftFailure) => string {
  const { t } = useLingui();
  const shared = useWalletCheckFailureText();
  return (failure) => (failure.type === 'no-punk-nft' ? t`No Punk NFT in your wallet yet` : shared(failure));
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
      <ConnectedWallet address={view.address} testId="punk-nft-address" />
      <StepFailure failure={view.failure} text={failureText} testId="punk-nft-failure" />
      {view.step === 'not-connected' ? <ConnectButton busy={view.busy} onClick={() => actor.send({ type: 'wallet.connect' })} testId="punk-nft-connect" /> : null}
      {view.step === 'connected' ? <CheckButton busy={view.busy} onClick={() => actor.send({ type: 'nft.check' })} testId="punk-nft-check" /> : null}
      {view.step === 'done' ? <BoostVerified testId="punk-nft-done" /> : null}
    </div>
  );
}
