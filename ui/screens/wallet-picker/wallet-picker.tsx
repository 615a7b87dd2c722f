/**
 * The wallet picker (seed 000 §1): every account as "Wallet N" with its USD balance and shortened
 * TON and EVM addresses, the current one checked. A radio group of buttons: choosing one sends
 * 'wallet.select'; the machine reloads everything and writes selectedWalletIndex to the URL.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { WalletOption } from '../../../domain/wallet/home-machine';
import styles from './wallet-picker.module.css';
import { CheckIcon } from '../../components/icons';
import { LoadingList } from '../../components/skeleton';

export interface WalletPickerProps {
  readonly wallets: readonly WalletOption[];
  readonly loading: boolean;
  readonly onSelect: (accountIndex: number) => void;
}

function WalletItem({ wallet, onSelect }: { wallet: WalletOption; onSelect: (accountIndex: number) => void }) {
  const { t } = useLingui();
  const number = wallet.accountIndex + 1;
  const usd = wallet.totalBalanceUsd;
  return (
    <button
        type="button"
        role="radio"
        aria-checked={wallet.checked}
        className={styles.item}
        data-account-index={wallet.accountIndex}
        onClick={() => onSelect(wallet.accountIndex)}
      >
        <span className={styles.head}>
          <span>
            <Trans>Wallet {number}</Trans>
          </span>
          <span>${usd}</span>
        </span>
        <span className={styles.addresses}>
          <span>
            <abbr title={t`TON address`}>TON</abbr> <span>{wallet.tonAddressShort}</span>
          </span>
          <span>
            <abbr title={t`EVM address`}>EVM</abbr> <span>{wallet.evmAddressShort}</span>
          </span>
        </span>
        <span className={styles.check} aria-hidden="true">
          {wallet.checked ? <CheckIcon size={20} /> : null}
        </span>
    </button>
  );
}

export function WalletPicker({ wallets, loading, onSelect }: WalletPickerProps) {
  const labelId = useId();
  if (wallets.length === 0) {
    if (loading) return <LoadingList label={<Trans>Loading wallets…</Trans>} count={2} testId="wallets-skeleton" />;
    return (
      <p className={styles.empty}>
        <Trans>Wallets could not be loaded.</Trans>
      </p>
    );
  }
  return (
    <div>
      <h3 id={labelId} className="visually-hidden">
        <Trans>Choose a wallet</Trans>
      </h3>
      <div className={styles.list} role="radiogroup" aria-labelledby={labelId}>
        {wallets.map((wallet) => (
          <WalletItem key={wallet.accountIndex} wallet={wallet} onSelect={onSelect} />
        ))}
      </div>
    </div>
  );
}
