/** Donations: the hall of fame (paying goes through the payment port, purpose 'donation'). */
import type { CallOptions } from '../../shared/call-options';
import type { HallOfFame } from './types';

export interface DonateApi {
  hallOfFame(options?: CallOptions): Promise<HallOfFame>;
}
