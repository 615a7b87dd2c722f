/**
 * The sheet's way to where a task is done inside the app (domain/mining/tasks/places.ts): the
 * mining screen for auto-claim, its Burn sheet for the burn task (the #burn fragment opens it, see
 * ui/screens/mining/home/mining-tiles.tsx), the guilds screen for an alliance. Nothing for other tasks.
 */
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { taskPlaceOf } from '../../../../domain/mining/tasks/places';
import type { Task } from '../../../../domain/mining/tasks/types';
import { buttonClass } from '../../../components/button';
import { BURN_SHEET_HASH, FEATURE_PATHS } from '../../../routes/feature-paths';
import { PATHS } from '../../../routes/paths';

export function TaskPlaceLink({ task }: { task: Pick<Task, 'type' | 'url'> }) {
  switch (taskPlaceOf(task)) {
    case 'mining':
      return (
        <Link to={PATHS.mining} className={buttonClass('main')} data-testid="task-go-to-place">
          <Trans>Go to auto-claim</Trans>
        </Link>
      );
    case 'burn':
      return (
        <Link to={PATHS.mining} hash={BURN_SHEET_HASH} className={buttonClass('main')} data-testid="task-go-to-place">
          <Trans>Burn PUNK</Trans>
        </Link>
      );
    case 'guilds':
      return (
        <Link to={FEATURE_PATHS.miningGuilds} className={buttonClass('main')} data-testid="task-go-to-place">
          <Trans>Choose an alliance</Trans>
        </Link>
      );
    case null:
      return null;
  }
}
