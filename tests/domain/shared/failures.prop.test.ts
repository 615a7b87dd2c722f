import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError, type ApiFailure } from '../../../domain/shared/api-failure';
import { failureOfEvent, failureParams, failureParamsOf, isAborted, logFailureWith, logNamedFailureWith } from '../../../domain/shared/failures';
import { keptIdempotencyKey, randomIdempotencyKey } from '../../../domain/shared/idempotency';
import { recordingLogger } from '../../support/fake-ports';

const abort = () => Object.assign(new Error('aborted'), { name: 'AbortError' });
const failureArb: fc.Arbitrary<ApiFailure> = fc.oneof(
  fc.constant({ type: 'unreachable' } as const),
  fc.record({ type: fc.constant('server' as const), status: fc.integer({ min: 500, max: 599 }) }),
  fc.record({ type: fc.constant('rejected' as const), status: fc.integer({ min: 400, max: 499 }), message: fc.string() }),
);

describe('failure helpers', () => {
  it('an abort, from the signal or the API, is the only failure the guard skips', () => {
    expect(isAborted({ event: { type: 'xstate.error.actor.x', error: abort() } })).toBe(true);
    expect(isAborted({ event: { type: 'xstate.error.actor.x', error: new ApiError({ type: 'aborted' }) } })).toBe(true);
    expect(isAborted({ event: { type: 'list.loadMore' } })).toBe(false);
    fc.assert(
      fc.property(failureArb, (failure) => {
        const event = { type: 'xstate.error.actor.x', error: new ApiError(failure) };
        expect(isAborted({ event })).toBe(false);
        expect(failureOfEvent({ event })).toEqual(failure);
        expect(failureParams({ event })).toEqual({ failure });
        expect(failureParamsOf('quote')({ event })).toEqual({ what: 'quote', failure });
      }),
    );
  });

  it('logs one line per failure, named after what failed', () => {
    const logger = recordingLogger();
    logFailureWith(logger, 'history page')(undefined, { failure: { type: 'unreachable' } });
    logNamedFailureWith(logger, 'swap: ')(undefined, { what: 'quote', failure: { type: 'server', status: 502 } });
    expect(logger.lines).toEqual([
      { level: 'warn', message: 'history page failed', detail: { type: 'unreachable' } },
      { level: 'warn', message: 'swap: quote failed', detail: { type: 'server', status: 502 } },
    ]);
  });
});

describe('idempotency keys', () => {
  it('a confirmation keeps its first key through any number of retries', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), (presses) => {
        let made = 0;
        const create = () => `key-${++made}`;
        let key: string | null = null;
        for (let i = 0; i < presses; i += 1) key = keptIdempotencyKey(key, create);
        expect(key).toBe('key-1');
        expect(made).toBe(1);
      }),
    );
  });

  it('random keys name their flow and differ', () => {
    const next = randomIdempotencyKey('send');
    const [a, b] = [next(), next()];
    expect(a).toMatch(/^send-[0-9a-f-]{36}$/);
    expect(a).not.toBe(b);
  });
});
