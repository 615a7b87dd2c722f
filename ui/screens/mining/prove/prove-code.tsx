/**
 * /prove/code (seed 001 §2, §5, §9): six single-digit boxes; digits only; a pasted or autofilled
 * code fills them all; typing moves to the next box and backspace clears, or goes back; the code is
 * checked once every box holds a digit. The rules are the domain's (rules.ts), so the screen only
 * passes what was typed and puts the focus where the machine says.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { CODE_LENGTH, typedText } from '../../../../domain/mining/prove/rules';
import type { ProveView } from '../../../../domain/mining/prove/selectors';
import { cx } from '../../../components/class-names';
import { PATHS } from '../../../routes/paths';
import { ProveContext } from './prove-context';
import { useProveWords } from './prove-messages';
import styles from './prove.module.css';

export function ProveCode({ view }: { view: ProveView }) {
  const actor = ProveContext.useActorRef();
  const words = useProveWords();
  const { t } = useLingui();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  useEffect(() => {
    if (!view.checking) boxes.current[view.focus]?.focus();
  }, [view.focus, view.checking, view.codeFailure]);

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      actor.send({ type: 'code.erase', index });
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      actor.send({ type: 'code.focus', index: index - 1 });
    } else if (event.key === 'ArrowRight' && index < CODE_LENGTH - 1) {
      event.preventDefault();
      actor.send({ type: 'code.focus', index: index + 1 });
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    actor.send({ type: 'code.input', index, text: event.clipboardData.getData('text') });
  };

  const failure = view.codeFailure;
  return (
    <section className={styles.screen} aria-labelledby="prove-code-title" data-testid="prove-code">
      <h1 id="prove-code-title" className={styles.title}>
        <Trans>Enter the code</Trans>
      </h1>
      <p className={styles.text} id="prove-code-hint">
        <Trans>The 6-digit code is the comment of the 0 TON transfer in your wallet history.</Trans>{' '}
        <Link to={PATHS.home} data-testid="prove-open-history">
          <Trans>Open the wallet history</Trans>
        </Link>
      </p>
      <fieldset className={styles.boxes} aria-busy={view.checking}>
        <legend className="visually-hidden">{t`Proof code`}</legend>
        {view.boxes.map((digit, index) => (
          <input
            // The boxes are a fixed row of six: their index is their identity.
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            className={cx(styles.box, failure?.type === 'invalid-code' && styles.boxInvalid)}
            value={digit}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            pattern="[0-9]*"
            aria-label={t`Digit ${index + 1} of 6`}
            aria-describedby="prove-code-hint"
            aria-invalid={failure?.type === 'invalid-code' ? true : undefined}
            readOnly={view.checking}
            onFocus={(event) => {
              event.currentTarget.select();
              if (index !== view.focus) actor.send({ type: 'code.focus', index });
            }}
            onChange={(event) => actor.send({ type: 'code.input', index, text: typedText(digit, event.currentTarget.value) })}
            onKeyDown={onKeyDown(index)}
            onPaste={onPaste(index)}
            data-testid={`prove-digit-${index}`}
          />
        ))}
      </fieldset>
      {view.checking ? (
        <p role="status" className={styles.text}>
          <Trans>Checking the code…</Trans>
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className={styles.error} data-testid="prove-code-error" data-failure={failure.type}>
          {words.codeFailure(failure)}
        </p>
      ) : null}
    </section>
  );
}
