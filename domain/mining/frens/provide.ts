/** The only place where the friends machine meets the ports. */
import { fromPromise } from 'xstate';
import type { Clock } from '../../shared/clock';
import { logFailureWith, logNamedFailureWith } from '../../shared/failures';
import type { Logger } from '../../shared/logger';
import type { Messenger } from '../../shared/messenger';
import type { PageRequest } from '../../shared/paged-list-machine';
import { tokenPage, type Page } from '../../shared/paging';
import { friendsListMachine, frensMachine, type FrensEvent, type FrensLoaded } from './machine';
import type { FrensApi } from './port';
import { pairPage } from './rules';
import type { FriendEntry } from './types';
import { clockTicker, globalTimers, type TickTimers } from '../../shared/ticker';

export interface FrensPorts {
  readonly frensApi: FrensApi;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly messenger: Pick<Messenger, 'native'>;
}

export function provideFrens(ports: FrensPorts, options: { readonly timers?: TickTimers } = {}) {
  const timers = options.timers ?? globalTimers;
  const friends = friendsListMachine.provide({
    actors: {
      loadPage: fromPromise<Page<FriendEntry>, PageRequest<null>>(async ({ input, signal }) => {
        const token = typeof input.cursor === 'string' ? input.cursor : null;
        const [page, ledger] = await Promise.all([
          ports.frensApi.listFriends(token, { signal }),
          // The ledger only adds detail: a failed ledger page still shows the friends.
          ports.frensApi.referralLedger(token, { signal }).catch((error: unknown) => {
            ports.logger.warn('frens: ledger page failed', error);
            return null;
          }),
        ]);
        return tokenPage(pairPage(token, page, ledger), page.nextToken);
      }),
    },
    actions: { logFailure: logFailureWith(ports.logger, 'frens: friends page') },
  });
  return frensMachine.provide({
    actors: {
      load: fromPromise<FrensLoaded>(async ({ signal }) => {
        const [stats, config] = await Promise.all([ports.frensApi.referralStats({ signal }), ports.frensApi.frensConfig({ signal })]);
        return { stats, config, receivedAt: ports.clock.now() };
      }),
      friends,
      ticker: clockTicker<FrensEvent>(ports.clock, timers, { everyMs: 1000, atOnce: true }),
    },
    actions: {
      share: (_, params) => void ports.messenger.native().then((native) => native?.share(params.link, params.text)),
      logFailure: logNamedFailureWith(ports.logger, 'frens: '),
    },
  });
}
