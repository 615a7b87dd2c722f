import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { APP_VERSION } from '../../../adapters/http/contract/common';
import { WalletChooserTitle } from './wallet-chooser-title';

/**
 * The header every screen shares: the title of the area the screen is in, when its route names one
 * (the mining area: routes/mining-routes.ts), otherwise the wallet chooser; and the app version.
 */
export function AppHeader() {
  const { _ } = useLingui();
  // The deepest route that names a title: a screen may name its own inside an area that has one.
  const title = useRouterState({ select: (state) => state.matches.findLast((match) => match.staticData.title)?.staticData.title });
  return (
    <header className="app-header">
      {title ? <h1 className="app-header__title">{_(title)}</h1> : <WalletChooserTitle />}
      <p className="app-header__version">
        <span className="visually-hidden">
          <Trans>App version</Trans>{' '}
        </span>
        <span>{APP_VERSION}</span>
      </p>
    </header>
  );
}
