/** What the mining home hears: its tick, its polling, the screen's presses and other flows' records. */
import type { PollAnswerEvent } from '../../shared/polling';
import type { MiningRecord } from '../shared/types';
import type { ReceivedRecord } from './context';

export type MiningHomeEvent =
  | { readonly type: 'clock.tick'; readonly now: number }
  | PollAnswerEvent<ReceivedRecord>
  /** A record another flow received (a burn's receipt carries the new record). */
  | { readonly type: 'record.received'; readonly record: MiningRecord; readonly receivedAt: number }
  | { readonly type: 'mining.retry' }
  /** Read the record now (a purchase just changed it); the polling starts over. */
  | { readonly type: 'mining.refresh' }
  | { readonly type: 'claim.press' };
