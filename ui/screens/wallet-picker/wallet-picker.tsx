/**
 * The wallet picker (seed 000 §1): every account as "Wallet N" with its USD balance and shortened
 * TON and EVM addresses, the current one checked. A radio group of buttons: choosing one sends
 * 'wallet.select'; the machine reloads everything and writes selectedWalletIndex to the URL.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { WalletOption } from '../../../domain/wallet/home-machine';

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
        className="picker__item"
        data-account-index={wallet.accountIndex}
        onClick={() => onSelect(wallet.accountIndex)}
      >
        <span className="picker__head">
          <span className="picker__name">
            <Trans>Wallet {number}</Trans>
          </span>
          <span className="picker__usd">${usd}</span>
        </span>
        <span className="picker__addresses">
          <span>
            <abbr title={t`TON address`}>TON</abbr> <span className="picker__address">{wallet.tonAddressShort}</span>
          </span>
          <span>
            <abbr title={t`EVM address`}>EVM</abbr> <span className="picker__address">{wallet.evmAddressShort}</span>
          </span>
        </span>
        <span className="picker__check" aria-hidden="true">
          {wallet.checked ? '✓' : ''}
        </span>
    </button>
  );
}

export function WalletPicker({ wallets, loading, onSelect }: WalletPickerProps) {
  const labelId = useId();
  if (wallets.length === 0) {
    return <p className="picker__empty">{loading ? <Trans>Loading wallets…</Trans> : <Trans>Wallets could not be loaded.</Trans>}</p>;
  }
  return (
    <div className="picker">
      <h3 id={labelId} className="visually-hidden">
        <Trans>Choose a wallet</Trans>
      </h3>
      <div className="picker__list" role="radiogroup" aria-labelledby={labelId}>
        {wallets.map((wallet) => (
          <WalletItem key={wallet.accountIndex} wallet={wallet} onSelect={onSelect} />
        ))}
      </div>
    </div>
  );
}
