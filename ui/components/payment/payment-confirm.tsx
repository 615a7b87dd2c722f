/**
 * The internal way's confirmation, as the send confirmation shows a transfer: the price, the
 * network fee, the total that leaves the wallet and the balance after, all from the server's dry run.
 */
import { Trans } from '@lingui/react/macro';
import type { QuoteView } from '../../../domain/payment/purchase-selectors';
import { LinkButton, MainButton } from '../button';
import { SummaryList, SummaryRow } from '../summary-list';
import styles from './payment.module.css';
import { Unbroken } from '../unbroken';

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
          <Unbroken><Unbroken>{quote.price} TON</Unbroken></Unbroken>
        </SummaryRow>
        <SummaryRow label={<Trans>Network fee</Trans>} testId={`${testId}-transfer-fee`}>
          <Unbroken><Unbroken>{quote.fee} TON</Unbroken></Unbroken>
        </SummaryRow>
        <SummaryRow label={<Trans>Total</Trans>} testId={`${testId}-transfer-total`}>
          <span className={styles.total}><Unbroken>{quote.total} TON</Unbroken></span>
        </SummaryRow>
        <SummaryRow label={<Trans>Balance after</Trans>} testId={`${testId}-balance-after`}>
          <Unbroken><Unbroken>{quote.balanceAfter} TON</Unbroken></Unbroken>
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
