/**
 * The mining home's Proof of humanity tile shows only to whom the proof is open (issue 44): a user
 * in a human group who has not confirmed. Outside a group, or confirmed, /prove would only send the
 * user back to mining without a word, so there is no tile (the tasks screen's proof card shows by
 * the same rule).
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUserMining } from '../support/mothers';
import { miningAt } from './mining-support';

const recordWith = (proof: { humanGroup: number; confirmProve: boolean }) => {
  const record = aUserMining({ speed: '1.5', gotAmount: '40', ...proof }, new Date().toISOString());
  return { record: { userMining: async () => record, createUserMining: async () => ({ ...record, created: false, referral: 'none' as const }) } };
};

async function tileIds(proof: { humanGroup: number; confirmProve: boolean }): Promise<string[]> {
  await miningAt('/mining', recordWith(proof));
  const grid = await screen.findByRole('list', { name: 'Mining features' });
  return within(grid)
    .getAllByRole('link')
    .map((link) => link.getAttribute('data-testid') ?? '');
}

describe('the Proof of humanity tile (issue 44)', () => {
  it('shows to a user in a human group who has not confirmed', async () => {
    expect(await tileIds({ humanGroup: 1, confirmProve: false })).toContain('tile-prove');
  });

  it.each([
    ['outside a human group', { humanGroup: 0, confirmProve: false }],
    ['confirmed already', { humanGroup: 1, confirmProve: true }],
  ])('is not there for a user %s, while the other tiles are', async (_name, proof) => {
    const ids = await tileIds(proof);
    expect(ids).not.toContain('tile-prove');
    expect(ids).toContain('tile-auction');
  });
});
