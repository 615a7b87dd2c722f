/**
 * The home prefetch must ask exactly what the wallet-home machine asks: if either drifts, the
 * prefetch silently stops helping, and this test fails.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { withHomePrefetch } from '../../adapters/http/prefetch';
import { selectHomeView } from '../../domain/wallet/home-machine';
import { provideWalletHome } from '../../domain/wallet/provide';
import { fakeMainApi, recordingLogger } from '../support/fake-main-api';
import { aWallet } from '../support/mothers';

const clockAt = (ms: number) => ({ now: () => ms });

describe('home prefetch', () => {
  it('serves every first read of the wallet-home machine from the warm-up, one network call each', async () => {
    const network = fakeMainApi({ wallets: [aWallet(0), aWallet(1)] });
    const prefetch = withHomePrefetch(network, clockAt(0));
    prefetch.warmUpHome(1);
    const actor = createActor(provideWalletHome({ mainApi: prefetch.api, logger: recordingLogger() }), { input: { accountIndex: 1 } }).start();
    // The fake answers on the next macrotask; give every first read time to settle.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(selectHomeView(actor.getSnapshot()).wallets).toHaveLength(2);
    for (const method of ['wallets', 'totalBalance', 'balances', 'history'] as const) expect(network.count(method)).toBe(1);
    actor.stop();
  });

  it('uses a warm answer once; the next identical call goes to the network', async () => {
    const network = fakeMainApi();
    const prefetch = withHomePrefetch(network, clockAt(0));
    prefetch.warmUpHome(0);
    await prefetch.api.balances(0);
    await prefetch.api.balances(0);
    expect(network.count('balances')).toBe(2);
  });

  it('ignores a warm answer older than its time to live', async () => {
    const network = fakeMainApi();
    let now = 0;
    const prefetch = withHomePrefetch(network, { now: () => now }, 1_000);
    prefetch.warmUpHome(0);
    now = 5_000;
    await prefetch.api.wallets();
    expect(network.count('wallets')).toBe(2);
  });

  it('keeps a failed warm-up from surfacing as an unhandled rejection, and hands it to the caller', async () => {
    const network = fakeMainApi({ failures: { wallets: { type: 'server', status: 503 } } });
    const prefetch = withHomePrefetch(network, clockAt(0));
    prefetch.warmUpHome(0);
    await expect(prefetch.api.wallets()).rejects.toBeTruthy();
  });
});
