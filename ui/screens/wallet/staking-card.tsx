/**
 * The staking shortcut (seed 000 §2). Informative until the staking issue adds its route; then it
 * becomes a link to it, with no change here.
 */
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { PATHS } from '../../routes/paths';
import { FutureRouteLink, useRouteExists } from './use-route-exists';

export function StakingCard() {
  const available = useRouteExists(PATHS.miningStaking);
  const titleId = useId();
  const body = (
    <>
      <span id={titleId} className="staking__title">
        <Trans>Staking</Trans>
      </span>
      <span className="staking__text">
        <Trans>Stake SWITCH and earn rewards.</Trans>
      </span>
    </>
  );
  return (
    <section className="card staking" aria-labelledby={titleId}>
      {available ? (
        <FutureRouteLink path={PATHS.miningStaking} className="staking__link">
          {body}
        </FutureRouteLink>
      ) : (
        <p className="staking__info">
          {body}
          <span className="staking__soon">
            <Trans>Coming soon</Trans>
          </span>
        </p>
      )}
    </section>
  );
}
