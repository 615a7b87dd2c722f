/**
 * /swap (seed 000 §2, §4, §5): the token to send and the token to get (each opens its picker), the
 * amount (digits and one separator, placeholder 0.00, Enter closes the field), Max (a second press
 * clears), the flip button, the quote area, and the confirm button that opens /confirmSwap. The
 * button's disabled reasons come from the domain's confirm-block rule through selectSwapView.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useId, type KeyboardEvent } from 'react';
import { closesAmountField } from '../../../domain/money/amount-input';
import { selectSwapView } from '../../../domain/swap/selectors';
import { SwapContext } from '../../machines/swap-context';
import { PATHS } from '../../routes/paths';
import { QuotePanel } from './quote-panel';
import { useConfirmBlockText, usePresetFailureText } from './swap-messages';
import { SwapTokenButton } from './swap-token-button';

// seed 000 §5: Enter closes the amount field.
const closeOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
  if (closesAmountField(event.key)) {
    event.preventDefault();
    event.currentTarget.blur();
  }
};

export function SwapScreen() {
  const { t } = useLingui();
  const actor = SwapContext.useActorRef();
  const view = SwapContext.useSelector(selectSwapView);
  const router = useRouter();
  const blockText = useConfirmBlockText();
  const presetText = usePresetFailureText();
  const ids = { from: useId(), to: useId(), amount: useId(), block: useId() };
  const reason = view.confirmBlock ? blockText(view.confirmBlock) : null;
  const fromBalance = view.fromBalance;
  const toBalance = view.toBalance;
  const receive = view.quote?.toAmount ?? '';

  return (
    <section className="swap" aria-labelledby="swap-title">
      <h2 id="swap-title" className="screen-title">
        <Trans>Swap</Trans>
      </h2>

      {view.resolvingStartSwap ? (
        <p className="swap__hint" role="status">
          <Trans>Loading the preselected swap…</Trans>
        </p>
      ) : null}
      {view.presetFailure ? (
        <p className="swap-error" role="alert" data-testid="swap-preset-failure">
          {presetText(view.presetFailure)}
        </p>
      ) : null}

      <div className="swap-side" data-testid="swap-from">
        <div className="swap-side__head">
          <span id={ids.from}>
            <Trans>You send</Trans>
          </span>
          {fromBalance !== null ? (
            <span data-testid="swap-from-balance">
              <Trans>Balance: {fromBalance}</Trans>
            </span>
          ) : null}
        </div>
        <div className="swap-side__row">
          <SwapTokenButton side="from" token={view.fromToken} labelId={ids.from} />
          <label htmlFor={ids.amount} className="visually-hidden">
            <Trans>Amount to send</Trans>
          </label>
          <input
            id={ids.amount}
            className="swap-amount"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder={view.placeholder}
            value={view.amount}
            data-testid="swap-amount"
            onChange={(event) => actor.send({ type: 'amount.change', value: event.target.value })}
            onKeyDown={closeOnEnter}
          />
        </div>
        <div className="swap-side__head">
          <button
            type="button"
            className="swap-max"
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
        className="swap-flip"
        aria-label={t`Flip the tokens`}
        disabled={view.fromToken === null && view.toToken === null}
        onClick={() => actor.send({ type: 'sides.flip' })}
        data-testid="swap-flip"
      >
        <span aria-hidden="true">⇅</span>
      </button>

      <div className="swap-side" data-testid="swap-to">
        <div className="swap-side__head">
          <span id={ids.to}>
            <Trans>You get</Trans>
          </span>
          {toBalance !== null ? (
            <span data-testid="swap-to-balance">
              <Trans>Balance: {toBalance}</Trans>
            </span>
          ) : null}
        </div>
        <div className="swap-side__row">
          <SwapTokenButton side="to" token={view.toToken} labelId={ids.to} />
          <output className="swap-amount" aria-label={t`Amount to get`} data-testid="swap-receive-amount">
            {receive}
          </output>
        </div>
      </div>

      <QuotePanel view={view} onRetry={() => actor.send({ type: 'quote.retry' })} />

      {reason ? (
        <p id={ids.block} className="swap-error" role="alert" data-testid="swap-block" data-block={view.confirmBlock ?? undefined}>
          {reason}
        </p>
      ) : null}
      <button
        type="button"
        className="button button--primary swap__submit"
        disabled={!view.canConfirm}
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
