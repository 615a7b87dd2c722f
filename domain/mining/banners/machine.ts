/**
 * The due banner (seed 001 §2, §4; docs/decisions/banners.md "Banners (issue 25)"): once the home is up,
 * read the campaigns and the server's time, let the sequence rule (sequence.ts) decide, store what
 * it decided, and show the banner it chose until it is closed. When the app is shown again the
 * check runs again (a day may have passed). A failed check shows nothing: a banner never blocks the
 * app. Tags name what the screen shows.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { notProvided } from '../../shared/not-provided';
import type { BannerEvent } from './events';
import type { BannerCampaignEnds, BannerId } from './types';

/** The banner to show, with the campaign ends its text may name. */
export interface ShownBanner {
  readonly id: BannerId;
  readonly ends: BannerCampaignEnds;
}

export interface BannerContext {
  readonly banner: ShownBanner | null;
}

export const bannerMachine = setup({
  types: {} as { context: BannerContext; events: BannerEvent },
  actors: {
    /** Reads the configuration, decides at the server's time and stores the sequence: the banner to show. */
    check: fromPromise<ShownBanner | null>(notProvided),
  },
  actions: {
    logFailure: (_, _params: { readonly error: unknown }) => undefined,
  },
}).createMachine({
  id: 'banner',
  context: { banner: null },
  initial: 'checking',
  states: {
    checking: {
      description: 'the campaigns and the server time from /banners/config, the sequence decided and stored',
      tags: ['checking'],
      invoke: {
        src: 'check',
        onDone: [
          { guard: ({ event }) => event.output !== null, target: 'showing', actions: assign({ banner: ({ event }) => event.output }) },
          { target: 'idle' },
        ],
        onError: { target: 'idle', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    showing: {
      description: 'the banner covers the app until it is closed',
      tags: ['showing'],
      on: { 'banner.close': { target: 'idle', actions: assign({ banner: null }) } },
    },
    idle: {
      description: 'no banner; the app shown again checks again',
      tags: ['idle'],
      on: { 'app.visible': 'checking' },
    },
  },
});

export type BannerSnapshot = SnapshotFrom<typeof bannerMachine>;

/** The banner to show, or null. */
export const selectShownBanner = (snapshot: BannerSnapshot): ShownBanner | null => (snapshot.hasTag('showing') ? snapshot.context.banner : null);
