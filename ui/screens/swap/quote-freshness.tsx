/**
 * How fresh the shown quote is (issue 12), on /swap and /confirmSwap: how long it stays valid (a
 * countdown on the app's clock), that it is being renewed, and, when a renewal moved the amount
 * received by more than the price-impact warning threshold, a prompt to look again with the
 * button that acknowledges it. The rules are in domain/swap/quote-freshness.ts.
 */
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { timeLeftMs } from '../../../domain/shared/countdown';
import { REFRESH_LEAD_MS } from '../../../domain/swap/quote-freshness';
import { selectQuoteFreshness } from '../../../domain/swap/selectors';
import { Button } from '../../components/button';
import { Countdown } from '../../components/countdown';
import { SwapContext } from '../../machines/swap-context';
import { usePorts } from '../../ports-context';
import styles from './quote-freshness.module.css';

/** The app's clock, read at every render; while `active` the component renders again every second. */
function useNow(active: boolean): number {
  const { clock } = usePorts();
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => setTick((tick) => tick + 1), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return clock.now();
}

export function QuoteFreshness() {
  const actor = SwapContext.useActorRef();
  const freshness = SwapContext.useSelector(selectQuoteFreshness);
  const now = useNow(freshness !== null);
  if (freshness === null) return null;
  const left = timeLeftMs(freshness.deadline, { now: () => now });
  const { lookAgain } = freshness;
  const percent = lookAgain?.percent ?? '';
  const countdown = <Countdown msLeft={left} urgent={left <= REFRESH_LEAD_MS} testId="quote-countdown" />;
  return (
    <div className={styles.freshness} data-testid="quote-freshness" data-refreshing={freshness.refreshing}>
      <p className={styles.validity}>
        {freshness.refreshing ? (
          <span role="status">
            <Trans>Updating the quote…</Trans>
          </span>
        ) : freshness.held ? (
          <Trans>Quote held while the swap is confirmed</Trans>
        ) : (
          <Trans>Quote valid for {countdown}</Trans>
        )}
      </p>
      {lookAgain ? (
        <div className={styles.lookAgain} role="alert" data-testid="quote-look-again" data-direction={lookAgain.direction}>
          <p>
            {lookAgain.direction === 'up' ? (
              <Trans>The quote was renewed and you now get {percent}% more. Check the amounts before you confirm.</Trans>
            ) : (
              <Trans>The quote was renewed and you now get {percent}% less. Check the amounts before you confirm.</Trans>
            )}
          </p>
          <Button variant="primary" onClick={() => actor.send({ type: 'quote.acknowledge' })} data-testid="quote-acknowledge">
            <Trans>I have checked the new quote</Trans>
          </Button>
        </div>
      ) : null}
    </div>
  );
}
