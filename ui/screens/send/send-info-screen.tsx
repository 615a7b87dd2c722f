/**
 * /send/info (seed 000 §2, §5): the details of the send: the chosen token, the recipient's address
 * (with a paste button, and a Scan button where the messenger has a QR scanner), the amount and a
 * comment. Continue asks the server for a dry run; its refusals land under the field they name, and
 * a pass opens the confirmation.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, type LinkProps } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { chainInfo } from '../../../domain/chains';
import { formatTokenAmount } from '../../../domain/money/format';
import { commentLength, type SendFieldError } from '../../../domain/send/rules';
import { SendContext, useSendView } from '../../machines/send-context';
import { usePorts } from '../../ports-context';
import { PATHS } from '../../routes/paths';
import { AmountField } from '../../components/amount-field';
import { Button, buttonClass, MainButton } from '../../components/button';
import { Field, FieldError as ErrorLine, FieldRow, inputClass } from '../../components/field';
import { cx } from '../../components/class-names';
import { useSendErrorText } from './send-messages';
import styles from './send.module.css';
import { TokenRowBody, tokenRowClass } from '../../components/token-row';
import { readClipboard } from '../../../domain/shared/messenger';
import { parseScannedCode } from '../../../domain/links/payment-qr';
import { sendFillOf, type ScanRefusal } from '../../../domain/links/scan-fill';
import { ScanIcon, useQrScanner } from '../../components/qr-scan';

function FieldError({ id, error }: { id: string; error: SendFieldError | null }) {
  const text = useSendErrorText();
  return <ErrorLine id={id}>{error ? text(error) : null}</ErrorLine>;
}

export function SendInfoScreen() {
  const { t } = useLingui();
  const { messenger, logger } = usePorts();
  const actor = SendContext.useActorRef();
  const view = useSendView();
  const ids = { address: useId(), amount: useId(), comment: useId() };
  const errorIds = { address: 'send-address-error', amount: 'send-amount-error', comment: 'send-comment-error', form: 'send-form-error' };
  const token = view.token;
  const scanner = useQrScanner();
  // Why the last scanned code was refused; shown in the address's message line until the next edit.
  const [scanRefusal, setScanRefusal] = useState<ScanRefusal | null>(null);

  const changeAddress = (value: string) => {
    setScanRefusal(null);
    actor.send({ type: 'address.change', value });
  };

  // What the camera read fills the form through the same events as typing (the same checks run).
  const scan = async () => {
    if (!scanner) return;
    const text = await scanner.scan(t`Scan the recipient's QR code`);
    // Closed without a code: the form stays as it was.
    if (text === null) return;
    const fill = sendFillOf(parseScannedCode(text), token, view.tokens);
    if (fill.kind === 'refused') return setScanRefusal(fill.reason);
    if (fill.kind === 'telegram-link') return messenger.openTelegramLink(fill.url);
    if (fill.token) actor.send({ type: 'token.select', token: fill.token });
    changeAddress(fill.address);
    if (fill.amount !== null) actor.send({ type: 'amount.change', value: fill.amount });
    if (fill.comment !== null) actor.send({ type: 'comment.change', value: fill.comment });
  };

  const paste = async () => {
    try {
      const text = await readClipboard(messenger);
      if (text !== null) changeAddress(text);
    } catch (error) {
      // seed 000 §8: a clipboard read failure is only logged.
      logger.warn('send: clipboard read failed', error);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'details.submit' });
  };

  if (!token) return null;
  const busy = view.isLoading;
  // An element, not a string: Lingui parses tags inside string values, and the symbol comes from the server.
  const symbol = <span>{token.symbol}</span>;
  const balance = formatTokenAmount(token.tokensAmount);
  const comment = commentLength(view.comment);
  const { used, max } = comment;

  return (
    <section className={styles.send} aria-labelledby="send-info-title">
      <h2 id="send-info-title" className="screen-title">
        <Trans>Send {symbol}</Trans>
      </h2>
      <div className={tokenRowClass('card')}>
        <TokenRowBody
          logoURI={token.logoURI}
          symbol={token.symbol}
          detail={chainInfo(token.chainId).name}
          amount={
            <span data-testid="send-balance">
              <Trans>Balance: {balance}</Trans>
            </span>
          }
        />
      </div>
      {/* Under the token rather than beside it: at 320 px the row has no room for a third column. */}
      <Link to={PATHS.send as LinkProps['to']} className={buttonClass('link', styles.changeToken)}>
        <Trans>Change token</Trans>
      </Link>

      <form className={styles.sendForm} onSubmit={submit} noValidate aria-busy={busy}>
        <Field
          htmlFor={ids.address}
          label={<Trans>Recipient address</Trans>}
          error={
            scanRefusal ? (
              <ErrorLine id={errorIds.address}>
                {scanRefusal === 'unknown-chain' ? <Trans>This QR code asks for a network the wallet does not support.</Trans> : <Trans>This QR code is not an address or a payment link.</Trans>}
              </ErrorLine>
            ) : (
              <FieldError id={errorIds.address} error={view.errors.address} />
            )
          }
        >
          <FieldRow>
            <input
              id={ids.address}
              className={inputClass()}
              type="text"
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              value={view.address}
              readOnly={busy}
              aria-invalid={view.errors.address !== null}
              aria-describedby={errorIds.address}
              onChange={(event) => changeAddress(event.target.value)}
            />
            <Button className={styles.fieldAction} onClick={() => void paste()} disabled={busy}>
              <Trans>Paste</Trans>
            </Button>
            {scanner && (
              <Button className={cx(styles.fieldAction, styles.scanAction)} onClick={() => void scan()} disabled={busy} aria-label={t`Scan a QR code`} data-testid="send-scan">
                <ScanIcon size={20} />
              </Button>
            )}
          </FieldRow>
        </Field>

        <Field htmlFor={ids.amount} label={<Trans>Amount</Trans>} error={<FieldError id={errorIds.amount} error={view.errors.amount} />}>
          <AmountField
            id={ids.amount}
            value={view.amount}
            readOnly={busy}
            aria-invalid={view.errors.amount !== null}
            aria-describedby={errorIds.amount}
            onChange={(value) => actor.send({ type: 'amount.change', value })}
          />
        </Field>

        <Field htmlFor={ids.comment} label={<Trans>Comment</Trans>} error={<FieldError id={errorIds.comment} error={view.errors.comment} />}>
          {/* No maxLength: a browser would cut a paste mid-word without a word; the form refuses instead. */}
          <textarea
            id={ids.comment}
            className={inputClass()}
            rows={4}
            value={view.comment}
            readOnly={busy}
            placeholder={t`Optional`}
            aria-invalid={view.errors.comment !== null}
            aria-describedby={`${errorIds.comment} send-comment-counter`}
            onChange={(event) => actor.send({ type: 'comment.change', value: event.target.value })}
          />
          <span id="send-comment-counter" className={comment.over ? styles.counterOver : styles.counter} data-testid="send-comment-counter" aria-live="polite">
            <Trans>
              {used} of {max} characters
            </Trans>
          </span>
        </Field>

        <FieldError id={errorIds.form} error={view.errors.form} />
        <MainButton type="submit" disabled={!view.canContinue}>
          {view.step === 'validating' ? <Trans>Checking…</Trans> : <Trans>Continue</Trans>}
        </MainButton>
      </form>
    </section>
  );
}
