/**
 * /refill/qr?chainId=…&token=… (seed 000 §2): the QR of the account's deposit address for that
 * chain (TON non-bounceable for TON, the EVM address otherwise), a copy button and the warning to
 * send only this token on this chain. Back goes to /refill/to, on the same chain.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearch } from '@tanstack/react-router';
import { chainInfo, type ChainId } from '../../../domain/chains';
import { shortenAddress } from '../../../domain/wallet/address';
import { useRefillTokens } from '../../machines/refill-tokens';
import { useHomeView } from '../../machines/wallet-home-context';
import { PATHS } from '../../routes/paths';
import { CopyButton } from '../../components/copy-button';
import { depositAddressFor, depositTokenSymbol } from '../../../domain/refill/deposit-address';
import { QrCode } from './qr-code';
import { refillQrSearchSchema } from './refill-search';
import { buttonClass } from '../../components/button';
import { cx } from '../../components/class-names';
import styles from './refill.module.css';

function BackToTokens({ chainId }: { chainId: ChainId | undefined }) {
  return (
    <Link to={PATHS.refillTo} search={{ chainId }} className={buttonClass('link')}>
      <Trans>Choose another token</Trans>
    </Link>
  );
}

export function RefillQrScreen() {
  const { t } = useLingui();
  const { chainId, token } = refillQrSearchSchema.parse(useSearch({ strict: false }));
  const view = useHomeView();
  const wallet = view.wallets.find((option) => option.checked);
  const lookup = useRefillTokens({ chainId: chainId ?? 'TON', accountIndex: view.accountIndex, tokenAddress: token });

  if (chainId === undefined || token === undefined) {
    return (
      <section className={styles.refill} aria-labelledby="refill-qr-title">
        <h2 id="refill-qr-title" className="screen-title">
          <Trans>Deposit address</Trans>
        </h2>
        <p className={styles.refillHint}>
          <Trans>Choose a token and a network first.</Trans>
        </p>
        <BackToTokens chainId={chainId} />
      </section>
    );
  }

  const chainName = chainInfo(chainId).name;
  // The server's symbol once known; until then (or if the lookup fails) the token's address.
  const symbol = depositTokenSymbol(lookup.tokens, { chainId, address: token }) ?? shortenAddress(token);
  const address = wallet ? depositAddressFor(chainId, wallet) : '';
  return (
    <section className={cx(styles.refill, styles.refillQr)} aria-labelledby="refill-qr-title">
      <h2 id="refill-qr-title" className="screen-title">
        <Trans>
          Deposit {symbol} on {chainName}
        </Trans>
      </h2>
      {address ? (
        <QrCode text={address} label={t`QR code of your ${chainName} deposit address`} />
      ) : (
        <p className={styles.refillHint} role="status">
          {view.walletsLoading ? <Trans>Loading your address…</Trans> : <Trans>Your address could not be loaded.</Trans>}
        </p>
      )}
      <p className={styles.refillAddress}>
        <code data-testid="refill-address">{address}</code>
      </p>
      <CopyButton text={address} variant="wide" />
      <p className={styles.refillWarning} role="note">
        <Trans>
          Send only {symbol} on {chainName} to this address. Other tokens or networks may be lost.
        </Trans>
      </p>
      <BackToTokens chainId={chainId} />
    </section>
  );
}
