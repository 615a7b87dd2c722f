/**
 * The meme-phrase task's flow in its sheet (seed 001 §3 type memePhrase; domain/mining/tasks/
 * meme-phrase): the phrase field and Send. Nothing typed, or a text longer than any phrase, is
 * worded here and nothing is sent; the server compares the phrase (case, spacing and Unicode form
 * do not matter) and answers solved, or wrong with the tries left, or when the next try is allowed.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useId, useState, type FormEvent } from 'react';
import { selectMemePhraseView, type MemePhraseFailure } from '../../../../domain/mining/tasks/meme-phrase/machine';
import { provideMemePhrase } from '../../../../domain/mining/tasks/meme-phrase/provide';
import { MEME_PHRASE_MAX } from '../../../../domain/mining/tasks/meme-phrase/rules';
import type { Task } from '../../../../domain/mining/tasks/types';
import { MainButton } from '../../../components/button';
import { Field, FieldError, inputClass } from '../../../components/field';
import { sameData } from '../../../machines/same-data';
import { usePorts } from '../../../ports-context';
import { useTaskWords } from './task-messages';
import { StepFailure } from './task-steps';
import { TasksContext } from './tasks-context';
import styles from './wallet-tasks.module.css';

function useFailureText(): (failure: MemePhraseFailure) => string {
  const { t, i18n } = useLingui();
  const words = useTaskWords();
  const timeOf = (at: string): string => i18n.date(new Date(at), { timeStyle: 'short', timeZone: 'UTC' });
  return (failure) => {
    switch (failure.type) {
      case 'empty':
        return t`Type the meme phrase.`;
      case 'too-long':
        return t`The meme phrase is at most ${MEME_PHRASE_MAX} characters.`;
      case 'wrong-phrase': {
        if (failure.retryAt !== null) {
          const time = timeOf(failure.retryAt);
          return t`Wrong phrase. No tries left: try again after ${time} UTC.`;
        }
        const left = failure.triesLeft;
        return t`Wrong phrase. Tries left: ${left}.`;
      }
      case 'too-many-guesses': {
        if (failure.retryAt === null) return t`Too many wrong tries. Try again in 10 minutes.`;
        const time = timeOf(failure.retryAt);
        return t`Too many wrong tries. Try again after ${time} UTC.`;
      }
      case 'phrase-ended':
        return t`The meme-phrase campaign has ended.`;
      case 'outside-messenger':
      case 'server':
        return words.failure(failure);
    }
  };
}

export function MemePhraseAction({ task }: { task: Task }) {
  const { memePhraseApi } = usePorts();
  const tasks = TasksContext.useActorRef();
  const [machine] = useState(() => provideMemePhrase(memePhraseApi, () => tasks.send({ type: 'tasks.check' })));
  const actor = useActorRef(machine, { input: { code: task.code } });
  const view = useSelector(actor, selectMemePhraseView, sameData);
  const failureText = useFailureText();
  const id = useId();
  const errorId = 'meme-phrase-failure';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'phrase.submit' });
  };
  return (
    <div className={styles.actions} data-testid="meme-phrase" data-step={view.step}>
      {view.step === 'editing' ? (
        <form className={styles.actions} onSubmit={submit} noValidate aria-busy={view.busy}>
          <Field htmlFor={id} label={<Trans>The meme phrase</Trans>} error={<FieldError id={errorId}>{view.failure === null ? null : failureText(view.failure)}</FieldError>}>
            {/* No maxLength: a browser would cut a paste without a word; the machine refuses instead. */}
            <input
              id={id}
              className={inputClass()}
              type="text"
              autoComplete="off"
              spellCheck={false}
              value={view.text}
              readOnly={view.busy}
              aria-invalid={view.failure !== null}
              aria-describedby={errorId}
              onChange={(event) => actor.send({ type: 'phrase.change', value: event.target.value })}
              data-testid="meme-phrase-input"
            />
          </Field>
          <MainButton type="submit" disabled={view.busy} aria-busy={view.busy} data-testid="meme-phrase-send">
            {view.busy ? <Trans>Checking…</Trans> : <Trans>Send the phrase</Trans>}
          </MainButton>
        </form>
      ) : null}
      {view.step === 'ended' ? <StepFailure failure={view.failure} text={failureText} testId="meme-phrase-ended" /> : null}
      {view.step === 'done' ? (
        <p role="status" data-testid="meme-phrase-done">
          <Trans>Right! The boost is added to your speed.</Trans>
        </p>
      ) : null}
    </div>
  );
}
