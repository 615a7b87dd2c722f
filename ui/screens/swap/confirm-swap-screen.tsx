/**
 * /confirmSwap (seed 000 §2, §4): a read-only summary of the quote the swap form holds — each route
 * step (its type, the tool it goes through with name, logo and key, from and to with printAmount
 * and symbol), the minimum received and the gas fees. The button submits through the confirm
 * machine (presses debounced 500 ms, one idempotency key per confirmation); after the swap the app
 * closes. Opened without a quote that may be confirmed (a reload, a typed URL), it returns to /swap.
 * The quote is renewed while the summary is read (issue 12; QuoteFreshness shows its countdown and
 * the look-again prompt), never once a press is on its way.
 */
import { Trans } from '@lingui/react/macro';
import { Navigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { chainInfo } from '../../../domain/chains';
import { BiometricNotice } from '../../components/biometric-notice';
import { selectConfirmButton, selectConfirmHoldsInput, selectConfirmInFlight, type SwapConfirmInput } from '../../../domain/swap/confirm-machine';
import { formatTokenAmount } from '../../../domain/money/format';
import { quoteView, selectConfirmInput } from '../../../domain/swap/selectors';
import type { RouteStep } from '../../../domain/swap/types';
import { SwapConfirmContext, SwapConfirmProvider } from '../../machines/swap-confirm-context';
import { SwapContext } from '../../machines/swap-context';
import { PATHS } from '../../routes/paths';
import { SummaryList, SummaryRow as Row } from '../../components/summary-list';
import { TokenLogo } from '../../components/token-logo';
import { QuoteFreshness } from './quote-freshness';
import { useFailureText } from './swap-messages';
import { buttonClass } from '../../components/button';
import { SuccessPanel } from '../../components/success-panel';
import { useClosingConfirmation } from '../../components/amount-field';
import styles from './swap.module.css';
import { Unbroken } from '../../components/unbroken';

function StepType({ type }: { type: RouteStep['type'] }) {
  return type === 'cross' ? <Trans>Bridge</Trans> : <Trans context="route step">Swap</Trans>;
}

function Step({ step, index }: { step: RouteStep; index: number }) {
  const { viaTool, from, to } = step;
  // An element, not a string: Lingui parses tags in string values, and the name comes from the server.
  const toolName = <>{viaTool.name}</>;
  const fromChain = chainInfo(from.chainId).label;
  const toChain = chainInfo(to.chainId).label;
  return (
    <li className={styles.swapStep} data-testid="swap-step" data-type={step.type} data-tool={viaTool.key}>
      <span className={styles.swapTokenSymbol}>
        {`${String(index + 1)}. `}
        <StepType type={step.type} />
      </span>
      <span className={styles.swapStepVia}>
        <TokenLogo uri={viaTool.logoURI} symbol={viaTool.name} size="small" />
        <span>
          <Trans>via {toolName}</Trans>
        </span>
        <code data-testid="swap-step-tool-key">{viaTool.key}</code>
      </span>
      <p className={styles.swapStepAmounts} data-testid="swap-step-amounts">
        {`${formatTokenAmount(from.printAmount)} ${from.symbol} (${fromChain}) → ${formatTokenAmount(to.printAmount)} ${to.symbol} (${toChain})`}
      </p>
    </li>
  );
}

function ConfirmSummary({ kind }: { kind: SwapConfirmInput['kind'] }) {
  const actor = SwapConfirmContext.useActorRef();
  const button = SwapConfirmContext.useSelector(selectConfirmButton);
  useClosingConfirmation(SwapConfirmContext.useSelector(selectConfirmHoldsInput));
  // The quote this confirmation would swap: the one shown, renewed until a press is on its way.
  const quote = SwapConfirmContext.useSelector((snapshot) => snapshot.context.quote);
  const failureText = useFailureText();
  const view = quoteView(quote, kind);

  if (button.done) {
    // The app closes now (seed 000 §4); until the messenger has closed it, the outcome shows.
    return (
      <SuccessPanel
        titleId="confirm-swap-title"
        title={<Trans>Swap sent</Trans>}
        amount={`${view.fromAmount} ${view.fromSymbol} → ${view.toAmount} ${view.toSymbol}`}
        testId="swap-success"
        detail={
          <p>
            <Trans>The tokens arrive in your wallet when the swap completes.</Trans>
          </p>
        }
      />
    );
  }

  return (
    <section className={styles.swap} aria-labelledby="confirm-swap-title">
      <h2 id="confirm-swap-title" className="screen-title">
        <Trans>Confirm swap</Trans>
      </h2>
      <h3 className={styles.swapHint}>
        <Trans>Route</Trans>
      </h3>
      <ol className={styles.swapSteps} data-testid="swap-steps">
        {view.steps.map((step, index) => (
          <Step key={index} step={step} index={index} />
        ))}
      </ol>
      <SummaryList testId="confirm-summary">
        <Row label={<Trans>You send</Trans>} testId="confirm-send">
          <Unbroken>{`${view.fromAmount} ${view.fromSymbol}`}</Unbroken>
        </Row>
        <Row label={<Trans>You receive</Trans>} testId="confirm-receive">
          <Unbroken>{`${view.toAmount} ${view.toSymbol}`}</Unbroken>
        </Row>
        <Row label={<Trans>Minimum received</Trans>} testId="confirm-minimum">
          <Unbroken>{`${view.minimumReceived} ${view.toSymbol}`}</Unbroken>
        </Row>
        <Row label={<Trans>Gas fees</Trans>} testId="confirm-gas">
          {view.gasFee}
          {view.gasIsRange ? null : ` ($${view.gasCostUsd})`}
        </Row>
      </SummaryList>
      <QuoteFreshness />
      <BiometricNotice refusal={button.biometrics} />
      {button.failure ? (
        <p className={styles.swapError} role="alert" data-testid="confirm-failure">
          {failureText(button.failure)}
        </p>
      ) : null}
      <button
        type="button"
        className={buttonClass('main')}
        disabled={!button.canPress}
        aria-busy={button.submitting}
        data-testid="confirm-swap"
        onClick={() => actor.send({ type: 'confirm.press' })}
      >
        {button.submitting ? <Trans>Swapping…</Trans> : <Trans>Confirm swap</Trans>}
      </button>
    </section>
  );
}

const sameInput = (a: SwapConfirmInput | null, b: SwapConfirmInput | null): boolean =>
  a === b ||
  (a !== null && b !== null && a.quote === b.quote && a.kind === b.kind && a.accountIndex === b.accountIndex && a.lookAgain === b.lookAgain);

/**
 * Keeps the confirmation and the swap form's quote in step: a renewed quote (and whether it waits
 * for a look) goes to the confirm machine, and while a press is on its way the swap machine holds
 * its refresh, so the quote cannot change under a confirmation.
 */
function ConfirmQuoteSync({ current }: { current: SwapConfirmInput }) {
  const swap = SwapContext.useActorRef();
  const confirm = SwapConfirmContext.useActorRef();
  const inFlight = SwapConfirmContext.useSelector(selectConfirmInFlight);
  useEffect(() => {
    confirm.send({ type: 'quote.update', quote: current.quote, lookAgain: current.lookAgain === true });
  }, [confirm, current]);
  useEffect(() => {
    if (!inFlight) return undefined;
    swap.send({ type: 'quote.hold' });
    return () => swap.send({ type: 'quote.release' });
  }, [swap, inFlight]);
  return null;
}

export function ConfirmSwapScreen() {
  const current = SwapContext.useSelector(selectConfirmInput, sameInput);
  const [input] = useState(current);
  // No quote to confirm (a reload, a typed URL, or a renewal that found no route): back to /swap.
  if (!input || !current) return <Navigate to={PATHS.swap} replace />;
  return (
    <SwapConfirmProvider input={input}>
      <ConfirmQuoteSync current={current} />
      <ConfirmSummary kind={current.kind} />
    </SwapConfirmProvider>
  );
}
