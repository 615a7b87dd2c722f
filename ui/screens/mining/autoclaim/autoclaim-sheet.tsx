/**
 * The autoclaim modal (seed 001 §2 "Burn and autoclaim modals", §4 "Autoclaim", §8): the three
 * ways with the server's prices, the transfer to confirm for the wallet way, a success view that
 * says activation takes up to 1 hour, and 'Error activating auto-claim' with the reason and a
 * go-to-swap (TON to get). The machine starts fresh on every opening; taps while a payment runs
 * do nothing (the machine ignores them), so a double tap pays once.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { NATIVE_TOKEN_ADDRESS } from '../../../../domain/chains';
import { autoclaimMachine } from '../../../../domain/mining/autoclaim/machine';
import { provideAutoclaim } from '../../../../domain/mining/autoclaim/provide';
import { selectAutoclaimView, type AutoclaimView } from '../../../../domain/mining/autoclaim/selectors';
import type { PaymentFailure } from '../../../../domain/payment/types';
import { BottomSheet } from '../../../components/bottom-sheet';
import { buttonClass, Button, LinkButton, MainButton } from '../../../components/button';
import { SummaryList, SummaryRow } from '../../../components/summary-list';
import { createInspectableActorContext } from '../../../machines/actor-context';
import { sameData } from '../../../machines/same-data';
import { usePorts } from '../../../ports-context';
import { PATHS } from '../../../routes/paths';
import type { AutoclaimSheetProps } from '../autoclaim-seam';
import styles from './autoclaim-sheet.module.css';

export const AutoclaimContext = createInspectableActorContext(autoclaimMachine);

/** Why the payment failed, in words; seed 001 §8 names 'Not enough balance' and 'Unknown error'. */
export function useAutoclaimFailureText(): (failure: PaymentFailure) => string {
  const { t } = useLingui();
  return (failure) => {
    switch (failure.type) {
      case 'not-enough-balance':
        return t`Not enough balance`;
      case 'unknown':
        return t`Unknown error`;
      case 'cancelled':
        return t`The payment was cancelled. Nothing was charged.`;
      case 'wallet-rejected':
        return t`The wallet rejected the payment.`;
      case 'expired':
        return t`The payment expired before it arrived.`;
      case 'unconfirmed':
        return t`The payment is not confirmed yet. If it goes through, auto-claim activates by itself.`;
      case 'unreachable':
      case 'server':
        return t`Server error`;
    }
  };
}

function Choosing({ view }: { view: AutoclaimView }) {
  const actor = AutoclaimContext.useActorRef();
  const offer = view.offer;
  if (offer === null) return null;
  const tonPrice = offer.tonPrice;
  const stars = offer.starsPrice;
  return (
    <div className={styles.body}>
      <p className={styles.text}>
        <Trans>Auto-claim claims your storage every time it is full, so mining never stops. Activation takes up to 1 hour.</Trans>
      </p>
      <div className={styles.ways}>
        <MainButton onClick={() => actor.send({ type: 'way.choose', way: 'internal' })} data-testid="autoclaim-pay-internal">
          <Trans>Pay {tonPrice} TON from the wallet</Trans>
        </MainButton>
        <Button onClick={() => actor.send({ type: 'way.choose', way: 'stars' })} data-testid="autoclaim-pay-stars">
          <Trans>Pay {stars} Stars</Trans>
        </Button>
        <Button onClick={() => actor.send({ type: 'way.choose', way: 'external' })} data-testid="autoclaim-pay-external">
          <Trans>Pay {tonPrice} TON with an external wallet</Trans>
        </Button>
      </div>
    </div>
  );
}

function Confirming({ view }: { view: AutoclaimView }) {
  const actor = AutoclaimContext.useActorRef();
  if (view.offer === null) return null;
  return (
    <div className={styles.body}>
      <p className={styles.text}>
        <Trans>Confirm the transfer from your wallet.</Trans>
      </p>
      <SummaryList testId="autoclaim-transfer">
        <SummaryRow label={<Trans>Amount</Trans>} testId="autoclaim-transfer-amount">
          {view.offer.tonPrice} TON
        </SummaryRow>
        <SummaryRow label={<Trans>To</Trans>} kind="address">
          {view.offer.treasuryAddress}
        </SummaryRow>
      </SummaryList>
      <div className={styles.actions}>
        <MainButton onClick={() => actor.send({ type: 'transfer.confirm' })} data-testid="autoclaim-confirm">
          <Trans>Confirm</Trans>
        </MainButton>
        <LinkButton onClick={() => actor.send({ type: 'choice.back' })}>
          <Trans>Back</Trans>
        </LinkButton>
      </div>
    </div>
  );
}

function Failed({ view }: { view: AutoclaimView }) {
  const actor = AutoclaimContext.useActorRef();
  const failureText = useAutoclaimFailureText();
  return (
    <div className={styles.body} data-testid="autoclaim-failed">
      <p className={styles.error} role="alert">
        <Trans>Error activating auto-claim</Trans>
      </p>
      {view.failure ? (
        <p className={styles.text} data-testid="autoclaim-failure">
          {failureText(view.failure)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <MainButton onClick={() => actor.send({ type: 'payment.retry' })} data-testid="autoclaim-retry">
          <Trans>Try again</Trans>
        </MainButton>
        {view.offersSwap ? (
          <Link to={PATHS.swap} search={{ to: NATIVE_TOKEN_ADDRESS.ton, chainId: 'TON' }} className={buttonClass('plain')} data-testid="autoclaim-go-to-swap">
            <Trans>Go to swap</Trans>
          </Link>
        ) : null}
        <LinkButton onClick={() => actor.send({ type: 'choice.back' })}>
          <Trans>Other ways to pay</Trans>
        </LinkButton>
      </div>
    </div>
  );
}

function AutoclaimBody({ onDone }: { onDone: () => void }) {
  const actor = AutoclaimContext.useActorRef();
  const view = AutoclaimContext.useSelector(selectAutoclaimView, sameData);
  switch (view.step) {
    case 'loading':
      return (
        <p className={styles.status} role="status">
          <Trans>Loading…</Trans>
        </p>
      );
    case 'offer-failed':
      return (
        <div className={styles.body}>
          <p className={styles.error} role="alert">
            <Trans>Server error</Trans>
          </p>
          <LinkButton onClick={() => actor.send({ type: 'offer.retry' })}>
            <Trans>Retry</Trans>
          </LinkButton>
        </div>
      );
    case 'choosing':
      return <Choosing view={view} />;
    case 'confirming':
      return <Confirming view={view} />;
    case 'paying':
      return (
        <p className={styles.status} role="status" data-testid="autoclaim-paying">
          {view.way === 'stars' ? (
            <Trans>Waiting for the Stars payment…</Trans>
          ) : view.way === 'external' ? (
            <Trans>Approve the payment in your wallet…</Trans>
          ) : (
            <Trans>Paying from your wallet…</Trans>
          )}
        </p>
      );
    case 'failed':
      return <Failed view={view} />;
    case 'activated':
      return (
        <div className={styles.body} data-testid="autoclaim-success">
          <p className={styles.status}>
            <Trans>Auto-claim is paid. Activation takes up to 1 hour.</Trans>
          </p>
          <MainButton onClick={onDone} data-testid="autoclaim-done">
            <Trans>Done</Trans>
          </MainButton>
        </div>
      );
  }
}

/** Closing the sheet after a purchase tells /mining, which reads the record again. */
function AutoclaimFrame({ onClose, onActivated }: Omit<AutoclaimSheetProps, 'open'>) {
  const activated = AutoclaimContext.useSelector((snapshot) => snapshot.matches('activated'));
  const close = activated ? onActivated : onClose;
  return (
    <BottomSheet title={<Trans>Auto-claim</Trans>} onClose={close}>
      <AutoclaimBody onDone={close} />
    </BottomSheet>
  );
}

export function AutoclaimSheet({ open, onClose, onActivated }: AutoclaimSheetProps) {
  if (!open) return null;
  return <OpenAutoclaimSheet onClose={onClose} onActivated={onActivated} />;
}

function OpenAutoclaimSheet({ onClose, onActivated }: Omit<AutoclaimSheetProps, 'open'>) {
  const ports = usePorts();
  const accountIndex = useSearch({ strict: false, select: (search) => search.selectedWalletIndex ?? 0 });
  const [input] = useState(() => ({ accountIndex }));
  const [logic] = useState(() => provideAutoclaim(ports));
  return (
    <AutoclaimContext.Provider logic={logic} options={{ input }}>
      <AutoclaimFrame onClose={onClose} onActivated={onActivated} />
    </AutoclaimContext.Provider>
  );
}
