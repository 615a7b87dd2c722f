/**
 * /send/info (seed 000 §2, §5): the details of the send: the chosen token, the recipient's address
 * (with a paste button), the amount and a comment. Continue asks the server for a dry run; its
 * refusals land under the field they name, and a pass opens the confirmation.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, type LinkProps } from '@tanstack/react-router';
import { useId, type FormEvent, type KeyboardEvent } from 'react';
import { AMOUNT_PLACEHOLDER, closesAmountField } from '../../../domain/money/amount-input';
import { chainInfo } from '../../../domain/chains';
import { formatTokenAmount } from '../../../domain/money/format';
import { COMMENT_MAX_LENGTH, type SendFieldError } from '../../../domain/send/rules';
import { SendContext, useSendView } from '../../machines/send-context';
import { usePorts } from '../../ports-context';
import { PATHS } from '../../routes/paths';
import { TokenLogo } from '../wallet/token-logo';
import { useSendErrorText } from './send-messages';

function FieldError({ id, error }: { id: string; error: SendFieldError | null }) {
  const text = useSendErrorText();
  // Always rendered, so screen readers announce a message when it appears.
  return (
    <p id={id} className="field__error" role="alert" data-testid={id}>
      {error ? text(error) : null}
    </p>
  );
}

export function SendInfoScreen() {
  const { t } = useLingui();
  const { messenger, logger } = usePorts();
  const actor = SendContext.useActorRef();
  const view = useSendView();
  const ids = { address: useId(), amount: useId(), comment: useId() };
  const errorIds = { address: 'send-address-error', amount: 'send-amount-error', form: 'send-form-error' };
  const token = view.token;

  const paste = async () => {
    try {
      const text = await messenger.readClipboard();
      if (text !== null) actor.send({ type: 'address.change', value: text });
    } catch (error) {
      // seed 000 §8: a clipboard read failure is only logged.
      logger.warn('send: clipboard read failed', error);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'details.submit' });
  };

  // seed 000 §5: Enter closes the amount field (it does not submit the form).
  const closeOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (closesAmountField(event.key)) {
      event.preventDefault();
      event.currentTarget.blur();
    }
  };

  if (!token) return null;
  const busy = view.isLoading;
  // An element, not a string: Lingui parses tags inside string values, and the symbol comes from the server.
  const symbol = <span>{token.symbol}</span>;
  const balance = formatTokenAmount(token.tokensAmount);

  return (
    <section className="send" aria-labelledby="send-info-title">
      <h2 id="send-info-title" className="screen-title">
        <Trans>Send {symbol}</Trans>
      </h2>
      <div className="send__token">
        <TokenLogo uri={token.logoURI} symbol={token.symbol} />
        <span className="send__token-name">
          <span className="send-token__symbol">{token.symbol}</span>
          <span className="send-token__chain">{chainInfo(token.chainId).name}</span>
        </span>
        <span className="send__token-balance" data-testid="send-balance">
          <Trans>Balance: {balance}</Trans>
        </span>
        <Link to={PATHS.send as LinkProps['to']} className="link-button">
          <Trans>Change</Trans>
        </Link>
      </div>

      <form className="send__form" onSubmit={submit} noValidate aria-busy={busy}>
        <div className="field">
          <label htmlFor={ids.address} className="field__label">
            <Trans>Recipient address</Trans>
          </label>
          <div className="field__row">
            <input
              id={ids.address}
              className="field__input"
              type="text"
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              value={view.address}
              readOnly={busy}
              aria-invalid={view.errors.address !== null}
              aria-describedby={errorIds.address}
              onChange={(event) => actor.send({ type: 'address.change', value: event.target.value })}
            />
            <button type="button" className="button field__action" onClick={() => void paste()} disabled={busy}>
              <Trans>Paste</Trans>
            </button>
          </div>
          <FieldError id={errorIds.address} error={view.errors.address} />
        </div>

        <div className="field">
          <label htmlFor={ids.amount} className="field__label">
            <Trans>Amount</Trans>
          </label>
          <input
            id={ids.amount}
            className="field__input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder={AMOUNT_PLACEHOLDER}
            value={view.amount}
            readOnly={busy}
            aria-invalid={view.errors.amount !== null}
            aria-describedby={errorIds.amount}
            onChange={(event) => actor.send({ type: 'amount.change', value: event.target.value })}
            onKeyDown={closeOnEnter}
          />
          <FieldError id={errorIds.amount} error={view.errors.amount} />
        </div>

        <div className="field">
          <label htmlFor={ids.comment} className="field__label">
            <Trans>Comment</Trans>
          </label>
          <textarea
            id={ids.comment}
            className="field__input field__input--multiline"
            rows={4}
            maxLength={COMMENT_MAX_LENGTH}
            value={view.comment}
            readOnly={busy}
            placeholder={t`Optional`}
            onChange={(event) => actor.send({ type: 'comment.change', value: event.target.value })}
          />
        </div>

        <FieldError id={errorIds.form} error={view.errors.form} />
        <button type="submit" className="button button--primary send__submit" disabled={!view.canContinue}>
          {view.step === 'validating' ? <Trans>Checking…</Trans> : <Trans>Continue</Trans>}
        </button>
      </form>
    </section>
  );
}
