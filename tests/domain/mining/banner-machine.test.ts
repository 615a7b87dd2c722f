/**
 * The due-banner flow (domain/mining/banners/machine.ts) over in-memory ports: a new user's first
 * due banner is shown and counted at once, closing leaves none, the app shown again within a day
 * shows none and a day later the next; a failing configuration or corrupt storage shows nothing.
 */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createLocalStorage } from '../../../adapters/storage/local-storage';
import { selectShownBanner } from '../../../domain/mining/banners/machine';
import type { BannerConfig } from '../../../domain/mining/banners/types';
import { provideBanner } from '../../../domain/mining/banners/provide';
import { BANNER_SEQUENCE_KEY } from '../../../domain/mining/banners/sequence';
import { recordingLogger } from '../../support/fake-ports';
import { memoryBackend } from '../../support/memory-storage';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 10, 24, 12);
const PAST = { openLeague: T0 - DAY, inviteContest: T0 - DAY, donate: T0 - DAY };

function world(options: { stored?: Record<string, string>; fail?: boolean } = {}) {
  const logger = recordingLogger();
  const backend = memoryBackend(options.stored ?? {});
  const storage = createLocalStorage(backend, logger);
  let serverTime = T0;
  let configReads = 0;
  const bannersApi = {
    config: async (): Promise<BannerConfig> => {
      configReads += 1;
      if (options.fail) throw new Error('offline');
      return { ends: PAST, serverTime };
    },
  };
  const start = () => createActor(provideBanner({ bannersApi, storage, logger })).start();
  return { start, storage, backend, logger, advance: (ms: number) => void (serverTime += ms), configReads: () => configReads };
}

const settled = (actor: ReturnType<ReturnType<typeof world>['start']>) => waitFor(actor, (snapshot) => !snapshot.hasTag('checking'));

describe('banner flow', () => {
  it('shows the first due banner, counts it at once, and the next only a day later', async () => {
    const w = world();
    const actor = w.start();
    expect(selectShownBanner(await settled(actor))?.id).toBe('big-pump-december');
    expect(w.storage.get(BANNER_SEQUENCE_KEY)).toMatchObject({ shows: { 'big-pump-december': 1 }, lastShownAt: T0 });
    actor.send({ type: 'banner.close' });
    expect(selectShownBanner(actor.getSnapshot())).toBeNull();

    w.advance(DAY - 1);
    actor.send({ type: 'app.visible' });
    expect(selectShownBanner(await settled(actor))).toBeNull();
    // A relaunch within the day shows nothing either.
    expect(selectShownBanner(await settled(w.start()))).toBeNull();

    w.advance(1);
    actor.send({ type: 'app.visible' });
    expect(selectShownBanner(await settled(actor))?.id).toBe('sniping');
  });

  it('a failing configuration shows nothing and is logged', async () => {
    const w = world({ fail: true });
    expect(selectShownBanner(await settled(w.start()))).toBeNull();
    expect(w.logger.lines.some((line) => line.message.startsWith('banners:'))).toBe(true);
  });

  it('corrupt storage shows nothing today and restarts the sequence tomorrow', async () => {
    const w = world({ stored: { 'banners.sequence': '{"v":1,"shows":' } });
    expect(selectShownBanner(await settled(w.start()))).toBeNull();
    w.advance(DAY);
    expect(selectShownBanner(await settled(w.start()))?.id).toBe('big-pump-december');
  });
  it('asks the server nothing once the sequence has finished', async () => {
    const w = world();
    w.storage.set(BANNER_SEQUENCE_KEY, { v: 1, shows: {}, passed: [], lastShownAt: T0 - DAY, finished: true });
    expect(selectShownBanner(await settled(w.start()))).toBeNull();
    expect(w.configReads()).toBe(0);
    // An unfinished one does ask.
    w.storage.set(BANNER_SEQUENCE_KEY, { v: 1, shows: {}, passed: [], lastShownAt: T0 - DAY, finished: false });
    await settled(w.start());
    expect(w.configReads()).toBe(1);
  });
});
