/** Where the create-coin machine meets its port: a new idempotency key per press. */
import { fromPromise } from 'xstate';
import { randomIdempotencyKey, type IdempotencyOptions } from '../../../shared/idempotency';
import { createCoinMachine } from './machine';
import type { CoinCounted, CreateCoinApi } from './port';

export function provideCreateCoin(api: CreateCoinApi, onCounted: (counted: CoinCounted) => void, options: IdempotencyOptions = {}) {
  const newKey = options.newIdempotencyKey ?? randomIdempotencyKey('create-coin');
  return createCoinMachine.provide({
    actors: { check: fromPromise<CoinCounted, string>(({ input }) => api.checkHash(input, { idempotencyKey: newKey() })) },
    actions: { counted: (_, params) => onCounted(params.counted) },
  });
}
