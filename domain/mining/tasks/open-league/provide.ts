/** Where the open-league machine meets its port: a new idempotency key per press. */
import { fromPromise } from 'xstate';
import { randomIdempotencyKey, type IdempotencyOptions } from '../../../shared/idempotency';
import type { SubscriptionConfirmed } from '../types';
import { openLeagueMachine } from './machine';
import type { OpenLeagueApi } from './port';

export function provideOpenLeague(api: OpenLeagueApi, onAnswered: (confirmed: SubscriptionConfirmed) => void, options: IdempotencyOptions = {}) {
  const newKey = options.newIdempotencyKey ?? randomIdempotencyKey('open-league');
  return openLeagueMachine.provide({
    actors: {
      claimBadge: fromPromise<SubscriptionConfirmed>(() => api.claimBadge({ idempotencyKey: newKey() })),
      checkTrade: fromPromise<SubscriptionConfirmed>(() => api.checkTrade({ idempotencyKey: newKey() })),
    },
    actions: { answered: (_, params) => onAnswered(params.confirmed) },
  });
}
