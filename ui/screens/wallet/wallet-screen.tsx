/**
 * The wallet view (seed 000 §2, route '/wallet'; docs/decisions/wallet-home.md "Wallet view"): the wallet
 * picker as a full screen, then the chosen account's total and its two deposit addresses with
 * copy, and its tokens (each opens the token's page), and the way to the settings. The wallet chooser title in the header leads here. A lazy route.
 */
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { buttonClass } from '../../components/button';
import { FEATURE_PATHS } from '../../routes/feature-paths';
import { useHomeView, useTokensView, WalletHomeContext } from '../../machines/wallet-home-context';
import { TokenList } from './token-list';
import { WalletPicker } from '../wallet-picker/wallet-picker';
import { DepositAddresses } from './deposit-addresses';
import { TotalBalance } from './total-balance';
import styles from './wallet.module.css';

export function WalletScreen() {
  const actor = WalletHomeContext.useActorRef();
  const view = useHomeView();
  const current = view.wallets.find((wallet) => wallet.checked);
  return (
    <section className={styles.walletView} aria-labelledby="wallet-view-title">
      <h2 id="wallet-view-title" className="screen-title">
        <Trans>Your wallets</Trans>
      </h2>
      <WalletPicker wallets={view.wallets} loading={view.walletsLoading} onSelect={(accountIndex) => actor.send({ type: 'wallet.select', accountIndex })} />
      <TotalBalance view={view} />
      {/* The chosen wallet's tokens, each opening its own page (issue 38). */}
      <TokenList tokens={useTokensView()} onToggle={() => actor.send({ type: 'tokens.toggle' })} />
      <h3 className={styles.walletViewSubtitle}>
        <Trans>Deposit addresses</Trans>
      </h3>
      <DepositAddresses wallet={current} />
      {/* The title's menu leads to the person's settings too (issue 37), beside the messenger's settings button. */}
      <Link to={FEATURE_PATHS.settings} className={buttonClass('plain')} data-testid="wallet-settings">
        <Trans>Settings</Trans>
      </Link>
    </section>
  );
}
