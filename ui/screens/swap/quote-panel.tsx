/**
 * The quote area of /swap (seed 000 §2, §4, §8): one of three states — searching for a route, the
 * quote (receive amount, gas, price impact, minimum received), or 'Couldn't find the route' with
 * Retry — announced politely to screen readers as it changes. High price impact is a warning from
 * 2 percent and styled as danger from 5.
 */
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import type { SwapView } from '../../../domain/swap/selectors';
import { SummaryList, SummaryRow as Row } from '../../components/summary-list';
import { TwoGasSheet } from './two-gas-sheet';
import { buttonClass } from '../../components/button';
import { cx } from '../../components/class-names';
import { InfoIcon } from '../../components/icons';
import styles from './swap.module.css';
import { Unbroken } from '../../components/unbroken';

export interface QuotePanelProps {
  readonly view: SwapView;
  readonly onRetry: () => void;
}

export function QuotePanel({ view, onRetry }: QuotePanelProps) {
  const [sheetOpen, setSheetOpen] = useState(false);
  const quote = view.quote;
  const impact = quote?.priceImpact;
  const percent = impact?.percent ?? '0';

  return (
    <>
    <section className={styles.swapQuote} aria-live="polite" aria-busy={view.quoteState === 'searching'} data-testid="swap-quote" data-state={view.quoteState}>
      {view.quoteState === 'idle' && view.idleReason === 'incomplete' ? (
        <p className={styles.swapQuoteStatus}>
          <Trans>Choose both tokens and enter an amount to see the route.</Trans>
        </p>
      ) : null}

      {view.quoteState === 'idle' && view.idleReason === 'amount-too-small' ? (
        <p className={styles.swapQuoteStatus} role="alert" data-haptic="warning" data-testid="swap-amount-too-small">
          <Trans>The amount is too small: it is less than the smallest unit of the token.</Trans>
        </p>
      ) : null}

      {view.quoteState === 'searching' ? (
        <p className={styles.swapQuoteStatus} role="status">
          <span className={styles.swapQuoteSpinner} aria-hidden="true" />
          <Trans>Searching for a route…</Trans>
        </p>
      ) : null}

      {view.quoteState === 'no-route' ? (
        <div className={styles.swapQuoteNoRoute} role="alert">
          <p>
            <Trans>Couldn't find the route</Trans>
          </p>
          <button type="button" className={buttonClass()} onClick={onRetry}>
            <Trans>Retry</Trans>
          </button>
        </div>
      ) : null}

      {quote && impact ? (
        <>
          <SummaryList look="plain">
            <Row label={<Trans>You receive</Trans>} testId="swap-receive">
              <Unbroken>{`${quote.toAmount} ${quote.toSymbol}`}</Unbroken> <span className={styles.swapHint}>{`($${quote.toAmountUsd})`}</span>
            </Row>
            <Row label={<Trans>Minimum received</Trans>} testId="swap-minimum">
              <Unbroken>{`${quote.minimumReceived} ${quote.toSymbol}`}</Unbroken>
            </Row>
            <Row
              label={
                <>
                  <Trans>Gas fee</Trans>
                  <button type="button" className={styles.swapInfo} aria-haspopup="dialog" onClick={() => setSheetOpen(true)} data-testid="swap-gas-info">
                    <InfoIcon size={18} />
                    <span className="visually-hidden">
                      <Trans>About gas fees</Trans>
                    </span>
                  </button>
                </>
              }
              testId="swap-gas"
            >
              {quote.gasFee}
              {quote.gasIsRange ? null : <span className={styles.swapHint}>{` ($${quote.gasCostUsd})`}</span>}
            </Row>
            <Row label={<Trans>Price impact</Trans>} testId="swap-impact">
              {`${impact.percent}%`}
            </Row>
          </SummaryList>
          {impact.high ? (
            <p className={cx(styles.swapWarning, impact.status === 'danger' && styles.swapWarningDanger)} role="alert" data-haptic="warning" data-testid="swap-impact-warning" data-status={impact.status}>
              <Trans>High price impact ({percent}%)</Trans>
            </p>
          ) : null}
          {quote.crossChain ? (
            <p className={styles.swapHint} data-testid="swap-two-gas-note">
              <Trans>This swap crosses networks and pays gas on both.</Trans>
            </p>
          ) : null}
        </>
      ) : null}
    </section>
    {sheetOpen ? <TwoGasSheet onClose={() => setSheetOpen(false)} /> : null}
    </>
  );
}
