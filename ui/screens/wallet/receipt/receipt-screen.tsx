/**
 * A transaction's receipt (issue 38, /history/{id}), opened from a history row or cold from a
 * link: its type and status, each amount with its token and its USD value at the time, the
 * counterparty's full address with copy, the comment, the fee, the date (real month) and time, a
 * swap's route steps, and the counterparty on the chain's explorer, opened through the link rules.
 * An id that is not the user's (or no transaction at all) is said as such.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { chainInfo } from '../../../../domain/chains';
import { classifyLink } from '../../../../domain/links/classify-link';
import { formatTokenAmount, formatUsd } from '../../../../domain/money/format';
import { formatDate } from '../../../../domain/wallet/dates';
import { explorerAddressUrl } from '../../../../domain/wallet/receipt/explorer';
import { selectReceipt } from '../../../../domain/wallet/receipt/machine';
import { provideReceipt } from '../../../../domain/wallet/receipt/provide';
import type { Receipt } from '../../../../domain/wallet/receipt/types';
import { Button, LinkButton } from '../../../components/button';
import { CopyButton } from '../../../components/copy-button';
import { Skeleton } from '../../../components/skeleton';
import { SummaryList, SummaryRow } from '../../../components/summary-list';
import { useInspect } from '../../../machines/inspector';
import { sameData } from '../../../machines/same-data';
import { usePorts } from '../../../ports-context';
import { Unbroken } from '../../../components/unbroken';

function TypeTitle({ type }: { type: Receipt['type'] }) {
  switch (type) {
    case 'deposit':
      return <Trans>Deposit</Trans>;
    case 'withdrawal':
      return <Trans>Withdrawal</Trans>;
    case 'swap':
      return <Trans>Swap</Trans>;
  }
}

function ReceiptBody({ receipt }: { receipt: Receipt }) {
  const { i18n } = useLingui();
  const { messenger, logger } = usePorts();
  const at = new Date(receipt.createdAt);
  // The date with the real month (PRODUCT.md), in the user's own zone; the time beside it.
  const date = formatDate(receipt.createdAt, -at.getTimezoneOffset()) ?? '—';
  const time = new Intl.DateTimeFormat(i18n.locale, { hour: '2-digit', minute: '2-digit' }).format(at);
  const explorer = receipt.counterparty === null ? null : explorerAddressUrl(receipt.chainId, receipt.counterparty);
  const openExplorer = (url: string) => {
    const target = classifyLink(url);
    if (target.kind === 'external') messenger.openLink(target.url);
    else if (target.kind === 'telegram') messenger.openTelegramLink(target.url);
    else logger.warn('explorer link refused', { url, reason: target.reason });
  };
  return (
    <>
      <SummaryList testId="receipt-summary">
        <SummaryRow label={<Trans>Status</Trans>} testId="receipt-status">
          <Trans context="transaction status">Completed</Trans>
        </SummaryRow>
        {receipt.amounts.map((amount) => (
          <SummaryRow
            key={`${amount.direction}-${amount.symbol}`}
            label={amount.direction === 'in' ? <Trans>Received</Trans> : <Trans>Sent</Trans>}
            testId={`receipt-amount-${amount.direction}`}
          >
            <Unbroken>
              {amount.direction === 'in' ? '+' : '−'}
              {formatTokenAmount(amount.amount, 8)} {amount.symbol}
            </Unbroken>{' '}
            <span data-testid={`receipt-usd-${amount.direction}`}>(${formatUsd(amount.usdAtTime)})</span>
          </SummaryRow>
        ))}
        <SummaryRow label={<Trans>Network</Trans>}>{chainInfo(receipt.chainId).name}</SummaryRow>
        {receipt.counterparty !== null ? (
          <SummaryRow label={receipt.type === 'deposit' ? <Trans>From</Trans> : <Trans>To</Trans>} testId="receipt-counterparty" kind="address">
            <span data-testid="receipt-address">{receipt.counterparty}</span>
            <CopyButton text={receipt.counterparty} label={receipt.counterparty} />
          </SummaryRow>
        ) : null}
        {receipt.comment !== null ? (
          <SummaryRow label={<Trans>Comment</Trans>} testId="receipt-comment">
            {receipt.comment}
          </SummaryRow>
        ) : null}
        <SummaryRow label={<Trans>Fee</Trans>} testId="receipt-fee">
          {receipt.fee === null ? (
            <Trans>None</Trans>
          ) : (
            <>
              <Unbroken>
                {formatTokenAmount(receipt.fee.amount, 8)} {receipt.fee.symbol}
              </Unbroken>{' '}
              (${formatUsd(receipt.fee.usdAtTime)})
            </>
          )}
        </SummaryRow>
        <SummaryRow label={<Trans>Date</Trans>} testId="receipt-date">
          <time dateTime={receipt.createdAt}>
            {date} {time}
          </time>
        </SummaryRow>
      </SummaryList>
      {receipt.steps.length > 0 ? (
        <section aria-labelledby="receipt-route-title">
          <h3 id="receipt-route-title">
            <Trans>Route</Trans>
          </h3>
          <ol data-testid="receipt-steps">
            {receipt.steps.map((step, index) => {
              const tool = step.viaTool.name;
              return (
                <li key={`${String(index)}-${step.viaTool.key}`}>
                  <Unbroken>{step.from.printAmount} {step.from.symbol}</Unbroken> → <Unbroken>{step.to.printAmount} {step.to.symbol}</Unbroken> <Trans>via {tool}</Trans>
                </li>
              );
            })}
          </ol>
        </section>
      ) : null}
      {explorer !== null ? (
        <Button onClick={() => openExplorer(explorer)} data-testid="receipt-explorer">
          <Trans>View in the explorer</Trans>
        </Button>
      ) : null}
    </>
  );
}

export function ReceiptScreen() {
  const { id = '' } = useParams({ strict: false }) as { id?: string };
  return <ReceiptPage key={id} id={id} />;
}

function ReceiptPage({ id }: { id: string }) {
  const ports = usePorts();
  const inspect = useInspect();
  const [logic] = useState(() => provideReceipt(ports));
  const actor = useActorRef(logic, { input: { id }, ...(inspect ? { inspect } : {}) });
  const view = useSelector(actor, selectReceipt, sameData);
  return (
    <section aria-labelledby="receipt-title" aria-busy={view.status === 'loading'} data-testid="receipt-page" data-state={view.status}>
      <h2 id="receipt-title" className="screen-title">
        {view.receipt ? <TypeTitle type={view.receipt.type} /> : <Trans>Transaction</Trans>}
      </h2>
      {view.status === 'loading' ? <Skeleton shape="wide" /> : null}
      {view.status === 'not-found' ? (
        <p role="alert" data-testid="receipt-not-found">
          <Trans>There is no such transaction in your wallet.</Trans>
        </p>
      ) : null}
      {view.status === 'failed' ? (
        <div role="alert">
          <p>
            <Trans>The transaction could not be read. Try again.</Trans>
          </p>
          <LinkButton onClick={() => actor.send({ type: 'receipt.retry' })}>
            <Trans>Retry</Trans>
          </LinkButton>
        </div>
      ) : null}
      {view.receipt ? <ReceiptBody receipt={view.receipt} /> : null}
    </section>
  );
}
