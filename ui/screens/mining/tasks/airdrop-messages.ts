/**
 * The airdrops tab's words: an airdrop's title by its code (its code for one the app does not
 * know), each task by its code, and why a confirmation was refused. Exhaustive switches over the
 * domain's types, so a new code does not compile until it is worded, in en and ru.
 */
import { useLingui } from '@lingui/react/macro';
import type { AirdropTask } from '../../../../domain/mining/tasks/airdrops';
import type { AirdropConfirmFailure } from '../../../../domain/mining/tasks/airdrops-machine';

export function useAirdropWords() {
  const { t } = useLingui();
  return {
    title: (code: string): string => {
      switch (code) {
        case 'liquidStaking':
          return t`Liquid staking airdrop`;
        case 'switchLaunch':
          return t`SWITCH launch airdrop`;
        default:
          return t`Airdrop`;
      }
    },
    task: (task: AirdropTask): string => {
      switch (task.code) {
        case 'subscription':
          return t`Join the channel`;
        case 'subscriptionTwitter':
          return t`Follow on X`;
        case 'deposit': {
          const token = task.token ?? 'TON';
          return t`Deposit $10 or more in ${token}`;
        }
      }
    },
    failure: (failure: AirdropConfirmFailure): string => {
      switch (failure.type) {
        case 'not-a-member':
          return t`You have not joined yet. Open it, join, then check again.`;
        case 'no-deposit':
          return t`No deposit of $10 or more yet. Deposit, then check again.`;
        case 'airdrops-locked':
          return t`Airdrops open once you have invited 3 friends.`;
        case 'airdrop-ended':
          return t`This airdrop has ended.`;
        case 'outside-messenger':
          return t`Open the app from the messenger to take part.`;
        case 'server':
          return t`Server error. Try again.`;
      }
    },
  };
}
