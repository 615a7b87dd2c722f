/**
 * One purchase's body, whatever is bought: the ways with their prices, the confirmation of the
 * internal way, waiting for the invoice or the wallet, the typed failure (retry, go-to-swap, other
 * ways) and success. The purpose's own words come in `wording`; everything else is the same for
 * every purchase. Presentational: the machine's view in, the user's choices out.
 */
import { BiometricNotice } from '../biometric-notice';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { NATIVE_TOKEN_ADDRESS } from '../../../domain/chains';
import type { PurchaseView } from '../../../domain/payment/purchase-selectors';
import type { PaymentFailure, PaymentWay } from '../../../domain/payment/types';
import { PATHS } from '../../routes/paths';
import { buttonClass, LinkButton, MainButton } from '../button';
import { PaymentConfirm } from './payment-confirm';
import { usePaymentFailureText } from './payment-failure-text';
import { PaymentWays } from './payment-ways';
import styles from './payment.module.css';

/** What the purpose says in its own words. */
export interface PurchaseWording {
  /** What is bought, above the ways. */
  readonly intro?: ReactNode;
  /** The red title of a failed payment (seed 001 §8: 'Error activating auto-claim' for autoclaim). */
  readonly failureTitle: ReactNode;
  /** What the success view says. */
  readonly success: ReactNode;
  /** The purpose's own refusals by their code (e.g. the proof's 'already-proven'); null for a code it does not word. */
  readonly refusal?: (code: string) => ReactNode | null;
  /** What a payment refunded because the purchase could no longer be made means here (else a general sentence). */
  readonly refunded?: ReactNode;
}

export interface PurchaseActions {
  readonly chooseWay: (way: PaymentWay) => void;
  readonly confirm: () => void;
  readonly back: () => void;
  readonly retry: () => void;
  readonly retryOffer: () => void;
  readonly done: () => void;
}

export interface PurchasePanelProps {
  readonly view: PurchaseView;
  readonly wording: PurchaseWording;
  readonly actions: PurchaseActions;
  /** Prefix of the panel's test ids (`<testId>-pay-stars`, `<testId>-confirm`...). */
  readonly testId: string;
}

function Waiting({ way, testId }: { way: PaymentWay | null; testId: string }) {
  return (
    <p className={styles.status} role="status" data-testid={`${testId}-paying`}>
      {way === 'stars' ? (
        <Trans>Waiting for the Stars payment…</Trans>
      ) : way === 'external' ? (
        <Trans>Approve the payment in your wallet…</Trans>
      ) : (
        <Trans>Paying from your wallet…</Trans>
      )}
    </p>
  );
}

/** The purpose's own words for a failure, when it has them. */
function purposeWords(failure: PaymentFailure, wording: PurchaseWording): ReactNode | null {
  if (failure.type === 'unknown' && failure.code !== undefined) return wording.refusal?.(failure.code) ?? null;
  if (failure.type === 'refunded') return wording.refunded ?? null;
  return null;
}

function Failed({ view, wording, actions, testId }: PurchasePanelProps) {
  const failureText = usePaymentFailureText();
  return (
    <div className={styles.body} data-testid={`${testId}-failed`}>
      <p className={styles.error} role="alert">
        {wording.failureTitle}
      </p>
      {view.failure ? (
        <p className={styles.text} data-testid={`${testId}-failure`}>
          {purposeWords(view.failure, wording) ?? failureText(view.failure)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <MainButton onClick={actions.retry} data-testid={`${testId}-retry`}>
          <Trans>Try again</Trans>
        </MainButton>
        {view.offersSwap ? (
          <Link to={PATHS.swap} search={{ to: NATIVE_TOKEN_ADDRESS.ton, chainId: 'TON' }} className={buttonClass('plain')} data-testid={`${testId}-go-to-swap`}>
            <Trans>Go to swap</Trans>
          </Link>
        ) : null}
        <LinkButton onClick={actions.back}>
          <Trans>Other ways to pay</Trans>
        </LinkButton>
      </div>
    </div>
  );
}

export function PurchasePanel(props: PurchasePanelProps) {
  const { view, wording, actions, testId } = props;
  switch (view.step) {
    case 'loading-offer':
    case 'quoting':
      return (
        <p className={styles.status} role="status" aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      );
    case 'offer-failed':
      return (
        <div className={styles.body}>
          <p className={styles.error} role="alert">
            <Trans>Server error</Trans>
          </p>
          <LinkButton onClick={actions.retryOffer}>
            <Trans>Retry</Trans>
          </LinkButton>
        </div>
      );
    case 'choosing':
      return (
        <div className={styles.body}>
          {view.cancelled ? (
            <p className={styles.notice} role="status" data-testid={`${testId}-cancelled`}>
              <Trans>The payment was cancelled. Nothing was charged.</Trans>
            </p>
          ) : null}
          {view.declined ? (
            <p className={styles.notice} role="status" data-testid={`${testId}-declined`}>
              <Trans>The wallet declined the payment. Nothing was sent.</Trans>
            </p>
          ) : null}
          {wording.intro ? <p className={styles.text}>{wording.intro}</p> : null}
          <PaymentWays ways={view.ways} onChoose={actions.chooseWay} testId={testId} />
        </div>
      );
    case 'confirming':
      return view.quote ? (
        <>
          <BiometricNotice refusal={view.biometrics} />
          <PaymentConfirm quote={view.quote} onConfirm={actions.confirm} onBack={actions.back} testId={testId} />
        </>
      ) : null;
    case 'paying':
      return <Waiting way={view.way} testId={testId} />;
    case 'failed':
      return <Failed {...props} />;
    case 'paid':
      return (
        <div className={styles.body} data-testid={`${testId}-success`}>
          <p className={styles.status}>{wording.success}</p>
          <MainButton onClick={actions.done} data-testid={`${testId}-done`}>
            <Trans>Done</Trans>
          </MainButton>
        </div>
      );
  }
}
