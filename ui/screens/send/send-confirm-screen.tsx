/**
 * /send/confirm (seed 000 §2): the summary the server's dry run priced: amount, the recipient in
 * full, the comment, the estimated gas fee (a range for TON, the server's figure on EVM chains),
 * the total, the balance after, and a warning. Confirm sends for real; a failed send is only
 * logged (seed 000 §8) and confirm stays available, retrying the same transfer.
 */
import { Fragment } from 'react';
import { Trans } from '@lingui/react/macro';
import { formatExactTokenAmount as exact } from '../../../domain/money/format';
import type { EstimatedFee } from '../../../domain/send/rules';
import { SendContext, useSendView } from '../../machines/send-context';
import { SummaryList, SummaryRow as Row } from '../../components/summary-list';
import { BiometricNotice } from '../../components/biometric-notice';
import { buttonClass } from '../../components/button';
import styles from './send.module.css';
import { Unbroken } from '../../components/unbroken';


function FeeText({ fee }: { fee: EstimatedFee }) {
  if (fee.kind === 'exact') return <Unbroken>{`${exact(fee.amount)} ${fee.symbol}`}</Unbroken>;
  return (
    <>
      {`${exact(fee.min)} – `}
      <Unbroken>{`${exact(fee.max)} ${fee.symbol}`}</Unbroken>
    </>
  );
}

export function SendConfirmScreen() {
  const actor = SendContext.useActorRef();
  const view = useSendView();
  const summary = view.summary;
  if (!summary) return null;

  return (
    <section className={styles.send} aria-labelledby="send-confirm-title">
      <h2 id="send-confirm-title" className="screen-title">
        <Trans>Confirm sending</Trans>
      </h2>
      <SummaryList testId="send-summary">
        <Row label={<Trans>Amount</Trans>} testId="send-summary-amount">
          {`${exact(summary.amount)} ${summary.symbol}`}
        </Row>
        <Row label={<Trans>Recipient</Trans>} testId="send-summary-recipient" kind="address">
          <code>{summary.recipient}</code>
        </Row>
        <Row label={<Trans>Comment</Trans>} testId="send-summary-comment">
          {summary.comment === '' ? <Trans>No comment</Trans> : summary.comment}
        </Row>
        <Row label={<Trans>Estimated gas fee</Trans>} testId="send-summary-fee">
          <FeeText fee={summary.fee} />
        </Row>
        <Row label={<Trans>Total</Trans>} testId="send-summary-total">
          {summary.total.map((part, index) => (
            <Fragment key={part.symbol}>
              {index > 0 ? ' + ' : null}
              <Unbroken>{`${exact(part.amount)} ${part.symbol}`}</Unbroken>
            </Fragment>
          ))}
        </Row>
        <Row label={<Trans>Balance after</Trans>} testId="send-summary-balance-after">
          <Unbroken>{`${exact(summary.balanceAfter)} ${summary.symbol}`}</Unbroken>
        </Row>
      </SummaryList>
      <p className={styles.sendWarning} role="note">
        <Trans>Check the address and the network. A transfer cannot be undone, and tokens sent to a wrong address are lost.</Trans>
      </p>
      <BiometricNotice refusal={view.biometrics} />
      <button
        type="button"
        className={buttonClass('main')}
        disabled={!view.canConfirm}
        aria-busy={view.step === 'sending'}
        onClick={() => actor.send({ type: 'confirm.submit' })}
      >
        {view.step === 'sending' ? <Trans>Sending…</Trans> : <Trans>Confirm and send</Trans>}
      </button>
    </section>
  );
}
