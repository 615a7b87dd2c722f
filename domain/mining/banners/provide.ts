/** The only place where the banner machine meets the ports, each asked for by its own type. */
import { fromPromise } from 'xstate';
import type { Logger } from '../../shared/logger';
import type { Storage } from '../../shared/storage';
import { bannerMachine, type ShownBanner } from './machine';
import type { BannersApi } from './port';
import { BANNER_SEQUENCE_KEY, decideBanner, readSequence, sequenceFinished, toStored } from './sequence';

export interface BannerPorts {
  readonly bannersApi: BannersApi;
  readonly storage: Storage;
  readonly logger: Logger;
}

export function provideBanner(ports: BannerPorts) {
  return bannerMachine.provide({
    actors: {
      check: fromPromise<ShownBanner | null>(async ({ signal }) => {
        // A finished sequence is finished whatever the time: no request (nor the mining ports'
        // chunk it would fetch) on any later start.
        if (sequenceFinished(ports.storage.get(BANNER_SEQUENCE_KEY))) return null;
        const config = await ports.bannersApi.config({ signal });
        // The campaign ends are the server's instants, so the rule runs on the server's clock (the
        // sandbox's is the database's, which tests move), read with the ends in one answer.
        const now = config.serverTime;
        const decision = decideBanner(readSequence(ports.storage.get(BANNER_SEQUENCE_KEY), now), config.ends, now);
        ports.storage.set(BANNER_SEQUENCE_KEY, toStored(decision.next));
        return decision.show === null ? null : { id: decision.show, ends: config.ends };
      }),
    },
    actions: { logFailure: (_, params: { readonly error: unknown }) => ports.logger.warn('banners: the check failed; no banner', params.error) },
  });
}
