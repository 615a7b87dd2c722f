/**
 * /mining/staking (seed 001 §2 "Staking screens"): the total staked by everyone, the amount (the
 * shared amount rule), min and max of the chosen period, what is available, the presets, the period
 * picker with its APR and fee, Continue and the red error panel. Every rule is the domain's.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { aprPercent } from '../../../../domain/mining/staking/rules';
import { selectStakingView } from '../../../../domain/mining/staking/selectors';
import { formatTokenAmount } from '../../../../domain/money/format';
import { PERCENT_PRESETS } from '../../../../domain/money/percent-presets';
import { AmountField } from '../../../components/amount-field';
import { MainButton } from '../../../components/button';
import { cx } from '../../../components/class-names';
import { sameData } from '../../../machines/same-data';
import { STAKING_PATHS } from '../../../routes/mining/staking';
import { StakingContext } from './staking-context';
import { useStakingWords } from './staking-messages';
import { ErrorPanel, Failed, Loading, TotalStaked } from './staking-parts';
import { FeeText } from './fee-text';
import { StakeProjection } from './stake-projection';
import styles from './staking.module.css';
import { Unbroken } from '../../../components/unbroken';

export function StakingFormScreen() {
  const view = StakingContext.useSelector(selectStakingView, sameData);
  const actor = StakingContext.useActorRef();
  const words = useStakingWords();
  const { t } = useLingui();
  if (view.step === 'loading') return <Loading testId="staking-loading" />;
  if (view.step === 'failed') return <Failed message={words.failure(view.loadFailure ?? { type: 'server' })} onRetry={() => actor.send({ type: 'staking.retry' })} testId="staking-failed" />;
  if (view.feePending) {
    // The fee's sheet was closed while it was being paid: the form would show a stale Available, so
    // the outcome is awaited (the success screen, or the form read again).
    return (
      <section className={styles.screen} aria-labelledby="staking-title" aria-busy="true" data-testid="staking-fee-pending">
        <h1 id="staking-title" className="visually-hidden">
          <Trans>Staking</Trans>
        </h1>
        <p role="status" className={styles.hint}>
          <Trans>Confirming the fee’s payment… your stake shows here once it lands.</Trans>
        </p>
        <Loading testId="staking-fee-pending-loading" />
      </section>
    );
  }
  const available = formatTokenAmount(view.available, 2);
  const min = view.config ? formatTokenAmount(view.config.minSwitchAmount, 2) : null;
  const max = formatTokenAmount(view.max, 2);
  return (
    <section className={styles.screen} aria-labelledby="staking-title" data-testid="staking-form">
      <h1 id="staking-title" className="visually-hidden">
        <Trans>Staking</Trans>
      </h1>
      <TotalStaked amount={view.totalAmount} />
      <Link to={STAKING_PATHS.deposits} className={styles.link} data-testid="staking-deposits-link">
        <Trans>My deposits</Trans>
      </Link>
      <label htmlFor="stake-amount" className={styles.row}>
        <span>
          <Trans>Amount to stake</Trans>
        </span>
        <span data-testid="staking-available">
          <Trans>Available: <Unbroken>{available} SWITCH</Unbroken></Trans>
        </span>
      </label>
      <AmountField id="stake-amount" value={view.amountText} onChange={(value) => actor.send({ type: 'amount.change', value })} data-testid="staking-amount" aria-describedby="stake-limits" />
      <p id="stake-limits" className={styles.row} data-testid="staking-limits">
        {min === null ? <Trans>Choose a period to see its minimum</Trans> : (
          <span>
            <Trans>
              Min: <Unbroken>{min} SWITCH</Unbroken>
            </Trans>
          </span>
        )}
        <span>
          <Trans>
            Max: <Unbroken>{max} SWITCH</Unbroken>
          </Trans>
        </span>
      </p>
      <ul className={styles.presets} aria-label={t`Share of the available amount`}>
        {PERCENT_PRESETS.map((percent) => (
          <li key={percent}>
            <button
              type="button"
              className={cx(styles.preset, view.preset === percent && styles.chosen)}
              aria-pressed={view.preset === percent}
              onClick={() => actor.send({ type: 'preset.choose', percent })}
              data-testid={`staking-preset-${percent}`}
            >
              {percent}%
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.picker} onClick={() => actor.send({ type: 'configs.open' })} data-testid="staking-period">
        <span className={styles.label}>
          <span className={styles.hint}>
            <Trans>Lock period</Trans>
          </span>
          <span>{view.period ? words.period(view.period) : t`Choose a period`}</span>
        </span>
        {view.config ? (
          <span className={styles.label}>
            <span>{t`APR ${aprPercent(view.config.apy)}%`}</span>
            <span className={styles.hint}>
              <FeeText config={view.config} />
            </span>
          </span>
        ) : null}
      </button>
      {view.amount !== null && view.config && view.error === null ? <StakeProjection amount={view.amount} config={view.config} /> : null}
      <MainButton disabled={!view.canContinue} onClick={() => actor.send({ type: 'form.continue' })} data-testid="staking-continue">
        <Trans>Continue</Trans>
      </MainButton>
      {view.error ? (
        <ErrorPanel title={words.errorTitle(view.error)} testId={`staking-error-${view.error}`}>
          {words.errorDescription(view.error)}
        </ErrorPanel>
      ) : null}
    </section>
  );
}
