/** /mining/staking/successDeposit (seed 001 §2): the deposit is made; to the deposits, or stake again. */
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { selectStakingView } from '../../../../domain/mining/staking/selectors';
import { formatTokenAmount } from '../../../../domain/money/format';
import { buttonClass, LinkButton } from '../../../components/button';
import { SuccessPanel } from '../../../components/success-panel';
import { sameData } from '../../../machines/same-data';
import { STAKING_PATHS } from '../../../routes/mining/staking';
import { StakingContext } from './staking-context';
import { useStakingWords } from './staking-messages';
import { TotalStaked } from './staking-parts';
import styles from './staking.module.css';

export function StakingSuccessScreen() {
  const view = StakingContext.useSelector(selectStakingView, sameData);
  const actor = StakingContext.useActorRef();
  const words = useStakingWords();
  const amount = formatTokenAmount(view.deposit?.amount ?? view.amount ?? '0', 2);
  return (
    <section className={styles.screen} data-testid="staking-success">
      <SuccessPanel titleId="staking-success-title" title={<Trans>Staked</Trans>} amount={`${amount} SWITCH`} detail={view.period ? words.period(view.period) : null} testId="staking-success-panel">
        <Link to={STAKING_PATHS.deposits} className={buttonClass('main')} data-testid="staking-success-deposits">
          <Trans>My deposits</Trans>
        </Link>
        <LinkButton onClick={() => actor.send({ type: 'flow.restart' })} data-testid="staking-success-again">
          <Trans>Stake more</Trans>
        </LinkButton>
      </SuccessPanel>
      <TotalStaked amount={view.totalAmount} />
    </section>
  );
}
