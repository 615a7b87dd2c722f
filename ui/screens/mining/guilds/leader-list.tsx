/** A leaderboard's miners, numbered, with what each has mined (the guild and the alliance boards). */
import type { Leader } from '../../../../domain/mining/guilds/types';
import { formatTokenAmount } from '../../../../domain/money/format';
import styles from './guilds.module.css';
import { switchText } from './switch-text';

export function LeaderList({ leaders, testId, itemTestId }: { leaders: readonly Leader[]; testId: string; itemTestId?: string }) {
  return (
    <ol className={styles.rows} data-testid={testId}>
      {leaders.map((leader, index) => (
        <li key={`${String(index)}:${leader.firstName}`} className={styles.leader} data-testid={itemTestId}>
          <span className={styles.place}>{index + 1}.</span>
          <span className={styles.meta}>
            <span className={styles.leaderName}>{leader.firstName}</span>
            <span className={styles.amount}>{switchText(formatTokenAmount(leader.gotAmount, 2))}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
