/**
 * The staking shortcut (seed 000 §2). Informative until the staking issue adds its route; then it
 * becomes a link to it, with no change here.
 */
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { PATHS } from '../../routes/paths';
import { FutureRouteLink, RouteSlot, useRouteExists } from './use-route-exists';
import styles from './wallet.module.css';

export function StakingCard() {
  const available = useRouteExists(PATHS.miningStaking);
  const titleId = useId();
  const body = (
    <>
      <span id={titleId} className={styles.stakingTitle}>
        <Trans>Staking</Trans>
      </span>
      <span className={styles.stakingText}>
        <Trans>Stake SWITCH and earn rewards.</Trans>
      </span>
      {/* The user's staked total, lent by the staking route (lazy, after the home has painted; issue 22). */}
      <RouteSlot path={PATHS.miningStaking} slot="total" />
    </>
  );
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      {available ? (
        <FutureRouteLink path={PATHS.miningStaking} className={styles.stakingLink}>
          {body}
        </FutureRouteLink>
      ) : (
        // Until the staking route exists the card says what staking is and leads nowhere.
        <p className={styles.stakingInfo}>{body}</p>
      )}
    </section>
  );
}
