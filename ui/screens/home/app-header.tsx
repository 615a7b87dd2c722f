import { Trans } from '@lingui/react/macro';
import { APP_VERSION } from '../../../adapters/http/contract/common';
import { WalletChooserTitle } from './wallet-chooser-title';

/** The header every screen shares: the wallet chooser title and the app version. */
export function AppHeader() {
  return (
    <header className="app-header">
      <WalletChooserTitle />
      <p className="app-header__version">
        <span className="visually-hidden">
          <Trans>App version</Trans>{' '}
        </span>
        <span>{APP_VERSION}</span>
      </p>
    </header>
  );
}
