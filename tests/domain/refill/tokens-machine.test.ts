/**
 * The refill token list: pages of 20 in order, a new query restarts from the first page and an
 * answer for an old query never lands, failures are logged and retried.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { CHAIN_IDS, type ChainId } from '../../../domain/chains';
import type { MainApi } from '../../support/fake-ports';
import { provideRefillTokens } from '../../../domain/refill/provide';
import { selectRefillTokens, type RefillTokensQuery } from '../../../domain/refill/tokens-machine';
import { TOKEN_PAGE_SIZE } from '../../../domain/tokens/catalogue';
import type { KnownToken, KnownTokensRequest } from '../../../domain/tokens/types';
import { recordingLogger, mainPorts } from '../../support/fake-ports';
import { deferred } from '../../support/deferred';

/** A chain's catalogue: `count` tokens whose address names the chain and position. */
const tokenAt = (chainId: ChainId, index: number): KnownToken => ({
  address: `${String(chainId)}-${index}`,
  chainId,
  decimals: 6,
  name: `Token ${index}`,
  symbol: `T${index}`,
  logoURI: '',
  tokenAmount: '0',
  usdAmount: '0',
});

/** knownTokens answering by hand: each request waits until the test settles it. */
function manualApi(count = 45) {
  const pending: { request: KnownTokensRequest; settle: (fail?: boolean) => void }[] = [];
  const knownTokens: MainApi['knownTokens'] = (request) => {
    const answer = deferred<Awaited<ReturnType<MainApi['knownTokens']>>>();
    const chainId = request.chainId ?? 'TON';
    pending.push({
      request,
      settle: (fail) => {
        if (fail) return answer.reject(new Error('HTTP 503'));
        const { offset, limit } = request.sliceProps;
        const tokens = Array.from({ length: Math.max(0, Math.min(limit, count - offset)) }, (_, i) => tokenAt(chainId, offset + i));
        answer.resolve({ tokens, tokensCount: count, offset });
      },
    });
    return answer.promise;
  };
  return { api: { knownTokens } as MainApi, pending };
}

function start(query: RefillTokensQuery, count?: number) {
  const { api, pending } = manualApi(count);
  const logger = recordingLogger();
  const actor = createActor(provideRefillTokens({ ...mainPorts(api), logger }), { input: query }).start();
  return { actor, pending, logger, view: () => selectRefillTokens(actor.getSnapshot()) };
}

const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (snapshot) => !snapshot.matches('loading'));

describe('the refill token list', () => {
  it('pages by 20 in order and stops at the server count', async () => {
    const { actor, pending, view } = start({ chainId: 1, accountIndex: 0 }, 45);
    for (let page = 0; page < 3; page += 1) {
      expect(pending.at(-1)?.request.sliceProps).toEqual({ limit: TOKEN_PAGE_SIZE, offset: page * TOKEN_PAGE_SIZE });
      pending.at(-1)?.settle();
      await settled(actor);
      actor.send({ type: 'list.loadMore' });
    }
    expect(view().tokens).toHaveLength(45);
    expect(pending).toHaveLength(3);
    expect(view().loading).toBe(false);
  });

  it('restarts from the first page for a new chain, and the old answer never lands', async () => {
    const { actor, pending, view } = start({ chainId: 1, accountIndex: 0 });
    actor.send({ type: 'list.query', query: { chainId: 10, accountIndex: 0 } });
    pending[0]?.settle();
    pending[1]?.settle();
    await settled(actor);
    expect(view().tokens.every((token) => token.chainId === 10)).toBe(true);
    expect(pending[1]?.request.sliceProps.offset).toBe(0);
  });

  it('ignores the same query again', () => {
    const { actor, pending } = start({ chainId: 1, accountIndex: 0 });
    actor.send({ type: 'list.query', query: { chainId: 1, accountIndex: 0, tokenAddress: undefined } });
    expect(pending).toHaveLength(1);
  });

  it('logs a failure, keeps what was shown, and retries the same page', async () => {
    const { actor, pending, view, logger } = start({ chainId: 'TON', accountIndex: 0 });
    pending[0]?.settle();
    await settled(actor);
    actor.send({ type: 'list.loadMore' });
    pending[1]?.settle(true);
    await settled(actor);
    expect(view()).toMatchObject({ failed: true, loading: false });
    expect(view().tokens).toHaveLength(20);
    expect(logger.lines.map((line) => line.message)).toEqual(['known tokens failed']);
    actor.send({ type: 'list.retry' });
    expect(pending[2]?.request.sliceProps.offset).toBe(20);
  });

  it('whatever the order of events and answers, only the current query’s tokens are shown', async () => {
    const event = fc.oneof(
      fc.record({ kind: fc.constant('query' as const), chainId: fc.constantFrom(...CHAIN_IDS) }),
      fc.record({ kind: fc.constant('more' as const) }),
      fc.record({ kind: fc.constant('retry' as const) }),
      fc.record({ kind: fc.constant('answer' as const), pick: fc.nat(), fail: fc.boolean() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(event, { maxLength: 30 }), async (events) => {
        const { actor, pending, view } = start({ chainId: 1, accountIndex: 0 });
        for (const step of events) {
          if (step.kind === 'query') actor.send({ type: 'list.query', query: { chainId: step.chainId, accountIndex: 0 } });
          else if (step.kind === 'more') actor.send({ type: 'list.loadMore' });
          else if (step.kind === 'retry') actor.send({ type: 'list.retry' });
          else if (pending.length > 0) pending.splice(step.pick % pending.length, 1)[0]?.settle(step.fail);
          await Promise.resolve();
          await Promise.resolve();
        }
        const { chainId } = actor.getSnapshot().context.query;
        expect(view().tokens.every((token) => token.chainId === chainId)).toBe(true);
        const addresses = view().tokens.map((token) => token.address);
        expect(new Set(addresses).size).toBe(addresses.length);
        actor.stop();
      }),
      { numRuns: 150 },
    );
  });
});
