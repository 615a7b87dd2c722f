import { Trans } from '@lingui/react/macro';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { usePorts } from '../../ports-context';
import { buttonClass } from '../../components/button';

/** A screen failed to render or load (e.g. its lazy chunk did not download): log it, offer a retry. */
export function RouteErrorScreen({ error, reset }: ErrorComponentProps) {
  const { logger } = usePorts();
  useEffect(() => {
    logger.error('route failed', error);
  }, [error, logger]);
  return (
    <section className="notice" role="alert" aria-labelledby="route-error-title">
      <h2 id="route-error-title" className="notice__title">
        <Trans>Something went wrong</Trans>
      </h2>
      <button type="button" className={buttonClass('primary')} onClick={reset}>
        <Trans>Try again</Trans>
      </button>
    </section>
  );
}
