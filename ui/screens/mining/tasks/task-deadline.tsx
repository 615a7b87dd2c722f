/**
 * A task's deadline: a countdown in its last day (red under 6 h, the shared rule), the UTC date
 * before that, where thousands of hours would say nothing (a campaign months away showed
 * "5226:01:22"; the airdrops tab does the same).
 */
import { useLingui } from '@lingui/react/macro';
import type { TaskCard } from '../../../../domain/mining/tasks/selectors';
import { Countdown } from '../../../components/countdown';

const DAY_MS = 86_400_000;

export function TaskDeadline({ card, testId, dateClassName }: { card: TaskCard; testId?: string; dateClassName?: string }) {
  const { t, i18n } = useLingui();
  if (card.msLeft === null) return null;
  if (card.msLeft <= DAY_MS || card.task.dttmUpdate === null) return <Countdown msLeft={card.msLeft} urgent={card.red} {...(testId === undefined ? {} : { testId })} />;
  const date = i18n.date(new Date(card.task.dttmUpdate), { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <time dateTime={card.task.dttmUpdate} data-testid={testId} className={dateClassName}>
      {t`until ${date} UTC`}
    </time>
  );
}
