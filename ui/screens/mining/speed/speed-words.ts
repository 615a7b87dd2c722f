/**
 * The speed breakdown's words: each part named by its source, a task's boost by its task as the
 * tasks screen names it (issue 41: by its code, so three channels are three names, and the X follow
 * is not a channel), with how many boosts it stands for when more than one (issue 43's grouping).
 */
import { useLingui } from '@lingui/react/macro';
import type { SpeedPart } from '../../../../domain/mining/speed/types';
import { useTaskTitle } from '../../../components/task-title';

export function useSpeedPartName() {
  const { t } = useLingui();
  const taskTitle = useTaskTitle();
  const named = (part: SpeedPart): string => {
    switch (part.source) {
      case 'base':
        return t`Base speed`;
      case 'burn':
        return t`PUNK burn boost`;
      case 'daily-reward':
        return t`Daily reward`;
      case 'task': {
        const title = part.task === null ? t`Task` : taskTitle(part.task);
        return t`Task: ${title}`;
      }
    }
  };
  return (part: SpeedPart): string => {
    const name = named(part);
    const count = part.count;
    return count > 1 ? t`${name} × ${count}` : name;
  };
}
