/**
 * The internal way's confirmation, as the send confirmation shows a transfer: the price, the
 * network fee, the total that leaves the wallet and the balance after, all from the server's dry run.
 */
import { Trans } from '@lingui/react/macro';
import type { QuoteView } from '../../../domain/payment/purchase-selectors';
import { LinkButton, MainButton } from '../button';
import { SummaryList, SummaryRow } from '../summary-list';
import styles from './payment.module.css';

export interface PaymentConfirmProps {
  readonly quote: QuoteView;
  readonly onConfirm: () => void;
  readonly onBack: () => void;
  readonly testId: string;
}

export function PaymentConfirm({ quote, onConfirm, onBack, testId }: PaymentConfirmProps) {
  return (
    <div className={styles.body}>
      <p className={styles.text}>
        <Trans>Confirm the transfer from your wallet.</Trans>
      </p>
      <SummaryList testId={`${testId}-transfer`}>
        <SummaryRow label={<Trans>Price</Trans>} testId={`${testId}-transfer-amount`}>
          {quote.price} TON
        </SummaryRow>
        <SummaryRow label={<Trans>Network fee</Trans>} testId={`${testId}-transfer-fee`}>
          {quote.fee} TON
        </SummaryRow>
        <SummaryRow label={<Trans>Total</Trans>} testId={`${testId}-transfer-total`}>
          <span className={styles.total}>{quote.total} TON</span>
        </SummaryRow>
        <SummaryRow label={<Trans>Balance after</Trans>} testId={`${testId}-balance-after`}>
          {quote.balanceAfter} TON
        </SummaryRow>
        <SummaryRow label={<Trans>To</Trans>} kind="address">
          {quote.to}
        </SummaryRow>
      </SummaryList>
      <div className={styles.actions}>
        <MainButton onClick={onConfirm} data-testid={`${testId}-confirm`}>
          <Trans>Confirm</Trans>
        </MainButton>
        <LinkButton onClick={onBack}>
          <Trans>Back</Trans>
        </LinkButton>
      </div>
    </div>
  );
}
