/**
 * The refill token list (domain/refill/tokens-machine.ts) for a screen: one actor per screen,
 * told when the chain, account or token changes.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { provideRefillTokens } from '../../domain/refill/provide';
import { selectRefillTokens, type RefillTokensQuery, type RefillTokensView } from '../../domain/refill/tokens-machine';
import { usePorts } from '../ports-context';
import { useInspect } from './inspector';
import { sameData } from './same-data';

export function useRefillTokens(query: RefillTokensQuery): RefillTokensView & { loadMore: () => void; retry: () => void } {
  const ports = usePorts();
  const inspect = useInspect();
  // Created once: the actor keeps the logic it started with.
  const [logic] = useState(() => provideRefillTokens(ports));
  const actor = useActorRef(logic, { input: query, ...(inspect ? { inspect } : {}) });
  const { chainId, accountIndex, tokenAddress } = query;
  useEffect(() => {
    actor.send({ type: 'list.query', query: { chainId, accountIndex, tokenAddress } });
  }, [actor, chainId, accountIndex, tokenAddress]);
  const view = useSelector(actor, selectRefillTokens, sameData);
  return { ...view, loadMore: () => actor.send({ type: 'list.loadMore' }), retry: () => actor.send({ type: 'list.retry' }) };
}
