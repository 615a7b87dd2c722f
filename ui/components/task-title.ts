/**
 * A task's title as the tasks screen names it (by its code, or its type for a code the app does not
 * know), shared by the tasks screen and the speed breakdown (issue 41: a boost is named by its task,
 * not its type). Its words are in those two features' catalogs, not the core one (lingui.config.ts).
 */
import { useLingui } from '@lingui/react/macro';
import type { TaskType } from '../../domain/mining/tasks/types';

export function useTaskTitle() {
  const { t } = useLingui();
  // A record over every type, so a new type does not compile until it is titled, in en and ru.
  const typeTitles: Record<TaskType, string> = {
    subscription: t`Subscribe to the channel`,
    trade: t`Trade`,
    memePhrase: t`Guess the meme phrase`,
    autoclaim: t`Turn on auto-claim`,
    sniping: t`Snipe a new coin`,
    nft: t`Hold a Punk NFT`,
    bigpump: t`Create a coin on BigPump`,
    staking: t`Stake PUNK`,
    deposit: t`Make a deposit`,
    addAlliance: t`Join an alliance`,
    waitlist: t`Join the waitlist`,
    group: t`Add the folder`,
    claim: t`Claim your storage today`,
    dailySwap: t`Swap today`,
    swap: t`Swap above $10`,
    swapHold: t`Swap to PUNK and hold`,
    burn: t`Burn PUNK`,
  };
  /** The codes whose title says more than their type. */
  const codeTitle = (code: string): string | null => {
    switch (code) {
      case 'subscription':
        return t`Subscribe to SWITCH news`;
      case 'subscriptionTwitter':
        return t`Follow SWITCH on X`;
      case 'channelBigpump':
        return t`Subscribe to BigPump news`;
      case 'swapTon':
        return t`Swap above $10 on TON`;
      case 'swapBase':
        return t`Swap above $10 on Base`;
      case 'duckChain':
        return t`Open DuckChain`;
      case 'cube':
        return t`Open Cube`;
      case 'tradeOpenLeague':
        return t`Trade in the Open League`;
      case 'stakingPunk':
        return t`Stake $PUNK`;
      case 'walletBitget':
        return t`Connect Bitget Wallet`;
      case 'emoji':
        return t`Set the SWITCH emoji status`;
      case 'folderSwitch':
        return t`Add the SWITCH folder`;
      case 'bigpumpCreateCoin':
        return t`Create coins on BigPump`;
      case 'dailyReward':
        return t`Daily reward`;
      case 'depositUsd':
        return t`Deposit $10 or more`;
      case 'depositPunk':
        return t`Deposit PUNK`;
      case 'secretSociety':
        return t`Join the Secret Society`;
      case 'partnerWhale':
        return t`Whale: swaps worth $10,000`;
      case 'partnerShark':
        return t`Shark: swaps worth $100,000`;
      case 'partnerKraken':
        return t`Kraken: swaps worth $1,000,000`;
      default:
        return null;
    }
  };
  /** A type the app does not know (a boost of a task no longer offered) reads "Task". */
  return (task: { readonly code: string; readonly type: string }): string =>
    codeTitle(task.code) ?? (Object.hasOwn(typeTitles, task.type) ? typeTitles[task.type as TaskType] : t`Task`);
}
