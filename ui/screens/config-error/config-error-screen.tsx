/**
 * The configuration given to the app did not parse (a broken deploy, not a user error). The detail
 * is the validator's own English text, shown as-is for whoever reports it.
 */
import { Trans } from '@lingui/react/macro';

export function ConfigErrorScreen({ detail }: { detail: string }) {
  return (
    <main className="notice" aria-labelledby="config-error-title">
      <h1 id="config-error-title" className="notice__title">
        <Trans>The app cannot start</Trans>
      </h1>
      <p className="notice__text">
        <Trans>Its configuration is invalid. Please try again later.</Trans>
      </p>
      <pre className="notice__detail">{detail}</pre>
    </main>
  );
}
