/**
 * The wallet home (seed 000 §2, route '/'): the total balance, the deposit / send / swap /
 * switcher buttons, the token list, the staking card and the history (ui/screens/wallet/). Keep
 * this module light: it is in the initial bundle, so anything heavy belongs in a lazy route or a
 * dynamic import.
 */
import { Trans } from '@lingui/react/macro';
import { WalletHome } from '../wallet/wallet-home';

export function HomeScreen() {
  return (
    <section className="home" aria-labelledby="home-title">
      <h2 id="home-title" className="visually-hidden">
        <Trans>Wallet home</Trans>
      </h2>
      <WalletHome />
    </section>
  );
}
