/** What the mining prefetch fetches (ui/routes/mining-prefetch.ts): every mining route, once per page. */
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../ui/i18n/i18n';
import { createAppRouter } from '../../ui/routes/router';
import { prefetchMining } from '../../ui/routes/mining-prefetch';
import { MINING_PREFETCHED_MARK } from '../../ui/routes/mining-prefetched-mark';

describe('prefetchMining', () => {
  it('mounts the full tree, preloads /mining and every mining route, marks the end, and does it once', async () => {
    const router = createAppRouter({ history: createMemoryHistory({ initialEntries: ['/'] }), i18n: createI18n('en') });
    const mountRoutes = vi.spyOn(router.options.context, 'mountRoutes');
    // The routes' own chunks are the bundler's business: here, which addresses are asked for.
    const preloadRoute = vi.spyOn(router, 'preloadRoute').mockResolvedValue(undefined);
    await Promise.all([prefetchMining(router), prefetchMining(router)]);
    await prefetchMining(router);
    expect(mountRoutes).toHaveBeenCalledTimes(1);
    const addresses = preloadRoute.mock.calls.map((call) => (call as unknown as [{ to: string }])[0].to);
    expect(addresses).toEqual(expect.arrayContaining(['/mining', '/bigpump']));
    expect(new Set(addresses).size).toBe(addresses.length);
    expect(performance.getEntriesByName(MINING_PREFETCHED_MARK)).toHaveLength(1);
  });
});
