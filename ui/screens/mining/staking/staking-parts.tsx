/** Pieces the staking screens share: the loading and failed views, the red panel, the totals line. */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatTokenAmount } from '../../../../domain/money/format';
import { LinkButton } from '../../../components/button';
import { Skeleton } from '../../../components/skeleton';
import styles from './staking.module.css';
import { Unbroken } from '../../../components/unbroken';

export function Loading({ testId }: { testId: string }) {
  const { t } = useLingui();
  return (
    <div aria-busy="true" data-testid={testId}>
      <Skeleton shape="wide" />
      <Skeleton />
      <span className="visually-hidden">{t`Loading`}</span>
    </div>
  );
}

export function Failed({ message, onRetry, testId }: { message: string; onRetry: () => void; testId: string }) {
  return (
    <div role="alert" data-testid={testId} className={styles.error}>
      {message}
      <p>
        <LinkButton onClick={onRetry}>
          <Trans>Retry</Trans>
        </LinkButton>
      </p>
    </div>
  );
}

/** The red panel at the bottom of a form (seed 001 §2): a title and what to do. */
export function ErrorPanel({ title, children, testId }: { title: ReactNode; children?: ReactNode; testId: string }) {
  return (
    <div role="alert" className={styles.error} data-testid={testId}>
      <strong>{title}</strong>
      {children ? <p>{children}</p> : null}
    </div>
  );
}

export function TotalStaked({ amount }: { amount: string }) {
  const total = formatTokenAmount(amount, 2);
  return (
    <p className={styles.total} data-testid="staking-total">
      <Trans>Staked by everyone</Trans>
      <span className={styles.figure}><Unbroken>{total} SWITCH</Unbroken></span>
    </p>
  );
}
