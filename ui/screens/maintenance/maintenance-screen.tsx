/**
 * The maintenance notice (seed 001 §2): shown instead of the app while local storage says
 * isMaintenance is true. Title, info text, a note about the maintenance window and a button to the
 * community channel, where the team announces the end of the window.
 */
import { Trans } from '@lingui/react/macro';
import { COMMUNITY_CHANNEL_URL } from '../../links';
import { usePorts } from '../../ports-context';
import { buttonClass } from '../../components/button';

export function MaintenanceScreen() {
  const { messenger } = usePorts();
  return (
    <main className="notice" aria-labelledby="maintenance-title">
      <h1 id="maintenance-title" className="notice__title">
        <Trans>Maintenance in progress</Trans>
      </h1>
      <p className="notice__text">
        <Trans>We are improving the wallet. Your funds are safe and nothing is needed on your side.</Trans>
      </p>
      <p className="notice__hint">
        <Trans>The app is unavailable during the maintenance window. It usually takes a few hours; news and the end of the window are posted in our community channel.</Trans>
      </p>
      <button type="button" className={buttonClass('primary')} onClick={() => messenger.openTelegramLink(COMMUNITY_CHANNEL_URL)}>
        <Trans>Open the community channel</Trans>
      </button>
    </main>
  );
}
