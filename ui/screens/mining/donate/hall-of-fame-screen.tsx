/**
 * /mining/donate/hallOfFame (seed 001 §2, §3 "Donation form", §4 "Donation"): the amount (default
 * 100, at least 99 TON), the name and the comment (bounded; shown as text, never as markup), Donate
 * opening the one purchase flow's confirmation and success, and the hall of fame itself, which a
 * donation of 99 TON or more joins.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { donateMachine } from '../../../../domain/mining/donate/machine';
import { provideDonate } from '../../../../domain/mining/donate/provide';
import { COMMENT_MAX, NAME_MAX } from '../../../../domain/mining/donate/rules';
import { selectDonateView } from '../../../../domain/mining/donate/selectors';
import { formatTokenAmount } from '../../../../domain/money/format';
import { AmountField } from '../../../components/amount-field';
import { LinkButton, MainButton } from '../../../components/button';
import { Field, FieldError, inputClass } from '../../../components/field';
import { Skeleton } from '../../../components/skeleton';
import { createInspectableActorContext } from '../../../machines/actor-context';
import { PurchaseSheet } from '../../../machines/purchase-context';
import { sameData } from '../../../machines/same-data';
import { usePorts } from '../../../ports-context';
import { DONATION_WORDING, useProblemText } from './donate-words';
import styles from './donate.module.css';
import { Unbroken } from '../../../components/unbroken';

const DonateContext = createInspectableActorContext(donateMachine);

function DonationFormCard() {
  const actor = DonateContext.useActorRef();
  const view = DonateContext.useSelector(selectDonateView, sameData);
  const problemText = useProblemText();
  const { t } = useLingui();
  const amountId = useId();
  const nameId = useId();
  const commentId = useId();
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'donate.submit' });
  };
  return (
    <form className={styles.card} onSubmit={submit} noValidate data-testid="hall-of-fame-form">
      <Field label={<Trans>Amount, TON</Trans>} htmlFor={amountId} error={<FieldError id={errorId}>{problemText(view.problem)}</FieldError>}>
        <AmountField
          id={amountId}
          value={view.form.amountText}
          onChange={(value) => actor.send({ type: 'form.amount', value })}
          aria-describedby={errorId}
          aria-invalid={view.problem !== null}
          data-testid="hall-of-fame-amount"
        />
      </Field>
      {/* The shared field look, as the amount above has (the same box in both themes). */}
      <Field label={<Trans>Name</Trans>} htmlFor={nameId}>
        <input
          id={nameId}
          className={inputClass()}
          value={view.form.name}
          maxLength={NAME_MAX}
          autoComplete="nickname"
          onChange={(event) => actor.send({ type: 'form.name', value: event.currentTarget.value })}
          data-testid="hall-of-fame-name"
        />
      </Field>
      <Field label={<Trans>Comment</Trans>} htmlFor={commentId}>
        <textarea
          id={commentId}
          className={inputClass()}
          value={view.form.comment}
          maxLength={COMMENT_MAX}
          rows={3}
          onChange={(event) => actor.send({ type: 'form.comment', value: event.currentTarget.value })}
          data-testid="hall-of-fame-comment"
        />
      </Field>
      <MainButton type="submit" aria-haspopup="dialog" data-testid="hall-of-fame-donate">
        {t`Donate`}
      </MainButton>
    </form>
  );
}

function HallOfFameList() {
  const actor = DonateContext.useActorRef();
  const view = DonateContext.useSelector(selectDonateView, sameData);
  const { t } = useLingui();
  return (
    <section className={styles.card} aria-labelledby="hall-of-fame-title" aria-busy={view.loading} data-testid="hall-of-fame">
      <h2 id="hall-of-fame-title" className={styles.cardTitle}>
        <Trans>Hall of fame</Trans>
      </h2>
      {view.entries === null && view.failure !== null ? (
        <p role="alert" className={styles.error}>
          {view.failure.type === 'outside-messenger' ? t`Only possible to use inside telegram bot` : t`Server error`}{' '}
          <LinkButton onClick={() => actor.send({ type: 'hallOfFame.retry' })}>
            <Trans>Retry</Trans>
          </LinkButton>
        </p>
      ) : view.entries === null ? (
        <Skeleton shape="wide" />
      ) : view.entries.length === 0 ? (
        <p className={styles.hint}>
          <Trans>No one yet: be the first.</Trans>
        </p>
      ) : (
        <ol className={styles.entries}>
          {view.entries.map((entry) => {
            const amount = formatTokenAmount(entry.tonAmount);
            return (
              // Name and comment are whatever the donor typed: React renders them as text, never markup.
              <li key={`${entry.donatedAt}|${entry.name}`} className={styles.entry} data-testid="hall-of-fame-entry">
                <span className={styles.entryName} data-testid="hall-of-fame-name-shown">
                  {entry.name}
                </span>
                <span className={styles.amount}><Unbroken>{amount} TON</Unbroken></span>
                {entry.comment ? <span className={styles.hint}>{entry.comment}</span> : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

function DonationSheet() {
  const actor = DonateContext.useActorRef();
  const purchase = DonateContext.useSelector((snapshot) => selectDonateView(snapshot).purchase, sameData);
  const { t } = useLingui();
  if (purchase === null) return null;
  return (
    <PurchaseSheet
      purchase={purchase}
      title={t`Hall of fame`}
      wording={DONATION_WORDING}
      testId="donation"
      onClose={() => actor.send({ type: 'purchase.close' })}
      onPaid={() => actor.send({ type: 'purchase.paid' })}
    />
  );
}

export function HallOfFameScreen() {
  const ports = usePorts();
  const [logic] = useState(() => provideDonate(ports));
  return (
    <DonateContext.Provider logic={logic}>
      <div className={styles.screen} data-testid="hall-of-fame-screen">
        <h1 className="screen-title">
          <Trans>Hall of fame</Trans>
        </h1>
        <p className={styles.hint}>
          <Trans>Donate 99 TON or more and your name and comment join the hall of fame.</Trans>
        </p>
        <DonationFormCard />
        <HallOfFameList />
        <DonationSheet />
      </div>
    </DonateContext.Provider>
  );
}
