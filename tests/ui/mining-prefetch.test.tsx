/**
 * The mining area's chunks come ahead (ui/boot.tsx, ui/routes/mining-prefetch.ts): only once the
 * home's total is on screen and the page is idle, never on a data-saving connection, once.
 */
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TotalBalance } from '../../domain/wallet/types';
import { markHomeUsable } from '../../ui/screens/wallet/home-usable-mark';
import { deferred } from '../support/deferred';
import { fakeMainApi, mainPorts } from '../support/fake-ports';
import { aTotalBalance } from '../support/mothers';
import { renderApp, testPorts } from '../support/render';

const prefetchMining = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('../../ui/routes/mining-prefetch', () => ({ prefetchMining }));

/** requestIdleCallback held by the test: idle moments come when it says so. */
let idle: (() => void)[] = [];
const runIdle = async (): Promise<void> => {
  await act(async () => {
    const due = idle;
    idle = [];
    for (const task of due) task();
    // The dynamic import of the prefetch module resolves in a later microtask.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
};

function portsWithTotal(total: Promise<TotalBalance>) {
  return { ...testPorts(), ...mainPorts(fakeMainApi({ overrides: { totalBalance: () => total } })) };
}

beforeEach(() => {
  idle = [];
  prefetchMining.mockClear();
  vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the mining prefetch', () => {
  it('waits for the total on screen, then for an idle moment, and runs once', async () => {
    const total = deferred<TotalBalance>();
    await renderApp({ ports: portsWithTotal(total.promise) });
    await runIdle();
    await runIdle();
    expect(prefetchMining).not.toHaveBeenCalled();

    await act(async () => total.resolve(aTotalBalance('12')));
    await screen.findByTestId('total-balance');
    expect(prefetchMining, 'not before an idle moment').not.toHaveBeenCalled();
    await runIdle();
    expect(prefetchMining).toHaveBeenCalledTimes(1);
    // It received the user's language: the catalogs it fetches are that language's.
    expect(prefetchMining.mock.calls[0]).toEqual(['en']);

    // The total shown again (a refresh, another account) asks for nothing more.
    markHomeUsable();
    await runIdle();
    expect(prefetchMining).toHaveBeenCalledTimes(1);
  });

  it('never runs on a data-saving connection', async () => {
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { connection: { saveData: true } }));
    await renderApp({ ports: portsWithTotal(Promise.resolve(aTotalBalance('12'))) });
    await screen.findByTestId('total-balance');
    await runIdle();
    await runIdle();
    expect(prefetchMining).not.toHaveBeenCalled();
  });
});
