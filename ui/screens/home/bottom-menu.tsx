/**
 * The bottom menu (seed 001 §1; MINING.md "Routes"): Mining, Buy SWITCH (/swap buying SWITCH),
 * the partner wallet (its configured messenger link), Wallet (home), and Staking once its screens
 * exist (no placeholder meanwhile). One menu for every screen (RootLayout); the entry of the
 * current screen is marked (aria-current). It is in the initial bundle: links only, every screen
 * behind them is lazy.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useAppConfig } from '../../config-context';
import { usePorts } from '../../ports-context';
import { PATHS } from '../../routes/paths';
import { FutureRouteLink, RouteSlot, useRouteExists } from '../wallet/use-route-exists';

function Icon({ d }: { d: string }) {
  return (
    <svg className="bottom-menu__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={d} />
    </svg>
  );
}

/** The screens the Wallet entry stands for: the home and the wallet view. */
const WALLET_PATHS: readonly string[] = [PATHS.home, PATHS.wallet];

const under = (pathname: string, area: string): boolean => pathname === area || pathname.startsWith(`${area}/`);

/**
 * The one entry a screen is marked with: staking's screens are under /mining but belong to the
 * Staking entry, every other mining screen to Mining, the home and the wallet view to Wallet.
 */
export function currentMenuEntry(pathname: string): 'mining' | 'staking' | 'wallet' | null {
  if (under(pathname, PATHS.miningStaking)) return 'staking';
  if (under(pathname, PATHS.mining)) return 'mining';
  return WALLET_PATHS.includes(pathname) ? 'wallet' : null;
}

const ICONS = {
  wallet:
    'M4 6.5A2.5 2.5 0 0 1 6.5 4H18a1 1 0 1 1 0 2H6.5a.5.5 0 0 0 0 1H19a2 2 0 0 1 2 2v8.5a2.5 2.5 0 0 1-2.5 2.5h-12A2.5 2.5 0 0 1 4 17.5v-11ZM16.5 12a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z',
  mining: 'M14.8 3.2a1 1 0 0 1 1.4 0l4.6 4.6a1 1 0 0 1 0 1.4l-1.9 1.9-1.3-1.3-8.9 8.9a2 2 0 0 1-2.8 0l-.7-.7a2 2 0 0 1 0-2.8l8.9-8.9-1.3-1.3 1.9-1.9Z',
  buy: 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18Zm1 4h-2v4H7v2h4v4h2v-4h4v-2h-4V7Z',
  partner: 'M12 2 4 5v6c0 5 3.4 9.3 8 11 4.6-1.7 8-6 8-11V5l-8-3Zm-1 14-4-4 1.4-1.4L11 13.2l5.6-5.6L18 9l-7 7Z',
  staking: 'M12 2a5 5 0 0 1 5 5v2h1a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-9a2 2 0 0 1 2-2h1V7a5 5 0 0 1 5-5Zm0 2a3 3 0 0 0-3 3v2h6V7a3 3 0 0 0-3-3Z',
} as const;

function Entry({ icon, children }: { icon: keyof typeof ICONS; children: ReactNode }) {
  return (
    <>
      <Icon d={ICONS[icon]} />
      <span>{children}</span>
    </>
  );
}

export function BottomMenu() {
  const { t } = useLingui();
  const { messenger } = usePorts();
  const { partnerWalletUrl, switchTokenAddress } = useAppConfig();
  const staking = useRouteExists(PATHS.miningStaking);
  const current = useRouterState({ select: (state) => currentMenuEntry(state.location.pathname) });
  // Not the router's own active state: it marks every link whose path the screen's begins with,
  // so a staking screen marked both Mining and Staking.
  // (exact: the router then marks a link only at its own path, where this marks it too).
  const mark = (entry: ReturnType<typeof currentMenuEntry>) => ({ activeOptions: { exact: true }, activeProps: {}, 'aria-current': current === entry ? ('page' as const) : undefined });
  return (
    <nav className="bottom-menu" aria-label={t`Main menu`}>
      <ul className="bottom-menu__list">
        <li>
          <Link to={PATHS.mining} className="bottom-menu__link" {...mark('mining')} data-testid="menu-mining">
            <Entry icon="mining">
              <Trans>Mining</Trans>
            </Entry>
          </Link>
        </li>
        <li>
          <Link to={PATHS.swap} search={{ to: switchTokenAddress, chainId: 'TON' }} className="bottom-menu__link" data-testid="menu-buy">
            <Entry icon="buy">
              <Trans>Buy SWITCH</Trans>
            </Entry>
          </Link>
        </li>
        <li>
          <button type="button" className="bottom-menu__link" onClick={() => messenger.openTelegramLink(partnerWalletUrl)} data-testid="menu-partner-wallet">
            <Entry icon="partner">
              <Trans>Partner wallet</Trans>
            </Entry>
          </button>
        </li>
        <li>
          <Link
            to={PATHS.home}
            className="bottom-menu__link"
            {...mark('wallet')}
            data-testid="menu-wallet"
          >
            <Entry icon="wallet">
              <Trans>Wallet</Trans>
            </Entry>
          </Link>
        </li>
        {staking ? (
          <li>
            <FutureRouteLink path={PATHS.miningStaking} className="bottom-menu__link" current={current === 'staking'}>
              <Entry icon="staking">
                <Trans>Staking</Trans>
                {/* Staking's badge when a deposit can be claimed: lent by its route, lazy (issue 22). */}
                <RouteSlot path={PATHS.miningStaking} slot="badge" />
              </Entry>
            </FutureRouteLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
