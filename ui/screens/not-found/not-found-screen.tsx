import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { PATHS } from '../../routes/paths';
import { buttonClass } from '../../components/button';

/** An unknown path inside the app (a stale link): say so and offer the way home. */
export function NotFoundScreen() {
  return (
    <section className="notice" aria-labelledby="not-found-title">
      <h2 id="not-found-title" className="notice__title">
        <Trans>This page does not exist</Trans>
      </h2>
      <Link className={buttonClass('primary')} to={PATHS.home}>
        <Trans>Go to the wallet</Trans>
      </Link>
    </section>
  );
}
