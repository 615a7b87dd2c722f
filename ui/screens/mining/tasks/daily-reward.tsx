/**
 * The daily reward's part of its sheet (seed 001 §2 "A daily reward sheet lists the reward per
 * day, in a grid of four per row"): each day of the streak with its reward, today's day marked,
 * the days before it taken; and when the next calendar day starts (00:00 UTC), counted down.
 */
import { Trans } from '@lingui/react/macro';
import type { TaskCard } from '../../../../domain/mining/tasks/selectors';
import { formatTokenAmount } from '../../../../domain/money/format';
import { cx } from '../../../components/class-names';
import { Countdown } from '../../../components/countdown';
import styles from './tasks.module.css';

export function DailyRewardDays({ card }: { card: TaskCard }) {
  const { rewardList, currentDay } = card.task;
  if (rewardList === null) return null;
  const today = currentDay ?? 1;
  return (
    <>
      <ol className={styles.days} data-testid="daily-days">
        {rewardList.map((reward, index) => {
          const day = index + 1;
          const amount = formatTokenAmount(reward);
          return (
            <li
              key={day}
              className={cx(styles.day, day === today && styles.today, (day < today || (day === today && card.done)) && styles.taken)}
              aria-current={day === today ? 'date' : undefined}
              data-testid="daily-day"
              data-day={day}
            >
              <span className={styles.dayName}>
                <Trans>Day {day}</Trans>
              </span>
              <span className={styles.dayReward}>+{amount}</span>
            </li>
          );
        })}
      </ol>
      {card.msLeft === null ? null : (
        <p className={styles.muted} data-testid="daily-next">
          <Trans>
            The next day starts at 00:00 UTC, in <Countdown msLeft={card.msLeft} urgent={false} />
          </Trans>
        </p>
      )}
    </>
  );
}
