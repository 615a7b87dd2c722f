/** `npm run test:changed` (scripts/test-changed.ts): which features a change touches, and their end-to-end files. */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { e2eFilesFor, touchedFeatures } from '../../scripts/test-changed';

const e2eFiles = readdirSync('tests/e2e').filter((file) => file.endsWith('.e2e.test.ts'));

describe('npm run test:changed', () => {
  it("names the features of every folder and file a feature owns, not the shared ones", () => {
    expect(
      touchedFeatures([
        'domain/mining/staking/rules.ts',
        'ui/screens/mining/copy-trade/archive-screen.tsx',
        'sandbox/mining/donate/routes.ts',
        'ui/routes/mining/prove.ts',
        'adapters/http/contract/mining/auction.ts',
        'adapters/http/mining/frens-api.ts',
        'adapters/http/mining/autoclaim.purchase.ts',
        'sandbox/mining/shared/facts.ts',
        'ui/screens/mining/home/mining-screen.tsx',
        'ui/components/button.tsx',
      ]),
    ).toEqual(['auction', 'autoclaim', 'copy-trade', 'donate', 'frens', 'prove', 'staking']);
  });

  it("picks each touched feature's end-to-end files by whole words of their names", () => {
    // The layout walk's files are named after the features whose screens they walk (tests/e2e/support/wallet-tour.ts, TOUR_AREAS).
    expect(e2eFilesFor(['staking'], e2eFiles)).toEqual(['layout-auction-donate-staking-prove.e2e.test.ts', 'staking-sbt.e2e.test.ts', 'staking.e2e.test.ts']);
    expect(e2eFilesFor(['copy-trade'], e2eFiles)).toEqual(['copy-trade-back-paste.e2e.test.ts', 'copy-trade-reload.e2e.test.ts', 'copy-trade.e2e.test.ts', 'layout-copy-trade.e2e.test.ts']);
    expect(e2eFilesFor(['donate', 'speed'], e2eFiles)).toEqual(['layout-auction-donate-staking-prove.e2e.test.ts', 'layout-mining-tasks-speed.e2e.test.ts', 'mining-donate.e2e.test.ts', 'mining-speed.e2e.test.ts']);
    expect(e2eFilesFor([], e2eFiles)).toEqual([]);
  });
});
