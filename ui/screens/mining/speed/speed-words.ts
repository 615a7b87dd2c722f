/**
 * The speed breakdown's words: each part named by its source, a task by its type (the tasks list's
 * titles, en and ru), a type the app does not know by the word "Task".
 */
import { useLingui } from '@lingui/react/macro';
import type { SpeedPart } from '../../../../domain/mining/speed/types';

export function useSpeedPartName() {
  const { t } = useLingui();
  const taskTitle = (type: string): string => {
    switch (type) {
      case 'subscription':
        return t`Subscribe to the channel`;
      case 'trade':
        return t`Trade`;
      case 'memePhrase':
        return t`Guess the meme phrase`;
      case 'autoclaim':
        return t`Turn on auto-claim`;
      case 'sniping':
        return t`Snipe a new coin`;
      case 'nft':
        return t`Hold a Punk NFT`;
      case 'bigpump':
        return t`Create a coin on BigPump`;
      case 'staking':
        return t`Stake PUNK`;
      case 'deposit':
        return t`Make a deposit`;
      case 'addAlliance':
        return t`Join an alliance`;
      case 'waitlist':
        return t`Join the waitlist`;
      case 'group':
        return t`Add the folder`;
      case 'claim':
        return t`Claim your storage today`;
      case 'dailySwap':
        return t`Swap today`;
      case 'swap':
        return t`Swap above $10`;
      case 'swapHold':
        return t`Swap to PUNK and hold`;
      case 'burn':
        return t`Burn PUNK`;
      default:
        return t`Task`;
    }
  };
  return (part: SpeedPart): string => {
    switch (part.source) {
      case 'base':
        return t`Base speed`;
      case 'burn':
        return t`PUNK burn boost`;
      case 'daily-reward':
        return t`Daily reward`;
      case 'task': {
        const title = taskTitle(part.task?.type ?? '');
        return t`Task: ${title}`;
      }
    }
  };
}
