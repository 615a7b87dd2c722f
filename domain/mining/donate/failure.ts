/** Why the hall of fame could not be read, typed for the screen to word. */
import { failureOf } from '../../shared/api-failure';

export type DonateFailure = { readonly type: 'outside-messenger' } | { readonly type: 'server' };

export const donateFailureOfEvent = ({ event }: { readonly event: object }): DonateFailure =>
  failureOf('error' in event ? event.error : undefined).type === 'unauthorized' ? { type: 'outside-messenger' } : { type: 'server' };
