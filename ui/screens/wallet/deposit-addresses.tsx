/**
 * The two deposit cards (seed 000 §2): TON with the non-bounceable address, EVM with the one
 * address every EVM chain shares (ETH, OP, ARB, Base, ZKSync).
 */
import { useLingui } from '@lingui/react/macro';
import { chainInfo, EVM_CHAIN_IDS } from '../../../domain/chains';
import type { WalletOption } from '../../../domain/wallet/home-machine';
import { AddressCard } from './address-card';
import styles from './wallet.module.css';

const EVM_LABELS = EVM_CHAIN_IDS.map((id) => chainInfo(id).label);

export function DepositAddresses({ wallet }: { wallet: WalletOption | undefined }) {
  const { t } = useLingui();
  return (
    <div className={styles.depositCards}>
      <AddressCard title="TON" address={wallet?.tonAddress ?? ''} copyLabel={t`TON address`} testId="deposit-ton" />
      <AddressCard title="EVM" networks={EVM_LABELS} address={wallet?.evmAddress ?? ''} copyLabel={t`EVM address`} testId="deposit-evm" />
    </div>
  );
}
