/**
 * Shown when the app's URL is opened outside the messenger (no launch parameters, so no init data
 * to authenticate with). It must not call any backend: every call would fail the same way.
 */
import { Trans } from '@lingui/react/macro';
import { useAppConfig } from '../../config-context';
import { buttonClass } from '../../components/button';

export function GateScreen() {
  const { botUrl } = useAppConfig();
  return (
    <main className="notice" aria-labelledby="gate-title">
      <h1 id="gate-title" className="notice__title">
        <Trans>Only possible to use inside telegram bot</Trans>
      </h1>
      {/* A plain link (no API call): the messenger opens the bot, which launches the app properly. */}
      <a className={buttonClass('primary')} href={botUrl}>
        <Trans>Open the bot</Trans>
      </a>
    </main>
  );
}
