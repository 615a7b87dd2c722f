/**
 * The create-coin task's flow in its sheet (seed 001 §9 "Create-coin task: up to 5 coins, 24 h
 * each"; domain/mining/tasks/create-coin): Open BigPump (where the coin is made), then the coin's
 * creation transaction hash, typed or pasted, and Check: a text naming no hash is worded here and
 * nothing is sent; the server counts the coin once or says why not. The sheet's progress row shows
 * the coins counted; each counted coin clears the field for the next.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useId, useState, type FormEvent } from 'react';
import { selectCreateCoinView, type CreateCoinFailure } from '../../../../domain/mining/tasks/create-coin/machine';
import { provideCreateCoin } from '../../../../domain/mining/tasks/create-coin/provide';
import type { Task } from '../../../../domain/mining/tasks/types';
import { Button, MainButton } from '../../../components/button';
import { Field, FieldError, FieldRow, inputClass } from '../../../components/field';
import { sameData } from '../../../machines/same-data';
import { usePorts } from '../../../ports-context';
import { useTaskWords } from './task-messages';
import { TasksContext } from './tasks-context';
import styles from './wallet-tasks.module.css';
import { readClipboard } from '../../../../domain/shared/messenger';

function useFailureText(): (failure: CreateCoinFailure) => string {
  const { t } = useLingui();
  const words = useTaskWords();
  return (failure) => {
    switch (failure.type) {
      case 'invalid-hash':
        return t`This is not a transaction hash. Paste the hash of the coin’s creation transaction (64 characters) or a link to it.`;
      case 'unknown-coin':
        return t`BigPump has no coin created by this transaction.`;
      case 'coin-not-yours':
        return t`This coin was created by another account.`;
      case 'coin-before-mining':
        return t`This coin was created before you started mining: only coins created since count.`;
      case 'coin-counted':
        return t`This coin is already counted. Create another one.`;
      case 'coins-done':
        return t`All 5 coins are counted.`;
      case 'outside-messenger':
      case 'server':
        return words.failure(failure);
    }
  };
}

export function CreateCoinAction({ task }: { task: Task }) {
  const { createCoinApi, messenger } = usePorts();
  const tasks = TasksContext.useActorRef();
  // Each counted coin is the task anew: the list is read again, so the card and the sheet show the progress.
  const [machine] = useState(() => provideCreateCoin(createCoinApi, () => tasks.send({ type: 'tasks.check' })));
  const actor = useActorRef(machine, { input: { doneAmount: task.doneAmount, maxAmount: task.maxAmount } });
  const view = useSelector(actor, selectCreateCoinView, sameData);
  const failureText = useFailureText();
  const id = useId();
  const errorId = 'create-coin-failure';
  const paste = async () => {
    // seed 001 §8: a failed read resolves null, logged by the adapter; paste then does nothing.
    const text = await readClipboard(messenger);
    if (text !== null) actor.send({ type: 'hash.change', value: text });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'hash.submit' });
  };
  const counted = view.counted;
  const name = counted?.name ?? '';
  const ticker = counted?.ticker ?? '';
  const done = view.doneAmount;
  const max = view.maxAmount;
  return (
    <div className={styles.actions} data-testid="create-coin" data-step={view.step}>
      {task.url === null ? null : (
        <Button onClick={() => messenger.openTelegramLink(task.url ?? '')} data-testid="create-coin-open">
          <Trans>Open BigPump</Trans>
        </Button>
      )}
      {counted === null ? null : (
        <p role="status" data-testid="create-coin-counted">
          <Trans>
            Counted: {name} ({ticker}). {done} of {max} coins.
          </Trans>
        </p>
      )}
      {view.step === 'editing' ? (
        <form className={styles.actions} onSubmit={submit} noValidate aria-busy={view.busy}>
          <Field htmlFor={id} label={<Trans>Creation transaction hash</Trans>} error={<FieldError id={errorId}>{view.failure === null ? null : failureText(view.failure)}</FieldError>}>
            <FieldRow>
              <input
                id={id}
                className={inputClass()}
                type="text"
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                value={view.text}
                readOnly={view.busy}
                aria-invalid={view.failure !== null}
                aria-describedby={errorId}
                onChange={(event) => actor.send({ type: 'hash.change', value: event.target.value })}
                data-testid="create-coin-hash"
              />
              <Button onClick={() => void paste()} disabled={view.busy} data-testid="create-coin-paste">
                <Trans>Paste</Trans>
              </Button>
            </FieldRow>
          </Field>
          <MainButton type="submit" disabled={view.busy} aria-busy={view.busy} data-testid="create-coin-check">
            {view.busy ? <Trans>Checking…</Trans> : <Trans>Check the coin</Trans>}
          </MainButton>
        </form>
      ) : (
        <p role="status" data-testid="create-coin-done">
          <Trans>All 5 coins are counted: each adds its boost for 24 hours.</Trans>
        </p>
      )}
    </div>
  );
}
