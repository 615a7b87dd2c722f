import { CopyButton } from '../../components/copy-button';
import styles from './wallet.module.css';

export interface AddressCardProps {
  readonly title: string;
  /** The networks the address receives on, shown under the title. */
  readonly networks?: readonly string[];
  /** Empty while the wallet list is unknown: copying then says 'Failed to copy address'. */
  readonly address: string;
  /** Accessible name of the copy action. */
  readonly copyLabel: string;
  readonly testId?: string;
}

/** One deposit address with its copy action (deposit drawer, wallet view). */
export function AddressCard({ title, networks, address, copyLabel, testId }: AddressCardProps) {
  return (
    <section className={styles.addressCard} data-testid={testId}>
      <h3 className={styles.addressCardTitle}>{title}</h3>
      {networks && networks.length > 0 ? <p className={styles.addressCardNetworks}>{networks.join(', ')}</p> : null}
      <p className={styles.addressCardRow}>
        <code className={styles.addressCardAddress} data-testid={testId ? `${testId}-address` : undefined}>
          {address || '…'}
        </code>
        <CopyButton text={address} label={copyLabel} />
      </p>
    </section>
  );
}
