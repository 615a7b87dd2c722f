/** Tasks and boosts (seed 001 §7 "Mining, tasks, boosts"): the lists, verified by the server. */
import type { CallOptions, ValueCallOptions } from '../../shared/call-options';
import type { AirdropConfirmed, AirdropList } from './airdrops';
import type { DailyBoostActivated, SubscriptionConfirmed, TaskList, TaskListName, TimerStarted } from './types';

export interface TasksApi {
  /** The tasks of a list; the read is where the server grants a task it sees done for the first time. */
  tasks(list: TaskListName, options?: CallOptions): Promise<TaskList>;
  /**
   * Confirms a channel subscription task: the server checks its own channel records and grants the
   * boost once. Refused with the code 'not-a-member' while the user is not in the channel.
   */
  confirmSubscription(request: { subscriptionType: string; airdropId?: string | null }, options: ValueCallOptions): Promise<SubscriptionConfirmed>;
  /** Takes today's daily reward, once per UTC calendar day: refused with 'already-today' after that. */
  activateDailyBoost(options: ValueCallOptions): Promise<DailyBoostActivated>;
  /** Records the start of a timed task's boost timer (the first start holds); the answer says when it can be confirmed. */
  checkCfts(code: string, options?: CallOptions): Promise<TimerStarted>;
  /** Asks the server for a running timer's random 1 to 10 s reduction (once per timer: later asks answer the same); refused with 'timer-not-started'. */
  speedUpTimer(code: string, options?: CallOptions): Promise<TimerStarted>;
  /** The airdrops and the invited friends that open them (docs/decisions/airdrops.md "Airdrops (issue 20)"). */
  airdrops(options?: CallOptions): Promise<AirdropList>;
  /** Confirms an airdrop's task (confirmSubscription with the airdrop's id): the server checks its records and enters the user once all are done. */
  confirmAirdropTask(request: { airdropId: string; code: string }, options: ValueCallOptions): Promise<AirdropConfirmed>;
}
