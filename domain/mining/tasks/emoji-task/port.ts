/**
 * The emoji task (seed 001 §7 "POST check emoji | response activated"): once the task's boost timer
 * has run out by the server's record, the server checks the user's emoji status and grants the
 * boost once. Refusals: 'timer-not-started', 'timer-running'.
 */
import type { ValueCallOptions } from '../../../shared/call-options';
import type { SubscriptionConfirmed } from '../types';

export interface EmojiChecked extends SubscriptionConfirmed {
  /** The status is set and the task granted (now or before); false while the status is not set. */
  readonly activated: boolean;
}

export interface EmojiTaskApi {
  checkEmoji(options: ValueCallOptions): Promise<EmojiChecked>;
}
