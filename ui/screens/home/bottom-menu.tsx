/**
 * The bottom menu (seed 001 §1): mining (auction), buy SWITCH, the partner-wallet entry, wallet
 * (home) and staking. Only Wallet has a screen so far; Mining, Buy SWITCH, the partner wallet and
 * Staking are added here by the issues that build their screens (no placeholder screens meanwhile).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { PATHS } from '../../routes/paths';

function WalletIcon() {
  return (
    <svg className="bottom-menu__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M4 6.5A2.5 2.5 0 0 1 6.5 4H18a1 1 0 1 1 0 2H6.5a.5.5 0 0 0 0 1H19a2 2 0 0 1 2 2v8.5a2.5 2.5 0 0 1-2.5 2.5h-12A2.5 2.5 0 0 1 4 17.5v-11ZM16.5 12a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z"
      />
    </svg>
  );
}

export function BottomMenu() {
  const { t } = useLingui();
  return (
    <nav className="bottom-menu" aria-label={t`Main menu`}>
      <ul className="bottom-menu__list">
        <li>
          <Link to={PATHS.home} className="bottom-menu__link" activeOptions={{ exact: true }}>
            <WalletIcon />
            <span>
              <Trans>Wallet</Trans>
            </span>
          </Link>
        </li>
      </ul>
    </nav>
  );
}
