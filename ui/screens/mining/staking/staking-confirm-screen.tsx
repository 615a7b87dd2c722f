/** /mining/staking/confirm (seed 001 §2): the stake's summary and Confirm and stake; a refusal in the red panel. */
import { Trans, useLingui } from '@lingui/react/macro';
import { selectStakingView } from '../../../../domain/mining/staking/selectors';
import { BiometricNotice } from '../../../components/biometric-notice';
import { MainButton } from '../../../components/button';
import { sameData } from '../../../machines/same-data';
import { StakeSummary } from './stake-summary';
import { StakingContext } from './staking-context';
import { useStakingWords } from './staking-messages';
import { ErrorPanel } from './staking-parts';
import styles from './staking.module.css';

export function StakingConfirmScreen() {
  const view = StakingContext.useSelector(selectStakingView, sameData);
  const actor = StakingContext.useActorRef();
  const words = useStakingWords();
  const { t } = useLingui();
  const busy = view.step === 'staking';
  return (
    <section className={styles.screen} aria-labelledby="staking-confirm-title" data-testid="staking-confirm">
      <h1 id="staking-confirm-title">
        <Trans>Confirm the stake</Trans>
      </h1>
      <StakeSummary view={view} />
      <BiometricNotice refusal={view.biometrics} />
      <MainButton disabled={busy} aria-busy={busy} onClick={() => actor.send({ type: 'stake.confirm' })} data-testid="staking-confirm-button">
        {busy ? t`Staking…` : t`Confirm and stake`}
      </MainButton>
      {view.failure ? <ErrorPanel title={t`The deposit failed`} testId="staking-deposit-error">{words.failure(view.failure)}</ErrorPanel> : null}
    </section>
  );
}
