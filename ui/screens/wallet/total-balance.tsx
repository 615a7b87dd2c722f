import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import type { HomeView } from '../../../domain/wallet/home-machine';
import { Skeleton } from '../../components/skeleton';
import { markHomeUsable } from './home-usable-mark';
import styles from './wallet.module.css';


/**
 * The account's total in USD. The benchmark and the end-to-end tests wait for
 * data-testid="total-balance", so it appears only with a figure; a failed load (logged by the
 * machine) shows a dash rather than a crash or a false zero.
 */
export function TotalBalance({ view }: { view: Pick<HomeView, 'totalBalanceUsd' | 'totalBalanceLoading'> }) {
  const { totalBalanceUsd: usd, totalBalanceLoading: loading } = view;
  const shown = usd !== null;
  useEffect(() => {
    if (shown) markHomeUsable();
  }, [shown]);
  return (
    <section className={styles.total} aria-labelledby="total-title">
      <h2 id="total-title" className={styles.totalLabel}>
        <Trans>Total balance</Trans>
      </h2>
      {usd !== null ? (
        <p className={styles.totalValue} data-testid="total-balance" aria-busy={loading}>
          ${usd}
        </p>
      ) : loading ? (
        <p className={styles.totalValue} aria-busy="true">
          <Skeleton shape="wide" />
          <span className="visually-hidden">
            <Trans>Loading</Trans>
          </span>
        </p>
      ) : (
        <p className={styles.totalValue}>
          <span aria-hidden="true">$—</span>
          <span className="visually-hidden">
            <Trans>Total balance unavailable</Trans>
          </span>
        </p>
      )}
    </section>
  );
}
