import { Trans } from '@lingui/react/macro';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { usePorts } from '../../ports-context';
import { buttonClass } from '../../components/button';

/** A screen failed to render or load (e.g. its lazy chunk did not download): log it, offer a retry. */
export function RouteErrorScreen({ error, reset }: ErrorComponentProps) {
  const { logger } = usePorts();
  const router = useRouter();
  // The boundary's reset alone renders the failed match again; the router must load it again too
  // (its loader, its catalog, its chunk), or a failure kept in the match shows once more.
  const retry = () => {
    void router.invalidate();
    reset();
  };
  useEffect(() => {
    logger.error('route failed', error);
  }, [error, logger]);
  return (
    <section className="notice" role="alert" aria-labelledby="route-error-title">
      <h2 id="route-error-title" className="notice__title">
        <Trans>Something went wrong</Trans>
      </h2>
      <button type="button" className={buttonClass('primary')} onClick={retry}>
        <Trans>Try again</Trans>
      </button>
    </section>
  );
}
