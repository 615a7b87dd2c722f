/** A leaderboard's miners, numbered, with what each has mined (the guild and the alliance boards). */
import type { Leader } from '../../../../domain/mining/guilds/types';
import { formatTokenAmount } from '../../../../domain/money/format';
import styles from './guilds.module.css';

export function LeaderList({ leaders, testId, itemTestId }: { leaders: readonly Leader[]; testId: string; itemTestId?: string }) {
  return (
    <ol className={styles.rows} data-testid={testId}>
      {leaders.map((leader, index) => (
        <li key={`${String(index)}:${leader.firstName}`} className={styles.row} data-testid={itemTestId}>
          <p className={styles.rowHead}>
            <span className={styles.name}>
              {index + 1}. {leader.firstName}
            </span>
            <span>{formatTokenAmount(leader.gotAmount, 2)} SWITCH</span>
          </p>
        </li>
      ))}
    </ol>
  );
}
