/** The only place where the guilds and alliance machines meet the ports. */
import { fromPromise } from 'xstate';
import { logNamedFailureWith } from '../../shared/failures';
import type { Logger } from '../../shared/logger';
import { allianceMachine } from './alliance-machine';
import { guildsMachine, type Board } from './machine';
import type { GuildsApi } from './port';
import type { Alliance, GuildVariant, RankCard } from './types';

export interface GuildsPorts {
  readonly guildsApi: GuildsApi;
  readonly logger: Logger;
}

export function provideGuilds(ports: GuildsPorts, options: { readonly openAlliance: (name: string) => void }) {
  return guildsMachine.provide({
    actors: {
      loadCard: fromPromise<RankCard>(({ signal }) => ports.guildsApi.rankCard({ signal })),
      loadBoard: fromPromise<Board, { readonly variant: GuildVariant; readonly rank: number }>(async ({ input, signal }) =>
        input.variant === 'individual'
          ? { variant: 'individual', board: await ports.guildsApi.guildLeaderboard(input.rank, { signal, requestId: 'mining-guild-board' }) }
          : { variant: 'alliance', board: await ports.guildsApi.allianceLeaderboard(input.rank, { signal, requestId: 'mining-guild-board' }) },
      ),
      join: fromPromise<string, string>(async ({ input }) => {
        const { alliance } = await ports.guildsApi.setAlliance(input);
        if (alliance === null) throw new Error('the server left no alliance');
        return alliance;
      }),
    },
    actions: {
      openAlliance: (_, params) => options.openAlliance(params.name),
      logFailure: logNamedFailureWith(ports.logger, 'guilds: '),
    },
  });
}

export function provideAlliance(ports: GuildsPorts) {
  return allianceMachine.provide({
    actors: {
      load: fromPromise<Alliance, string>(({ input, signal }) => ports.guildsApi.alliance(input, { signal })),
      save: fromPromise<unknown, { readonly name: string | null }>(({ input }) => ports.guildsApi.setAlliance(input.name)),
    },
    actions: { logFailure: logNamedFailureWith(ports.logger, 'alliance: ') },
  });
}
