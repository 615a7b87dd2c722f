/**
 * The emoji task's action in its sheet (seed 001 §4 "Boost timers": "on completion, emoji
 * activation is checked with the server"; docs/decisions/tasks.md "Tasks (issue 20)", "The emoji task"):
 * Open shows the SWITCH emoji set in the messenger (where the user sets the status) and starts the
 * task's boost timer with the server; Check waits for the timer, then asks the server (its own
 * machine, domain/mining/tasks/emoji-task), which grants the boost once the status is set.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { selectEmojiTaskView, type EmojiOutcome } from '../../../../domain/mining/tasks/emoji-task/machine';
import { provideEmojiTask } from '../../../../domain/mining/tasks/emoji-task/provide';
import { selectTasksView } from '../../../../domain/mining/tasks/selectors';
import type { Task } from '../../../../domain/mining/tasks/types';
import { Button, MainButton } from '../../../components/button';
import { sameData } from '../../../machines/same-data';
import { usePorts } from '../../../ports-context';
import { TasksContext } from './tasks-context';
import styles from './tasks.module.css';

function useOutcomeText(): (outcome: EmojiOutcome) => string {
  const { t } = useLingui();
  return (outcome) => {
    switch (outcome) {
      case 'not-set':
        return t`Your emoji status is not the SWITCH emoji yet: set it, then check again.`;
      case 'timer-running':
        return t`The timer has not run out on the server yet. Check again in a moment.`;
      case 'timer-not-started':
        return t`Open the emoji set first: the timer starts then.`;
    }
  };
}

/** The emoji task (its code; the seed gives it no type of its own). */
export const isEmojiTask = (task: Pick<Task, 'code'>): boolean => task.code === 'emoji';

export function EmojiTaskAction({ task }: { task: Task }) {
  const ports = usePorts();
  const tasks = TasksContext.useActorRef();
  const timer = TasksContext.useSelector((snapshot) => selectTasksView(snapshot).openTimer, sameData);
  // Granted: the list is read again, so the card and the sheet show the task done and the speed risen.
  const [machine] = useState(() => provideEmojiTask(ports, () => tasks.send({ type: 'tasks.check' })));
  const actor = useActorRef(machine);
  const view = useSelector(actor, selectEmojiTaskView, sameData);
  const outcomeText = useOutcomeText();
  const { t } = useLingui();
  const waiting = timer === null || timer.leftMs > 0;
  const open = () => {
    tasks.send({ type: 'timer.start', code: task.code });
    actor.send({ type: 'emoji.opened' });
    if (task.url !== null) ports.messenger.openTelegramLink(task.url);
  };
  return (
    <div className={styles.actions} data-testid="emoji-task" data-outcome={view.outcome ?? ''}>
      {view.outcome === null ? null : (
        <p className={styles.error} role="alert" data-testid="emoji-task-outcome">
          {outcomeText(view.outcome)}
        </p>
      )}
      {view.done ? (
        <p role="status" data-testid="emoji-task-done">
          <Trans>Verified: the boost is added to your speed.</Trans>
        </p>
      ) : (
        <>
          <MainButton onClick={open} data-testid="task-open">
            <Trans>Open the emoji set</Trans>
          </MainButton>
          <Button
            onClick={() => actor.send({ type: 'emoji.check' })}
            aria-label={t`Check the emoji status`}
            aria-busy={view.busy}
            disabled={view.busy || waiting}
            data-testid="task-check"
          >
            {view.busy ? <Trans>Checking…</Trans> : <Trans>Check</Trans>}
          </Button>
        </>
      )}
    </div>
  );
}
