/**
 * The tasks screen's words: a task's title (by its code, or its type for a code the app does not
 * know), what to do (by type), the groups and the tabs. Exhaustive switches over the domain's
 * types, so a new type or group does not compile until it is worded, in en and ru.
 */
import { useLingui } from '@lingui/react/macro';
import type { ConfirmFailure, TasksFailure } from '../../../../domain/mining/tasks/failure';
import { hasBoostTimer } from '../../../../domain/mining/tasks/timers';
import type { Task, TaskGroup, TaskTab, TaskType } from '../../../../domain/mining/tasks/types';
import { useTaskTitle } from '../../../components/task-title';

export function useTaskWords() {
  const { t } = useLingui();
  const taskTitle = useTaskTitle();
  /** The codes whose conditions say more than their type's (seed 001 §9's thresholds). */
  const codeHowTo = (code: string): string | null => {
    switch (code) {
      case 'dailyReward':
        return t`Take a boost every day. Days in a row raise it; a day missed starts again from day 1.`;
      case 'depositUsd':
        return t`Deposit $10 or more to the wallet, then check: +0.05 SWITCH/h per dollar, up to $100.`;
      case 'depositPunk':
        return t`Deposit 20 PUNK or more to the wallet, then check: +0.00875 SWITCH/h per PUNK, up to 8000 PUNK.`;
      case 'secretSociety':
        return t`Meet two of four: a swap above $1000, swaps above $2000 in all, 1000 PUNK deposited, a Punk NFT. Then check.`;
      case 'bigpumpSniping':
        return t`Buy a coin for at least 10 TON, or sell at least 1.4 million of one, then check.`;
      case 'stakingPunk':
        return t`Connect your TON wallet, stake $PUNK with it in the staking bot, then check.`;
      case 'walletBitget':
        return t`Download Bitget Wallet and connect it: it becomes your TON wallet for mining.`;
      case 'emoji':
        return t`Open the SWITCH emoji set, set one as your emoji status and keep it until the timer runs out, then check.`;
      case 'tradeOpenLeague':
        return t`Get the Open League’s DeFi badge, then make a TON swap worth more than $10.`;
      case 'nftPunk':
        return t`Connect the TON wallet that holds a Punk NFT, then check.`;
      case 'bigpumpCreateCoin':
        return t`Create a coin on BigPump, then paste the hash of its creation transaction here. Up to 5 coins count, each with its own boost for 24 hours.`;
      case 'bigpumpMemePhrase':
        return t`The meme phrase is published in BigPump’s channels and chats. Type it here before the campaign ends.`;
      case 'folderSwitch':
        return t`Open the SWITCH folder and add it: you join every channel in it. Then come back and check.`;
      case 'partnerWhale':
        return t`Swap $10,000 or more in all in the wallet since you started mining, then check.`;
      case 'partnerShark':
        return t`Swap $100,000 or more in all in the wallet since you started mining, then check.`;
      case 'partnerKraken':
        return t`Swap $1,000,000 or more in all in the wallet since you started mining, then check.`;
      case 'swapHoldPunk':
        return t`Swap more than $10 to PUNK on TON and keep that PUNK for 24 hours: the task is then done by itself.`;
      default:
        return null;
    }
  };
  const typeHowTo = (type: TaskType): string => {
    switch (type) {
      case 'subscription':
        return t`Open the link, join, then come back and check.`;
      case 'group':
        return t`Open the folder and add it: you join every channel in it. Then come back and check.`;
      case 'bigpump':
        return t`Create a coin on BigPump, then paste the hash of its creation transaction here.`;
      case 'memePhrase':
        return t`Find the meme phrase the campaign has published and type it here.`;
      case 'trade':
      case 'sniping':
        return t`Do it in the app the link opens, then come back and check.`;
      case 'swap':
      case 'dailySwap':
      case 'swapHold':
        return t`Make a swap worth more than $10 in the wallet, then check.`;
      case 'deposit':
        return t`Deposit from $10 to the wallet, then check.`;
      case 'burn':
        return t`Burn at least 1 PUNK on the mining screen, then check.`;
      case 'claim':
        return t`Claim your mined SWITCH today, then check.`;
      case 'autoclaim':
        return t`Buy auto-claim on the mining screen. Once it is active, check.`;
      case 'addAlliance':
        return t`Join an alliance on the guilds screen, then check.`;
      case 'waitlist':
        return t`Open the bot, join the waitlist, then come back and check.`;
      case 'nft':
      case 'staking':
        return t`Complete it in the app, then check. NFT, staking and wallet tasks need a connected TON wallet.`;
    }
  };
  const group = (name: TaskGroup): string => {
    switch (name) {
      case 'daily':
        return t`Daily`;
      case 'pump':
        return t`BigPump`;
      case 'trade':
        return t`Trading`;
      case 'subscriptions':
        return t`Subscriptions`;
      case 'connect':
        return t`Connect`;
      case 'partner':
        return t`Partners`;
    }
  };
  const tab = (name: TaskTab): string => {
    switch (name) {
      case 'bigpump':
        return t`BigPump`;
      case 'boosts':
        return t`Boosts`;
      case 'subscriptions':
        return t`Subscriptions`;
      case 'airdrops':
        return t`Airdrops`;
    }
  };
  const failure = (value: TasksFailure | null): string => (value?.type === 'outside-messenger' ? t`Only possible to use inside telegram bot` : t`Server error`);
  const confirmFailure = (value: ConfirmFailure): string => {
    switch (value.type) {
      case 'not-a-member':
        return t`You are not in the channel yet: join it, then check again.`;
      case 'not-in-folder':
        return t`You are not in every channel of the folder yet: add the folder, then check again.`;
      case 'already-today':
        return t`You have already taken today’s reward. The next one opens at 00:00 UTC.`;
      case 'outside-messenger':
      case 'server':
        return failure(value);
    }
  };
  return {
    confirmFailure,
    title: taskTitle,
    howTo: (task: Task) => codeHowTo(task.code) ?? (hasBoostTimer(task.code) ? t`Open the app and stay until the timer runs out, then check.` : typeHowTo(task.type)),
    group,
    tab,
    failure,
  };
}
