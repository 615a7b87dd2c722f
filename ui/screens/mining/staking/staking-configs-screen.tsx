/** /mining/staking/configs (seed 001 §2): the periods with a radio mark, each with its APR and fee. */
import { Trans, useLingui } from '@lingui/react/macro';
import { aprPercent } from '../../../../domain/mining/staking/rules';
import { selectStakingView } from '../../../../domain/mining/staking/selectors';
import { STAKING_PERIODS } from '../../../../domain/mining/staking/types';
import { cx } from '../../../components/class-names';
import { sameData } from '../../../machines/same-data';
import { FeeText } from './fee-text';
import { StakingContext } from './staking-context';
import { useStakingWords } from './staking-messages';
import { Loading } from './staking-parts';
import styles from './staking.module.css';

export function StakingConfigsScreen() {
  const view = StakingContext.useSelector(selectStakingView, sameData);
  const actor = StakingContext.useActorRef();
  const words = useStakingWords();
  const { t } = useLingui();
  if (!view.configs) return <Loading testId="staking-loading" />;
  const configs = view.configs.stakingConfig;
  return (
    <section className={styles.screen} aria-labelledby="staking-configs-title" data-testid="staking-configs">
      <h1 id="staking-configs-title">
        <Trans>Lock period</Trans>
      </h1>
      <ul className={styles.options} role="radiogroup" aria-labelledby="staking-configs-title">
        {STAKING_PERIODS.map((period) => {
          const config = configs[period];
          const chosen = view.period === period;
          return (
            <li key={period}>
              <button
                type="button"
                role="radio"
                aria-checked={chosen}
                className={styles.option}
                onClick={() => actor.send({ type: 'period.choose', period })}
                data-testid={`staking-config-${period}`}
              >
                <span className={cx(styles.radio, chosen && styles.radioOn)} aria-hidden="true" />
                <span className={styles.label}>
                  <span>{words.period(period)}</span>
                  <span className={styles.hint}>
                    <FeeText config={config} />
                  </span>
                </span>
                <span>{t`APR ${aprPercent(config.apy)}%`}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
