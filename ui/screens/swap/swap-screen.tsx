/**
 * /swap (seed 000 §2, §4, §5): the token to send and the token to get (each opens its picker), the
 * amount (digits and one separator, placeholder 0.00, Enter closes the field), Max (a second press
 * clears), the flip button, the quote area, and the confirm button that opens /confirmSwap. The
 * button's disabled reasons come from the domain's confirm-block rule through selectSwapView.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useId } from 'react';
import { selectSwapView } from '../../../domain/swap/selectors';
import { SwapContext } from '../../machines/swap-context';
import { PATHS } from '../../routes/paths';
import { QuoteFreshness } from './quote-freshness';
import { QuotePanel } from './quote-panel';
import { useConfirmBlockText, usePresetFailureText } from './swap-messages';
import { SwapTokenButton } from './swap-token-button';
import { AmountField, amountClass } from '../../components/amount-field';
import { buttonClass } from '../../components/button';
import styles from './swap.module.css';
import { SwapIcon } from '../../components/icons';

export function SwapScreen() {
  const { t } = useLingui();
  const actor = SwapContext.useActorRef();
  const view = SwapContext.useSelector(selectSwapView);
  // A renewed quote that moved a lot is looked at again (its prompt) before it can be reviewed.
  const lookAgain = SwapContext.useSelector((snapshot) => snapshot.context.lookAgain !== null);
  const router = useRouter();
  const blockText = useConfirmBlockText();
  const presetText = usePresetFailureText();
  const ids = { from: useId(), to: useId(), amount: useId(), block: useId() };
  const reason = view.confirmBlock ? blockText(view.confirmBlock) : null;
  const fromBalance = view.fromBalance;
  const toBalance = view.toBalance;
  const receive = view.quote?.toAmount ?? '';

  return (
    <section className={styles.swap} aria-labelledby="swap-title">
      <h2 id="swap-title" className="screen-title">
        <Trans>Swap</Trans>
      </h2>

      {view.resolvingStartSwap ? (
        <p className={styles.swapHint} role="status">
          <Trans>Loading the preselected swap…</Trans>
        </p>
      ) : null}
      {view.presetFailure ? (
        <p className={styles.swapError} role="alert" data-testid="swap-preset-failure">
          {presetText(view.presetFailure)}
        </p>
      ) : null}

      <div className={styles.swapSide} data-testid="swap-from">
        <div className={styles.swapSideHead}>
          <span id={ids.from}>
            <Trans>You send</Trans>
          </span>
          {fromBalance !== null ? (
            <span data-testid="swap-from-balance">
              <Trans>Balance: {fromBalance}</Trans>
            </span>
          ) : null}
        </div>
        <div className={styles.swapSideRow}>
          <SwapTokenButton side="from" token={view.fromToken} labelId={ids.from} />
          <label htmlFor={ids.amount} className="visually-hidden">
            <Trans>Amount to send</Trans>
          </label>
          <AmountField
            id={ids.amount}
            look="large"
            placeholder={view.placeholder}
            value={view.amount}
            data-testid="swap-amount"
            onChange={(value) => actor.send({ type: 'amount.change', value })}
          />
        </div>
        <div className={styles.swapSideHead}>
          <button
            type="button"
            className={styles.swapMax}
            aria-pressed={view.isSwapMax}
            disabled={!view.canMax}
            onClick={() => actor.send({ type: 'amount.max' })}
            data-testid="swap-max"
          >
            <Trans>Max</Trans>
          </button>
        </div>
      </div>

      <button
        type="button"
        className={styles.swapFlip}
        aria-label={t`Flip the tokens`}
        disabled={view.fromToken === null && view.toToken === null}
        onClick={() => actor.send({ type: 'sides.flip' })}
        data-testid="swap-flip"
      >
        <SwapIcon size={20} />
      </button>

      <div className={styles.swapSide} data-testid="swap-to">
        <div className={styles.swapSideHead}>
          <span id={ids.to}>
            <Trans>You get</Trans>
          </span>
          {toBalance !== null ? (
            <span data-testid="swap-to-balance">
              <Trans>Balance: {toBalance}</Trans>
            </span>
          ) : null}
        </div>
        <div className={styles.swapSideRow}>
          <SwapTokenButton side="to" token={view.toToken} labelId={ids.to} />
          <output className={amountClass('large')} aria-label={t`Amount to get`} data-testid="swap-receive-amount">
            {receive}
          </output>
        </div>
      </div>

      <QuotePanel view={view} onRetry={() => actor.send({ type: 'quote.retry' })} />
      <QuoteFreshness />

      {reason ? (
        <p id={ids.block} className={styles.swapError} role="alert" data-testid="swap-block" data-block={view.confirmBlock ?? undefined}>
          {reason}
        </p>
      ) : null}
      <button
        type="button"
        className={buttonClass('main')}
        disabled={!view.canConfirm || lookAgain}
        aria-describedby={reason ? ids.block : undefined}
        data-testid="swap-confirm"
        data-block={view.confirmBlock ?? undefined}
        onClick={() => void router.navigate({ to: PATHS.confirmSwap })}
      >
        <Trans>Review swap</Trans>
      </button>
    </section>
  );
}
